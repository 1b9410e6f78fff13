package computelab.reduce;

import computelab.gpu.UniformLayout;

/**
 * The uniform of one level's dispatch, struct {@code Level} of the reduce kernels: the ladder's four
 * words, and a fifth in the kernel that {@link ReduceVariant#canFinishInLastWorkgroup can finish in its
 * last workgroup}. Constants of a class rather than of the {@link ReduceVariant} interface: in the script
 * TeaVM 0.15 compiles, an interface's field read by its default method was still null (ReduceIT hung).
 */
final class LevelUniform {
    static final UniformLayout LADDER = UniformLayout.struct("Level", "reduce/v1_interleaved_modulo.wgsl",
            "reduce/v2_strided_index.wgsl", "reduce/v3_sequential.wgsl", "reduce/v4_first_add_on_load.wgsl",
            "reduce/v5_unrolled.wgsl").u32("count").u32("first").u32("workgroups").u32("identity");
    static final UniformLayout FINISHING = UniformLayout.struct("Level", "reduce/fast_share.wgsl")
            .u32("count").u32("first").u32("workgroups").u32("identity").u32("finish");

    private LevelUniform() {
    }
}
