package computelab.gpu;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * A {@link Plan} ready to be encoded any number of times: pipelines (from the device's cache), bind
 * groups and every dispatch's parameters are made once here. Each {@link #encode} records one complete
 * run, with the shipped modules or, inside a run with a {@link KernelEdit}, the side {@link EditedRun} says
 * (each side's pipelines and bind groups made on first use). Close it to free its parameter buffer and release what the plan holds (its leased scratch); the
 * buffers it binds belong to the caller. It is itself {@link Plan.Held}, so a plan can hold a prepared
 * sub-run (a sort holds the scan of its digit counts). A counted plan ({@link Plan#count()}) begins every
 * run with a {@link CountStage} in its first pass, which writes the parameter words and indirect dispatch
 * arguments that follow the count on the GPU.
 */
public final class PreparedPlan implements Timed, AutoCloseable, Plan.Held {
    private final Gpu gpu;
    private final Plan plan;
    /** Each dispatch's bindings, pass by pass: its slot of the parameter uniform first, then the plan's. */
    private final List<List<List<Bound>>> bindings = new ArrayList<>();
    /**
     * The module each dispatch compiles, named once here: a name reads the kernel's part lines, far too slow
     * for every encode (it left a fast reduction's GPU waiting between repetitions).
     */
    private final List<String> modules = new ArrayList<>();
    /** The pipelines and bind groups of each side encoded so far: the shipped modules ("") or an edit. */
    private final Map<String, Side> sides = new HashMap<>();
    private final GPUBuffer parameters;
    private final double parameterBytes;
    /** Each dispatch's byte offset in the count stage's indirect arguments, pass by pass; -1 for a host grid. */
    private final List<List<Double>> indirectOffsets = new ArrayList<>();
    private final CountStage countStage;
    private boolean closed;

    private record Side(List<List<GPUPipeline.Compute>> pipelines, List<List<GPUBindGroup>> bindGroups) {
    }

    public PreparedPlan(Gpu gpu, Plan plan) {
        this.gpu = gpu;
        this.plan = plan;
        // Every dispatch with parameters reads them from one uniform buffer, each at an aligned slot.
        int slot = (int) Math.max(256, gpu.limit("minUniformBufferOffsetAlignment"));
        int slots = 0;
        for (Plan.Pass pass : plan.passes()) {
            for (Plan.Dispatch dispatch : pass.dispatches()) {
                if (dispatch.params() != null) {
                    slots++;
                }
            }
        }
        parameterBytes = (double) slot * slots;
        boolean counted = plan.count() != null;
        // A counted run's first dispatch writes parameter words, so the uniform is also storage.
        parameters = slots == 0 ? null : counted
                ? BufferIO.create(gpu, plan.algorithm() + " parameters", parameterBytes,
                        GPUBuffer.Usage.UNIFORM | GPUBuffer.Usage.STORAGE | GPUBuffer.Usage.COPY_DST)
                : BufferIO.uniform(gpu, plan.algorithm() + " parameters", parameterBytes);
        int[] words = new int[slot / 4 * slots];
        CountRecipe sizes = new CountRecipe();
        int next = 0;
        for (Plan.Pass pass : plan.passes()) {
            List<List<Bound>> passBindings = new ArrayList<>();
            List<Double> passOffsets = new ArrayList<>();
            for (Plan.Dispatch dispatch : pass.dispatches()) {
                List<Bound> bound = new ArrayList<>();
                Plan.Counted follows = counted ? dispatch.counted() : null;
                if (dispatch.params() != null) {
                    System.arraycopy(dispatch.params(), 0, words, next * slot / 4, dispatch.params().length);
                    bound.add(new Bound(Plan.PARAMS_BINDING, parameters, (double) next * slot,
                            Math.ceil(dispatch.params().length / 4.0) * 16));
                    if (follows != null) {
                        for (Map.Entry<Integer, FromCount> word : follows.words().entrySet()) {
                            sizes.parameter(next * slot / 4 + word.getKey(), word.getValue());
                        }
                    }
                    next++;
                }
                passOffsets.add(follows == null || follows.workgroups() == null ? -1.0
                        : sizes.arguments(follows.workgroups(), follows.maxPerDimension()));
                bound.addAll(dispatch.bindings());
                passBindings.add(bound);
                modules.add(ShaderParts.moduleName(dispatch.kernel().shader(), dispatch.kernel().subgroups()));
            }
            bindings.add(passBindings);
            indirectOffsets.add(passOffsets);
        }
        if (parameters != null) {
            gpu.queue().writeBuffer(parameters, 0, Int32Array.fromJavaArray(words));
        }
        if (counted && parameters == null) {
            throw new IllegalStateException("The counted " + plan.algorithm() + " plan has no parameters to size.");
        }
        countStage = counted ? new CountStage(gpu, plan.algorithm(), plan.count(), sizes, parameters) : null;
        side();
    }

    /**
     * The pipelines and bind groups of the side the device's run encodes now ({@link EditedRun}), made
     * the first time that side is encoded; the modules encoded are told to the run.
     */
    private Side side() {
        EditedRun run = EditedRun.of(gpu);
        String key = run.side();
        Side side = sides.get(key);
        if (side == null) {
            // One edit at a time: the sides of edits before it go (the shipped side stays).
            sides.keySet().removeIf(other -> !other.isEmpty());
            side = makeSide(run);
            sides.put(key, side);
        } else {
            for (String module : modules) {
                run.use(module);
            }
        }
        if (!key.isEmpty()) {
            for (String module : modules) {
                if (run.editOf(module) != null) {
                    tellScratch(plan, run);
                    break;
                }
            }
        }
        return side;
    }

    /** Tells the run the scratch a plan encoding the edit holds, a prepared sub-run's included. */
    private static void tellScratch(Plan plan, EditedRun run) {
        for (Plan.Held held : plan.holds()) {
            if (held instanceof Scratch.Lease lease) {
                run.holdsScratch(lease);
            } else if (held instanceof PreparedPlan sub) {
                tellScratch(sub.plan, run);
            }
        }
    }

    private Side makeSide(EditedRun run) {
        List<List<GPUPipeline.Compute>> pipelines = new ArrayList<>();
        List<List<GPUBindGroup>> bindGroups = new ArrayList<>();
        for (int p = 0; p < plan.passes().size(); p++) {
            Plan.Pass pass = plan.passes().get(p);
            List<GPUPipeline.Compute> passPipelines = new ArrayList<>();
            List<GPUBindGroup> passGroups = new ArrayList<>();
            for (int d = 0; d < pass.dispatches().size(); d++) {
                Kernel kernel = pass.dispatches().get(d).kernel();
                GPUPipeline.Compute pipeline = gpu.pipelines().compute(kernel);
                List<Bound> bound = bindings.get(p).get(d);
                KernelEdit edit = run.editOf(ShaderParts.moduleName(kernel.shader(), kernel.subgroups()));
                if (edit != null) {
                    requireBindings(edit, kernel, bound);
                }
                passPipelines.add(pipeline);
                passGroups.add(Bindings.of(gpu, pipeline, pass.label(), bound));
            }
            pipelines.add(passPipelines);
            bindGroups.add(passGroups);
        }
        return new Side(pipelines, bindGroups);
    }

    /** An edited module that lacks a binding the plan binds is named before the bind group fails on it. */
    private static void requireBindings(KernelEdit edit, Kernel kernel, List<Bound> bound) {
        for (Bound binding : bound) {
            String missing = edit.missingBinding(binding.binding(), kernel.entryPoint());
            if (missing != null) {
                throw new LabException(missing);
            }
        }
    }

    /** Records one run; every pass is begun through {@code passes} (timed or not). */
    @Override
    public void encode(GPUCommandEncoder encoder, Passes passes) {
        if (closed) {
            throw new IllegalStateException("This prepared " + plan.algorithm() + " run is closed.");
        }
        Side side = side();
        plan.beforeEachRun().accept(encoder);
        for (int p = 0; p < plan.passes().size(); p++) {
            Plan.Pass pass = plan.passes().get(p);
            GPUComputePassEncoder encoderPass = passes.begin(encoder, pass.label());
            if (p == 0 && countStage != null) {
                countStage.encode(encoderPass);
            }
            for (int d = 0; d < pass.dispatches().size(); d++) {
                encoderPass.setPipeline(side.pipelines().get(p).get(d));
                encoderPass.setBindGroup(0, side.bindGroups().get(p).get(d));
                double indirect = indirectOffsets.get(p).get(d);
                if (indirect >= 0) {
                    encoderPass.dispatchWorkgroupsIndirect(countStage.arguments(), indirect);
                } else {
                    pass.dispatches().get(d).grid().dispatch(encoderPass);
                }
            }
            encoderPass.end();
        }
    }

    @Override
    public int passesPerRepetition() {
        return plan.passes().size();
    }

    public String algorithm() {
        return plan.algorithm();
    }

    /** The labels of the passes of one run, in order. */
    public List<String> passLabels() {
        List<String> labels = new ArrayList<>();
        for (Plan.Pass pass : plan.passes()) {
            labels.add(pass.label());
        }
        return labels;
    }

    /**
     * Workgroups of each dispatch and the grid they were spread over, e.g. "245 as 245x1"; one whose grid the
     * count on the GPU sizes says so ("indirect, at most 245 as 245x1": its grid for the capacity).
     */
    public List<String> dispatches() {
        List<String> grids = new ArrayList<>();
        for (int p = 0; p < plan.passes().size(); p++) {
            Plan.Pass pass = plan.passes().get(p);
            for (int d = 0; d < pass.dispatches().size(); d++) {
                DispatchGrid grid = pass.dispatches().get(d).grid();
                grids.add((indirectOffsets.get(p).get(d) >= 0 ? "indirect, at most " : "") + grid.workgroups() + " as "
                        + grid.x() + "x" + grid.y());
            }
        }
        return grids;
    }

    /** Bytes of the parameter uniform. */
    public double parameterBytes() {
        return parameterBytes;
    }

    /** The passes of one run as planned, for a workload that runs them inside its own plan. */
    public Plan plan() {
        return plan;
    }

    /** The bytes the algorithm must move (its bandwidth bound's traffic); 0 where the plan states none. */
    public double trafficBytes() {
        return plan.trafficBytes();
    }

    /** How it runs, as result fields (e.g. "access": "vec4"). */
    public Map<String, Object> traits() {
        return plan.traits();
    }

    /** Bytes of GPU memory this run holds beyond the caller's buffers: its parameters and what the plan holds. */
    public double scratchBytes() {
        double bytes = parameterBytes + (countStage == null ? 0 : countStage.bytes());
        for (Plan.Held held : plan.holds()) {
            bytes += held.bytes();
        }
        return bytes;
    }

    @Override
    public double bytes() {
        return scratchBytes();
    }

    @Override
    public void release() {
        close();
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            if (parameters != null) {
                parameters.destroy();
            }
            if (countStage != null) {
                countStage.close();
            }
            for (Plan.Held held : plan.holds()) {
                held.release();
            }
        }
    }
}
