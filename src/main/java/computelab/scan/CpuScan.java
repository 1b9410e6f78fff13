package computelab.scan;

/**
 * The CPU reference of the prefix sum, plain or segmented: running sums that restart at every head of a
 * segmented scan (heads bit-packed as {@link SegmentHeads} writes them; in the exclusive mode a head's output
 * is 0). Integers wrap modulo 2^32 like the GPU's 32-bit adds (Java's int arithmetic does exactly that, and
 * u32 and i32 share the bit patterns); f32 inputs are summed in float64, the reference the f32 results are
 * measured against.
 */
public final class CpuScan {
    private CpuScan() {
    }

    public static int[] scan(int[] values, ScanMode mode) {
        return scan(values, null, mode);
    }

    /** The scan of {@code values} in the segments {@code heads} marks (null: one segment). */
    public static int[] scan(int[] values, int[] heads, ScanMode mode) {
        int[] out = new int[values.length];
        int running = 0;
        for (int i = 0; i < values.length; i++) {
            if (heads != null && SegmentHeads.bit(heads, i)) {
                running = 0;
            }
            out[i] = mode.inclusive() ? running + values[i] : running;
            running += values[i];
        }
        return out;
    }

    public static double[] scan(float[] values, ScanMode mode) {
        return scan(values, null, mode);
    }

    /** The scan of {@code values} in the segments {@code heads} marks (null: one segment). */
    public static double[] scan(float[] values, int[] heads, ScanMode mode) {
        double[] out = new double[values.length];
        double running = 0;
        for (int i = 0; i < values.length; i++) {
            if (heads != null && SegmentHeads.bit(heads, i)) {
                running = 0;
            }
            out[i] = mode.inclusive() ? running + values[i] : running;
            running += values[i];
        }
        return out;
    }
}
