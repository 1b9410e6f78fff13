package computelab.scan;

import computelab.data.ElementType;
import computelab.data.FloatText;

/**
 * Compares a segmented scan's output with the CPU reference chunk by chunk (each chunk starting at a
 * multiple of 32 elements, so its heads are whole words): integer outputs must match exactly and get
 * the contract checksum; f32 outputs are measured by the contract's relative error, against a float64
 * running sum, relative to the sum of magnitudes within the segment. Counts the segments.
 */
public final class SegmentedScanCheck {
    private final ElementType type;
    private final ScanMode mode;
    private final long n;
    private final double tolerance;
    private long next;
    private long segments;
    private int runningInt;
    private double runningSum;
    private double runningMagnitude;
    private int checksum;
    private double maxRelErr;
    private long mismatch = -1;
    private String expected;
    private String actual;

    public SegmentedScanCheck(ElementType type, ScanMode mode, long n) {
        this.type = type;
        this.mode = mode;
        this.n = n;
        // The segmented operator builds no longer chains of additions than the plain scan.
        this.tolerance = ScanCheck.f32Tolerance(n);
    }

    /** The next {@code input.length} elements of an integer scan, with their packed heads. */
    public void acceptInts(int[] input, int[] heads, int[] output) {
        for (int i = 0; i < input.length; i++) {
            if (SegmentHeads.bit(heads, i)) {
                runningInt = 0;
                segments++;
            }
            int reference = mode.inclusive() ? runningInt + input[i] : runningInt;
            runningInt += input[i];
            if (output[i] != reference && mismatch < 0) {
                mismatch = next + i;
                expected = integerText(reference);
                actual = integerText(output[i]);
            }
            checksum = checksum * 31 + output[i];
        }
        next += input.length;
    }

    /** The next {@code input.length} elements of an f32 scan, with their packed heads. */
    public void acceptFloats(float[] input, int[] heads, float[] output) {
        for (int i = 0; i < input.length; i++) {
            if (SegmentHeads.bit(heads, i)) {
                runningSum = 0;
                runningMagnitude = 0;
                segments++;
            }
            double reference = mode.inclusive() ? runningSum + input[i] : runningSum;
            runningSum += input[i];
            runningMagnitude += Math.abs(input[i]);
            double error = Math.abs(output[i] - reference) / Math.max(1, runningMagnitude);
            if (!(error <= maxRelErr)) {
                maxRelErr = Double.isNaN(error) ? Double.POSITIVE_INFINITY : error;
            }
            if (!(error <= tolerance) && mismatch < 0) {
                mismatch = next + i;
                expected = Double.toString(reference);
                actual = FloatText.shortest(output[i]);
            }
        }
        next += input.length;
    }

    private String integerText(int value) {
        return type == ElementType.U32 ? Long.toString(value & 0xFFFFFFFFL) : Integer.toString(value);
    }

    public boolean ok() {
        return next == n && mismatch < 0;
    }

    /** The heads seen: the number of segments. */
    public long segments() {
        return segments;
    }

    /** The contract checksum of an integer output, as an unsigned number. */
    public long checksum() {
        return checksum & 0xFFFFFFFFL;
    }

    public double maxRelErr() {
        return maxRelErr;
    }

    public double tolerance() {
        return tolerance;
    }

    /** The first index that differs (beyond the tolerance for f32), or -1. */
    public long mismatchIndex() {
        return mismatch;
    }

    public String expected() {
        return expected;
    }

    public String actual() {
        return actual;
    }
}
