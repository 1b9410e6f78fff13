package computelab.lab;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.Bound;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.gpu.Measured;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.RunControl;
import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import computelab.gpu.Stopwatch;
import computelab.gpu.WarmUp;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The index page's self-check: one small kernel over 2^22 + 17 elements, enough workgroups to need a 2D
 * dispatch, compared element by element with the same arithmetic on the CPU, and timed; then every
 * shader of the lab is compiled, so a WGSL error anywhere fails the check with its file, line and column.
 */
public final class SelfCheck implements Experiment {
    static final int ELEMENTS = (1 << 22) + 17;
    private static final int WORKGROUP_SIZE = 64;
    private static final int REPS = 5;

    private static final ParamTable PARAMS = ParamTable.of(List.of());

    @Override
    public ParamTable params() {
        return PARAMS;
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        int[] input = ContractInputs.integers(ElementType.U32, ELEMENTS, 1, 32);
        BufferIO io = new BufferIO(gpu);
        // The input is uploaded once and read by every repetition; the output is rewritten each time.
        GPUBuffer in = BufferIO.storage(gpu, "self-check input", ELEMENTS * 4.0);
        GPUBuffer out = BufferIO.storage(gpu, "self-check output", ELEMENTS * 4.0);
        DispatchGrid grid = DispatchGrid.forItems(ELEMENTS, WORKGROUP_SIZE, gpu.maxWorkgroupsPerDimension());
        Plan plan = Plan.of("self-check", List.of(Plan.Pass.of("self-check", new Plan.Dispatch(
                Kernel.of("common/self_check.wgsl", "mix_each_element"), grid, null,
                List.of(Bound.whole(0, in), Bound.whole(1, out))))));
        Stopwatch stopwatch = new Stopwatch(gpu);
        try (PreparedPlan run = gpu.scoped("preparing the self-check", () -> new PreparedPlan(gpu, plan))) {
            io.upload(in, 0, input);
            Measured measured = stopwatch.time("the self-check", run, REPS, WarmUp.forReps(REPS), control);
            int[] output = gpu.scoped("reading the self-check", () -> io.readInts(out, 0, ELEMENTS));
            int mismatch = firstMismatch(input, output);
            List<Object> shaderErrors = Json.list();
            Json.Obj shaders = compileEveryShader(gpu, shaderErrors);
            Json.Obj result = Json.object().put("ok", mismatch < 0 && shaderErrors.isEmpty()).put("n", ELEMENTS)
                    .put("workgroups", grid.workgroups()).put("dispatch", List.of(grid.x(), grid.y()));
            if (mismatch >= 0) {
                result.put("firstMismatch", mismatch);
            }
            result.put("shaders", shaders);
            return result.put("gpuMs", Results.gpuMs(measured.timing(), measured.warmUpReps()));
        } finally {
            in.destroy();
            out.destroy();
            stopwatch.destroy();
            io.destroy();
        }
    }

    /**
     * Compiles every module of the lab (ShaderParts.modules(): each kernel under wgsl/ as composed, in
     * each form that differs) and collects errors as "path:line:column: message". Modules that enable
     * subgroups or f16 are skipped (and listed) on devices without them.
     */
    private static Json.Obj compileEveryShader(Gpu gpu, List<Object> errors) {
        int compiled = 0;
        List<Object> skipped = Json.list();
        for (ShaderParts.Module module : ShaderParts.modules()) {
            if (!gpu.hasSubgroups() && module.needsSubgroups() || !gpu.hasShaderF16() && module.needsShaderF16()) {
                skipped.add(module.name());
                continue;
            }
            String found = Shaders.errors(gpu, module.name(), module.source());
            if (found.isEmpty()) {
                compiled++;
            } else {
                errors.add(found.trim());
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
