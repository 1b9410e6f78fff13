package computelab.scan;

import computelab.gpu.Await;
import computelab.gpu.Gpu;
import computelab.gpu.GpuException;
import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSMapLike;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPUShaderModule;

/**
 * The scan's shader modules and compute pipelines, created on first use and kept for the life of
 * their Gpu (every PrefixSum on one device shares them).
 */
final class ScanPipelines {
    private static final Map<Gpu, ScanPipelines> BY_GPU = new HashMap<>();

    private final Gpu gpu;
    private final Map<String, GPUShaderModule> modules = new HashMap<>();
    private final Map<String, GPUPipeline.Compute> pipelines = new HashMap<>();

    private ScanPipelines(Gpu gpu) {
        this.gpu = gpu;
    }

    static synchronized ScanPipelines of(Gpu gpu) {
        return BY_GPU.computeIfAbsent(gpu, ScanPipelines::new);
    }

    GPUPipeline.Compute pipeline(KernelKey key) {
        GPUPipeline.Compute pipeline = pipelines.get(key.id());
        if (pipeline == null) {
            pipeline = create(key);
            pipelines.put(key.id(), pipeline);
        }
        return pipeline;
    }

    private GPUPipeline.Compute create(KernelKey key) {
        GPUDescriptor.ProgrammableStage stage = GPUDescriptor.create();
        stage.setModule(module(key.shader(), key.subgroups()));
        stage.setEntryPoint(key.entryPoint());
        JSMapLike<JSNumber> constants = emptyObject();
        key.constants().forEach((name, value) -> constants.set(name, JSNumber.valueOf(value)));
        stage.setConstants(constants);
        GPUDescriptor.ComputePipeline descriptor = GPUDescriptor.create();
        descriptor.setLabel(key.id());
        descriptor.setLayout("auto");
        descriptor.setCompute(stage);
        gpu.pushErrorScopes();
        GPUPipeline.Compute pipeline = gpu.device().createComputePipeline(descriptor);
        gpu.popErrorScopes("creating the pipeline " + key.id());
        return pipeline;
    }

    private GPUShaderModule module(String shader, boolean subgroups) {
        String name = shader + (subgroups ? "+subgroups" : "");
        GPUShaderModule module = modules.get(name);
        if (module == null) {
            GPUDescriptor.ShaderModule descriptor = GPUDescriptor.create();
            descriptor.setLabel(name);
            descriptor.setCode(ShaderParts.source(shader, subgroups));
            module = gpu.device().createShaderModule(descriptor);
            String errors = Shaders.compilationErrors(name, Await.await(module.getCompilationInfo()));
            if (!errors.isEmpty()) {
                throw new GpuException(errors);
            }
            modules.put(name, module);
        }
        return module;
    }

    @JSBody(script = "return {};")
    private static native <T extends JSObject> T emptyObject();
}
