package computelab.web;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.GpuException;
import computelab.gpu.GpuTimer;
import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import computelab.gpu.Submit;
import computelab.gpu.Timing;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The index page's self-check: one small kernel over 2^22 + 17 elements, enough workgroups to need a 2D
 * dispatch, compared element by element with the same arithmetic on the CPU, and timed; then every
 * shader of the lab is compiled, so a WGSL error anywhere fails the check with its file, line and column.
 */
final class SelfCheck implements Experiment {
    static final int ELEMENTS = (1 << 22) + 17;
    private static final int WORKGROUP_SIZE = 64;
    private static final int REPS = 5;

    @Override
    public String page() {
        return "index";
    }

    @Override
    public List<Field> fields() {
        return List.of();
    }

    @Override
    public Json.Obj run(Gpu gpu, Params params) {
        int[] input = ContractInputs.integers(ElementType.U32, ELEMENTS, 1, 32);
        BufferIO io = new BufferIO(gpu);
        gpu.pushErrorScopes();
        // The input is uploaded once and read by every repetition; the output is rewritten each time.
        GPUBuffer in = BufferIO.storage(gpu, "self-check input", ELEMENTS * 4.0);
        GPUBuffer out = BufferIO.storage(gpu, "self-check output", ELEMENTS * 4.0);
        GpuTimer timer = new GpuTimer(gpu, REPS);
        try {
            io.upload(in, 0, input);
            GPUPipeline.Compute pipeline = Shaders.pipeline(gpu, "common/self_check.wgsl", "mix_each_element");
            GPUBindGroup bindings = Bindings.of(gpu, pipeline, in, out);
            DispatchGrid grid = DispatchGrid.forItems(ELEMENTS, WORKGROUP_SIZE, gpu.maxWorkgroupsPerDimension());
            GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
            for (int rep = 0; rep < REPS; rep++) {
                timer.nextRepetition();
                GPUComputePassEncoder pass = timer.beginComputePass(encoder, "self-check");
                pass.setPipeline(pipeline);
                pass.setBindGroup(0, bindings);
                grid.dispatch(pass);
                pass.end();
            }
            timer.resolve(encoder);
            gpu.queue().submit(Submit.of(encoder.finish()));
            GpuTimer.Measurement measurement = timer.read();
            int[] output = io.readInts(out, 0, ELEMENTS);
            gpu.popErrorScopes("the self-check");
            int mismatch = firstMismatch(input, output);
            List<Object> shaderErrors = Json.list();
            Json.Obj shaders = compileEveryShader(gpu, shaderErrors);
            Json.Obj result = Json.object().put("ok", mismatch < 0 && shaderErrors.isEmpty()).put("n", ELEMENTS)
                    .put("workgroups", grid.workgroups()).put("dispatch", List.of(grid.x(), grid.y()));
            if (mismatch >= 0) {
                result.put("firstMismatch", mismatch);
            }
            result.put("shaders", shaders);
            return result.put("gpuMs", Results.gpuMs(measurement == null ? null
                    : Timing.of(measurement.repetitionMillis())));
        } finally {
            in.destroy();
            out.destroy();
            timer.destroy();
            io.destroy();
        }
    }

    /** One module to compile: a file, or a kernel as composed (labelled "path+subgroups" with them). */
    private record Module(String label, String source) {
    }

    /**
     * Compiles every file under wgsl/ and collects errors as "path:line:column: message". Kernels built
     * from parts are compiled as ShaderParts composes them, and where their parts differ with subgroups
     * also in that form on devices with subgroups; the parts themselves are compiled only that way.
     * Files that enable subgroups are skipped (and listed) on devices without them.
     */
    private static Json.Obj compileEveryShader(Gpu gpu, List<Object> errors) {
        int compiled = 0;
        List<Object> skipped = Json.list();
        for (String path : Shaders.all()) {
            if (ShaderParts.isPart(path)) {
                continue;
            }
            List<Module> modules = new ArrayList<>();
            if (ShaderParts.isComposed(path)) {
                modules.add(new Module(path, ShaderParts.source(path, false)));
                if (gpu.hasSubgroups() && ShaderParts.differsWithSubgroups(path)) {
                    modules.add(new Module(path + "+subgroups", ShaderParts.source(path, true)));
                }
            } else {
                modules.add(new Module(path, Shaders.source(path)));
            }
            for (Module module : modules) {
                if (!gpu.hasSubgroups() && module.source().contains("enable subgroups")) {
                    skipped.add(module.label());
                    continue;
                }
                try {
                    Shaders.compile(gpu, module.label(), module.source());
                    compiled++;
                } catch (GpuException error) {
                    errors.add(error.getMessage().trim());
                }
            }
        }
        return Json.object().put("compiled", compiled).put("skipped", skipped).put("errors", errors);
    }

    private static int firstMismatch(int[] input, int[] output) {
        for (int i = 0; i < input.length; i++) {
            if (output[i] != input[i] * (int) 2654435761L + i) {
                return i;
            }
        }
        return -1;
    }
}
