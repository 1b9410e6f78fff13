package computelab.gpu;

import java.util.ArrayList;
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
 * run. Close it to free its parameter buffer and release what the plan holds (its leased scratch); the
 * buffers it binds belong to the caller. It is itself {@link Plan.Held}, so a plan can hold a prepared
 * sub-run (a sort holds the scan of its digit counts).
 */
public final class PreparedPlan implements Timed, AutoCloseable, Plan.Held {
    private final Plan plan;
    private final List<List<GPUPipeline.Compute>> pipelines = new ArrayList<>();
    private final List<List<GPUBindGroup>> bindGroups = new ArrayList<>();
    private final GPUBuffer parameters;
    private final double parameterBytes;
    private boolean closed;

    public PreparedPlan(Gpu gpu, Plan plan) {
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
        parameters = slots == 0 ? null : BufferIO.uniform(gpu, plan.algorithm() + " parameters", parameterBytes);
        int[] words = new int[slot / 4 * slots];
        int next = 0;
        for (Plan.Pass pass : plan.passes()) {
            List<GPUPipeline.Compute> passPipelines = new ArrayList<>();
            List<GPUBindGroup> passGroups = new ArrayList<>();
            for (Plan.Dispatch dispatch : pass.dispatches()) {
                GPUPipeline.Compute pipeline = gpu.pipelines().compute(dispatch.kernel());
                List<Bound> bindings = new ArrayList<>();
                if (dispatch.params() != null) {
                    System.arraycopy(dispatch.params(), 0, words, next * slot / 4, dispatch.params().length);
                    bindings.add(new Bound(Plan.PARAMS_BINDING, parameters, (double) next * slot,
                            Math.ceil(dispatch.params().length / 4.0) * 16));
                    next++;
                }
                bindings.addAll(dispatch.bindings());
                passPipelines.add(pipeline);
                passGroups.add(Bindings.of(gpu, pipeline, pass.label(), bindings));
            }
            pipelines.add(passPipelines);
            bindGroups.add(passGroups);
        }
        if (parameters != null) {
            gpu.queue().writeBuffer(parameters, 0, Int32Array.fromJavaArray(words));
        }
    }

    /** Records one run; every pass is begun through {@code passes} (timed or not). */
    @Override
    public void encode(GPUCommandEncoder encoder, Passes passes) {
        if (closed) {
            throw new IllegalStateException("This prepared " + plan.algorithm() + " run is closed.");
        }
        plan.beforeEachRun().accept(encoder);
        for (int p = 0; p < plan.passes().size(); p++) {
            Plan.Pass pass = plan.passes().get(p);
            GPUComputePassEncoder encoderPass = passes.begin(encoder, pass.label());
            for (int d = 0; d < pass.dispatches().size(); d++) {
                encoderPass.setPipeline(pipelines.get(p).get(d));
                encoderPass.setBindGroup(0, bindGroups.get(p).get(d));
                pass.dispatches().get(d).grid().dispatch(encoderPass);
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

    /** Workgroups of each dispatch and the grid they were spread over, e.g. "245 as 245x1". */
    public List<String> dispatches() {
        List<String> grids = new ArrayList<>();
        for (Plan.Pass pass : plan.passes()) {
            for (Plan.Dispatch dispatch : pass.dispatches()) {
                grids.add(dispatch.grid().workgroups() + " as " + dispatch.grid().x() + "x" + dispatch.grid().y());
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
        double bytes = parameterBytes;
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
            for (Plan.Held held : plan.holds()) {
                held.release();
            }
        }
    }
}
