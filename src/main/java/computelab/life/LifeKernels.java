package computelab.life;

import computelab.gpu.Gpu;
import computelab.gpu.Shaders;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The Life pipelines, created once per device and shared by every engine on it (a page switching
 * engines or a benchmark preparing many cases compiles each shader variant once).
 */
final class LifeKernels {
    private static Gpu owner;
    private static final Map<String, GPUPipeline.Compute> PIPELINES = new HashMap<>();

    private LifeKernels() {
    }

    /** The pipeline for a shader under wgsl/, an entry point and its override constants. */
    static GPUPipeline.Compute pipeline(Gpu gpu, String path, String entryPoint, Map<String, Double> constants) {
        if (gpu != owner) {
            // Pipelines belong to one device; a reconnect brings a new one.
            PIPELINES.clear();
            owner = gpu;
        }
        String key = path + ":" + entryPoint + new TreeMap<>(constants);
        GPUPipeline.Compute pipeline = PIPELINES.get(key);
        if (pipeline == null) {
            pipeline = Shaders.pipeline(gpu, path, entryPoint, constants);
            PIPELINES.put(key, pipeline);
        }
        return pipeline;
    }

    static GPUPipeline.Compute pipeline(Gpu gpu, String path, String entryPoint) {
        return pipeline(gpu, path, entryPoint, Map.of());
    }
}
