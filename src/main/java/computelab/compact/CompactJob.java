package computelab.compact;

import computelab.gpu.Bound;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import java.util.List;

/**
 * Everything a {@link CompactVariant} needs to plan one compaction: the request, the caller's buffers
 * (bindings 1 input as vectors, 2 output, 3 count), the scratch for tile states and the device's shape
 * ({@code maxWorkgroupSize}: the most invocations one 1D workgroup may have). {@code counted}: the
 * number of elements is read on the GPU at every run ({@link computelab.gpu.GpuCount}), {@code n} is its
 * capacity.
 */
record CompactJob(long n, Selection selection, List<Bound> data, boolean subgroups, int maxWorkgroupsPerDimension,
        int maxWorkgroupSize, Tuning options, Scratch tileState, boolean counted) {

    /** The parameters of the compaction kernel. */
    static final UniformLayout PARAMS = UniformLayout.struct("CompactParams", "compact/select_lookback.wgsl")
            .u32("n").u32("tiles").u32("pivot");

    int[] params(long tiles) {
        return PARAMS.words().set("n", n).set("tiles", tiles).set("pivot", selection.pivotBits() & 0xFFFFFFFFL)
                .array();
    }
}
