package computelab.gpu;

import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.core.JSMapLike;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.core.JSObjects;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPUShaderModule;

/**
 * The compute pipelines of one device, made on first use and kept while the device lives: every
 * workload, page and benchmark case on a Gpu shares them (a new Gpu after a lost device starts empty).
 * Modules are compiled once per shader file and subgroup form, as {@link ShaderParts} composes them.
 */
public final class Pipelines {
    private final Gpu gpu;
    private final Map<String, GPUShaderModule> modules = new HashMap<>();
    private final Map<String, GPUPipeline.Compute> pipelines = new HashMap<>();

    Pipelines(Gpu gpu) {
        this.gpu = gpu;
    }

    /** The pipeline of a kernel, created now if this device has not made it yet. */
    public GPUPipeline.Compute compute(Kernel kernel) {
        GPUPipeline.Compute pipeline = pipelines.get(kernel.id());
        if (pipeline == null) {
            pipeline = create(kernel);
            pipelines.put(kernel.id(), pipeline);
        }
        return pipeline;
    }

    private GPUPipeline.Compute create(Kernel kernel) {
        GPUDescriptor.ProgrammableStage stage = GPUDescriptor.create();
        stage.setModule(module(kernel.shader(), kernel.subgroups()));
        stage.setEntryPoint(kernel.entryPoint());
        if (!kernel.constants().isEmpty()) {
            JSMapLike<JSNumber> constants = JSObjects.create();
            kernel.constants().forEach((name, value) -> constants.set(name, JSNumber.valueOf(value)));
            stage.setConstants(constants);
        }
        GPUDescriptor.ComputePipeline descriptor = GPUDescriptor.create();
        descriptor.setLabel(kernel.id());
        descriptor.setLayout("auto");
        descriptor.setCompute(stage);
        return gpu.scoped("creating the pipeline " + kernel.id(),
                () -> gpu.device().createComputePipeline(descriptor));
    }

    private GPUShaderModule module(String shader, boolean subgroups) {
        String name = ShaderParts.moduleName(shader, subgroups);
        GPUShaderModule module = modules.get(name);
        if (module == null) {
            String source = ShaderOverrides.sourceOr(name, ShaderParts.source(shader, subgroups));
            module = Shaders.compile(gpu, name, source);
            modules.put(name, module);
        }
        return module;
    }
}
