package computelab.gpu;

import computelab.failure.LabException;
import org.teavm.jso.webgpu.GPUComputePassEncoder;

/**
 * Spreads any number of workgroups over a 2D dispatch, since one dimension holds at most
 * maxComputeWorkgroupsPerDimension (65,535 by default). Shaders recover the linear workgroup index as
 * {@code id.x + id.y * num_workgroups.x} and skip indices at or past {@link #workgroups()}, because
 * x * y may exceed the count by less than one row.
 */
public record DispatchGrid(long workgroups, int x, int y) {

    public static DispatchGrid of(long workgroups, int maxPerDimension) {
        if (workgroups < 1) {
            throw new IllegalArgumentException("A dispatch needs at least one workgroup, not " + workgroups);
        }
        if (workgroups <= maxPerDimension) {
            return new DispatchGrid(workgroups, (int) workgroups, 1);
        }
        long rows = ceilDiv(workgroups, maxPerDimension);
        if (rows > maxPerDimension) {
            throw new LabException("This size needs a dispatch of " + workgroups + " workgroups, more than "
                    + maxPerDimension + " x " + maxPerDimension + " (the workgroups per dimension allowed, "
                    + "maxComputeWorkgroupsPerDimension or the maxdim asked for): use a smaller size.");
        }
        int x = (int) ceilDiv(workgroups, rows);
        return new DispatchGrid(workgroups, x, (int) rows);
    }

    /** The grid for {@code items} items handled {@code perWorkgroup} at a time. */
    public static DispatchGrid forItems(long items, long perWorkgroup, int maxPerDimension) {
        return of(Math.max(1, ceilDiv(items, perWorkgroup)), maxPerDimension);
    }

    /**
     * The three words of an indirect dispatch of {@code workgroups} workgroups (zero runs none), spread as
     * {@link #of} spreads them: what count_sizes.wgsl writes on the GPU for a count it reads there.
     */
    public static int[] indirectArguments(long workgroups, int maxPerDimension) {
        if (workgroups == 0) {
            return new int[] { 0, 1, 1 };
        }
        DispatchGrid grid = of(workgroups, maxPerDimension);
        return new int[] { grid.x(), grid.y(), 1 };
    }

    public void dispatch(GPUComputePassEncoder pass) {
        pass.dispatchWorkgroups(x, y);
    }

    public static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
