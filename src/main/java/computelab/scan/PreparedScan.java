package computelab.scan;

import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Timed;
import java.util.List;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * One scan, ready to be encoded any number of times (pipelines, bind groups and parameters are made
 * once, see {@link PreparedPlan}). Each {@link #encode} records one complete run. Close it to free its
 * parameters and its hold on the scratch buffers.
 */
public final class PreparedScan implements Timed, AutoCloseable {
    private final ScanPlan plan;
    private final ScanLayout layout;
    private final PreparedPlan prepared;

    PreparedScan(Gpu gpu, ScanPlan plan, ScanLayout layout) {
        this.plan = plan;
        this.layout = layout;
        this.prepared = new PreparedPlan(gpu, plan.plan());
    }

    /** Records one run; every pass is begun through {@code passes} (timed or not). */
    @Override
    public void encode(GPUCommandEncoder encoder, Passes passes) {
        prepared.encode(encoder, passes);
    }

    @Override
    public int passesPerRepetition() {
        return prepared.passesPerRepetition();
    }

    /** The algorithm that runs: the one asked for, or reduce-then-scan for an in-place decoupled-lookback. */
    public String algorithm() {
        return prepared.algorithm();
    }

    /**
     * The passes of one run, for a workload that runs the scan inside its own plan (the radix sort scans
     * its digit counts): the dispatches and their bindings stay valid while this scan is open.
     */
    public Plan plan() {
        return plan.plan();
    }

    /** The labels of the passes of one run, in order. */
    public List<String> passLabels() {
        return prepared.passLabels();
    }

    /** Workgroups of each pass and the grid they were spread over, e.g. "245 as 245x1". */
    public List<String> dispatches() {
        return prepared.dispatches();
    }

    /** "vec4" or "words": how the kernels touch the caller's data. */
    public String access() {
        return layout.access().vectors() ? "vec4" : "words";
    }

    public boolean inPlace() {
        return layout.inPlace();
    }

    /** Bytes of GPU memory this scan holds beyond input and output: scratch it leases and its parameters. */
    public double scratchBytes() {
        double bytes = prepared.parameterBytes();
        for (Scratch.Lease lease : plan.leases()) {
            bytes += lease.bytes();
        }
        return bytes;
    }

    @Override
    public void close() {
        prepared.close();
        for (Scratch.Lease lease : plan.leases()) {
            lease.release();
        }
    }
}
