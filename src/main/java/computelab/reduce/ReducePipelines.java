package computelab.reduce;

import computelab.data.ElementType;
import computelab.gpu.Await;
import computelab.gpu.Gpu;
import computelab.gpu.GpuException;
import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPUShaderModule;

/**
 * Compute pipelines of the reduction shaders, specialized per element type and operation
 * ({@link ShaderSpecialization}) and created once per device: a reconnect brings a new Gpu and a new cache.
 */
final class ReducePipelines {
    static final String ENTRY_POINT = "reduce_level";

    private static Gpu cachedFor;
    private static final Map<String, GPUPipeline.Compute> CACHE = new HashMap<>();

    private ReducePipelines() {
    }

    static GPUPipeline.Compute get(Gpu gpu, String path, ElementType type, ReduceOp op) {
        if (cachedFor != gpu) {
            CACHE.clear();
            cachedFor = gpu;
        }
        String key = path + " " + type.wgsl() + " " + op.text();
        GPUPipeline.Compute pipeline = CACHE.get(key);
        if (pipeline == null) {
            pipeline = create(gpu, path, type, op);
            CACHE.put(key, pipeline);
        }
        return pipeline;
    }

    private static GPUPipeline.Compute create(Gpu gpu, String path, ElementType type, ReduceOp op) {
        String label = path + " [" + type.wgsl() + " " + op.text() + "]";
        GPUDescriptor.ShaderModule moduleDescriptor = GPUDescriptor.create();
        moduleDescriptor.setLabel(label);
        moduleDescriptor.setCode(ShaderSpecialization.specialize(ShaderParts.source(path), type, op));
        GPUShaderModule module = gpu.device().createShaderModule(moduleDescriptor);
        String errors = Shaders.compilationErrors(path, Await.await(module.getCompilationInfo()));
        if (!errors.isEmpty()) {
            throw new GpuException("The " + type.wgsl() + " " + op.text() + " form of a reduction shader does not "
                    + "compile: " + errors.trim());
        }
        GPUDescriptor.ProgrammableStage stage = GPUDescriptor.create();
        stage.setModule(module);
        stage.setEntryPoint(ENTRY_POINT);
        GPUDescriptor.ComputePipeline descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setLayout("auto");
        descriptor.setCompute(stage);
        gpu.pushErrorScopes();
        GPUPipeline.Compute pipeline = gpu.device().createComputePipeline(descriptor);
        gpu.popErrorScopes("creating the pipeline " + label);
        return pipeline;
    }
}
