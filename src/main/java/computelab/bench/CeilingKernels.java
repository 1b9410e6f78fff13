package computelab.bench;

import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Shaders;
import java.util.Map;
import org.teavm.jso.webgpu.GPUPipeline;

/** The pipelines of the ceiling kernels (wgsl/common/copy.wgsl and read.wgsl), made once per Gpu. */
final class CeilingKernels {
    static final int WORKGROUP_SIZE = 256;
    /** Vectors (16 bytes) per thread of the copy and read kernels. */
    static final int VECTORS_PER_THREAD = 1;
    private static CeilingKernels cached;

    private final Gpu gpu;
    final GPUPipeline.Compute copy;
    final GPUPipeline.Compute read;
    final GPUPipeline.Compute fill;

    private CeilingKernels(Gpu gpu) {
        this.gpu = gpu;
        Map<String, Double> perThread = Map.of("VECTORS_PER_THREAD", (double) VECTORS_PER_THREAD);
        copy = Shaders.pipeline(gpu, "common/copy.wgsl", "copy_vectors", perThread);
        read = Shaders.pipeline(gpu, "common/read.wgsl", "read_vectors", perThread);
        fill = Shaders.pipeline(gpu, "common/copy.wgsl", "fill_words");
    }

    static CeilingKernels of(Gpu gpu) {
        if (cached == null || cached.gpu != gpu) {
            cached = new CeilingKernels(gpu);
        }
        return cached;
    }

    /** The dispatch of the copy or read kernel over {@code vectors} vectors. */
    static DispatchGrid gridFor(Gpu gpu, long vectors) {
        return DispatchGrid.forItems(vectors, (long) WORKGROUP_SIZE * VECTORS_PER_THREAD,
                gpu.maxWorkgroupsPerDimension());
    }
}
