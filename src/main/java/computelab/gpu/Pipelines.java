package computelab.gpu;

import computelab.failure.LabException;
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
 * Within a run with a {@link KernelEdit} the edited module's pipelines come from the edited text and are
 * kept apart, under that text: the shipped ones are never replaced, and a new edit drops the last one's.
 */
public final class Pipelines {
    private final Gpu gpu;
    private final Map<String, GPUShaderModule> modules = new HashMap<>();
    private final Map<String, GPUPipeline.Compute> pipelines = new HashMap<>();
    private final Map<String, GPUPipeline.Compute> editedPipelines = new HashMap<>();
    private KernelEdit compiledEdit;
    private GPUShaderModule editedModule;

    Pipelines(Gpu gpu) {
        this.gpu = gpu;
    }

    /** The pipeline of a kernel, created now if this device has not made it yet. */
    public GPUPipeline.Compute compute(Kernel kernel) {
        String name = ShaderParts.moduleName(kernel.shader(), kernel.subgroups());
        EditedRun run = EditedRun.of(gpu);
        run.use(name);
        KernelEdit edit = run.editOf(name);
        Map<String, GPUPipeline.Compute> cache = edit == null ? pipelines : editedPipelines;
        if (edit != null && !edit.equals(compiledEdit)) {
            editedPipelines.clear();
        }
        GPUPipeline.Compute pipeline = cache.get(kernel.id());
        if (pipeline == null) {
            pipeline = create(kernel, edit == null ? module(name, kernel) : editedModule(edit, kernel.entryPoint()));
            cache.put(kernel.id(), pipeline);
        }
        return pipeline;
    }

    /**
     * The module of the edit, compiled once per text. The run compiled and reported it before it began
     * ({@link Shaders#messages}): here it only needs the entry point the page asks for.
     */
    private GPUShaderModule editedModule(KernelEdit edit, String entryPoint) {
        String missing = edit.missingEntryPoint(entryPoint);
        if (missing != null) {
            throw new LabException(missing);
        }
        if (!edit.equals(compiledEdit)) {
            editedModule = Shaders.compile(gpu, edit.module() + " (edited)", edit.wgsl());
            compiledEdit = edit;
        }
        return editedModule;
    }

    private GPUPipeline.Compute create(Kernel kernel, GPUShaderModule module) {
        GPUDescriptor.ProgrammableStage stage = GPUDescriptor.create();
        stage.setModule(module);
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

    private GPUShaderModule module(String name, Kernel kernel) {
        GPUShaderModule module = modules.get(name);
        if (module == null) {
            String source = ShaderOverrides.sourceOr(name, ShaderParts.source(kernel.shader(), kernel.subgroups()));
            module = Shaders.compile(gpu, name, source);
            modules.put(name, module);
        }
        return module;
    }
}
