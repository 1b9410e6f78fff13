package computelab.sort;

import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Timed;
import computelab.scan.PreparedScan;
import computelab.scan.Scratch;
import java.util.List;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * One sort, ready to be encoded any number of times (pipelines, bind groups and parameters are made
 * once, see {@link PreparedPlan}). Each {@link #encode} records one complete sort; the input is only
 * read, so repeated runs sort the same keys again. Close it to free its parameters and its hold on the
 * scratch buffers.
 */
public final class PreparedSort implements Timed, AutoCloseable {
    private final SortPlan plan;
    private final PreparedPlan prepared;
    private final double trafficBytes;

    PreparedSort(Gpu gpu, SortPlan plan, double trafficBytes) {
        this.plan = plan;
        this.prepared = new PreparedPlan(gpu, plan.plan());
        this.trafficBytes = trafficBytes;
    }

    @Override
    public void encode(GPUCommandEncoder encoder, Passes passes) {
        prepared.encode(encoder, passes);
    }

    @Override
    public int passesPerRepetition() {
        return prepared.passesPerRepetition();
    }

    public String algorithm() {
        return prepared.algorithm();
    }

    /** The labels of the passes of one run, in order. */
    public List<String> passLabels() {
        return prepared.passLabels();
    }

    /** Workgroups of each dispatch and the grid they were spread over, e.g. "245 as 245x1". */
    public List<String> dispatches() {
        return prepared.dispatches();
    }

    /** The bytes this algorithm must move to sort these keys: what its bandwidth bound is computed from. */
    public double trafficBytes() {
        return trafficBytes;
    }

    /** Bytes of GPU memory this sort holds beyond the caller's buffers: the scratch it leases and parameters. */
    public double scratchBytes() {
        double bytes = prepared.parameterBytes();
        for (Scratch.Lease lease : plan.leases()) {
            bytes += lease.bytes();
        }
        for (PreparedScan scan : plan.scans()) {
            bytes += scan.scratchBytes();
        }
        return bytes;
    }

    @Override
    public void close() {
        prepared.close();
        for (PreparedScan scan : plan.scans()) {
            scan.close();
        }
        for (Scratch.Lease lease : plan.leases()) {
            lease.release();
        }
    }
}
