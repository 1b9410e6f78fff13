package computelab.histogram;

import computelab.gpu.UniformLayout;

/** The uniform of every dispatch that walks the input, struct {@code HistogramParams} of histogram/input_walk.wgsl. */
final class HistogramParams {
    static final UniformLayout LAYOUT = UniformLayout.struct("HistogramParams", "histogram/input_walk.wgsl")
            .u32("count").u32("bins").u32("bits").u32("first_bin").u32("workgroups").u32("ranges");

    private HistogramParams() {
    }
}
