package computelab.ceiling;

import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.gpu.UniformLayout;
import java.util.Map;
import org.teavm.jso.webgpu.GPUPipeline;

/** The ceiling kernels (wgsl/common/copy.wgsl and read.wgsl), from the device's pipeline cache. */
final class CeilingKernels {
    static final int WORKGROUP_SIZE = 256;
    /**
     * Vectors (16 bytes) per thread of the ceilings. One per thread with a 2D dispatch is the form that
     * reached near a native copy in earlier measurements (H100 2,898 GB/s, H200 4,004 GB/s); the copy
     * suite's "-x4" rows check on every device that four per thread are not faster.
     */
    static final int CEILING_VECTORS_PER_THREAD = 1;
    /** The fill's parameters: where a chunk's first word is in the whole data. */
    static final UniformLayout FILL_PARAMS = UniformLayout.struct("FillParams", "common/copy.wgsl").boundAt(1)
            .u32("firstWord");
    /** The read's parameters: whether it records what it read (a check run) or only sums it (a timed run). */
    static final UniformLayout READ_PARAMS = UniformLayout.struct("ReadParams", "common/read.wgsl").boundAt(2)
            .u32("record");

    private CeilingKernels() {
    }

    static GPUPipeline.Compute fill(Gpu gpu) {
        return gpu.pipelines().compute(Kernel.of("common/copy.wgsl", "fill_words"));
    }

    static GPUPipeline.Compute copy(Gpu gpu, int vectorsPerThread) {
        return gpu.pipelines().compute(Kernel.of("common/copy.wgsl", "copy_vectors",
                Map.of("VECTORS_PER_THREAD", (double) vectorsPerThread)));
    }

    static GPUPipeline.Compute read(Gpu gpu, int vectorsPerThread) {
        return gpu.pipelines().compute(Kernel.of("common/read.wgsl", "read_vectors",
                Map.of("VECTORS_PER_THREAD", (double) vectorsPerThread)));
    }

    /** The dispatch of the copy or read kernel over {@code vectors} vectors. */
    static DispatchGrid gridFor(Gpu gpu, long vectors, int vectorsPerThread) {
        return DispatchGrid.forItems(vectors, (long) WORKGROUP_SIZE * vectorsPerThread,
                gpu.maxWorkgroupsPerDimension());
    }
}
