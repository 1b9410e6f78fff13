package computelab.scan;

/**
 * The CPU reference of the prefix sum: integers wrap modulo 2^32 like the GPU's 32-bit adds (Java's
 * int arithmetic does exactly that, and u32 and i32 share the bit patterns); f32 inputs are summed in
 * float64, the reference the f32 results are measured against.
 */
public final class CpuScan {
    private CpuScan() {
    }

    public static int[] scan(int[] values, ScanMode mode) {
        int[] out = new int[values.length];
        int running = 0;
        for (int i = 0; i < values.length; i++) {
            if (mode.inclusive()) {
                running += values[i];
                out[i] = running;
            } else {
                out[i] = running;
                running += values[i];
            }
        }
        return out;
    }

    public static double[] scan(float[] values, ScanMode mode) {
        double[] out = new double[values.length];
        double running = 0;
        for (int i = 0; i < values.length; i++) {
            if (mode.inclusive()) {
                running += values[i];
                out[i] = running;
            } else {
                out[i] = running;
                running += values[i];
            }
        }
        return out;
    }
}
