package computelab.bench;

import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Shaders;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The pipelines of the ceiling kernels (wgsl/common/copy.wgsl and read.wgsl), made once per Gpu and
 * per number of vectors a thread handles.
 */
final class CeilingKernels {
    static final int WORKGROUP_SIZE = 256;
    /**
     * Vectors (16 bytes) per thread of the ceilings. One per thread with a 2D dispatch is the form that
     * reached near a native copy in earlier measurements (H100 2,898 GB/s, H200 4,004 GB/s); the copy
     * suite's "-x4" rows check on every device that four per thread are not faster.
     */
    static final int CEILING_VECTORS_PER_THREAD = 1;
    private static CeilingKernels cached;

    private final Gpu gpu;
    private final Map<String, GPUPipeline.Compute> pipelines = new HashMap<>();
    final GPUPipeline.Compute fill;

    private CeilingKernels(Gpu gpu) {
        this.gpu = gpu;
        fill = Shaders.pipeline(gpu, "common/copy.wgsl", "fill_words");
    }

    static CeilingKernels of(Gpu gpu) {
        if (cached == null || cached.gpu != gpu) {
            cached = new CeilingKernels(gpu);
        }
        return cached;
    }

    GPUPipeline.Compute copy(int vectorsPerThread) {
        return pipeline("common/copy.wgsl", "copy_vectors", vectorsPerThread);
    }

    GPUPipeline.Compute read(int vectorsPerThread) {
        return pipeline("common/read.wgsl", "read_vectors", vectorsPerThread);
    }

    private GPUPipeline.Compute pipeline(String path, String entryPoint, int vectorsPerThread) {
        return pipelines.computeIfAbsent(entryPoint + "/" + vectorsPerThread, key -> Shaders.pipeline(gpu, path,
                entryPoint, Map.of("VECTORS_PER_THREAD", (double) vectorsPerThread)));
    }

    /** The dispatch of the copy or read kernel over {@code vectors} vectors. */
    static DispatchGrid gridFor(Gpu gpu, long vectors, int vectorsPerThread) {
        return DispatchGrid.forItems(vectors, (long) WORKGROUP_SIZE * vectorsPerThread,
                gpu.maxWorkgroupsPerDimension());
    }
}
