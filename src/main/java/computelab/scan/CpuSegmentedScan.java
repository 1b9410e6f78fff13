package computelab.scan;

/**
 * The CPU reference of the segmented prefix sum: running sums that restart at every head (in the
 * exclusive mode a head's output is 0). Integers wrap modulo 2^32 as the GPU's 32-bit adds do; f32
 * inputs are summed in float64, the reference the f32 results are measured against. Heads come
 * bit-packed as {@link SegmentHeads} writes them.
 */
public final class CpuSegmentedScan {
    private CpuSegmentedScan() {
    }

    public static int[] scan(int[] values, int[] heads, ScanMode mode) {
        int[] out = new int[values.length];
        int running = 0;
        for (int i = 0; i < values.length; i++) {
            if (SegmentHeads.bit(heads, i)) {
                running = 0;
            }
            out[i] = mode.inclusive() ? running + values[i] : running;
            running += values[i];
        }
        return out;
    }

    public static double[] scan(float[] values, int[] heads, ScanMode mode) {
        double[] out = new double[values.length];
        double running = 0;
        for (int i = 0; i < values.length; i++) {
            if (SegmentHeads.bit(heads, i)) {
                running = 0;
            }
            out[i] = mode.inclusive() ? running + values[i] : running;
            running += values[i];
        }
        return out;
    }
}
