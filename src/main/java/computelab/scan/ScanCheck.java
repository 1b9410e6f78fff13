package computelab.scan;

import computelab.data.ElementType;
import computelab.data.FloatText;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares a scan's output with the CPU reference chunk by chunk, so arrays of any length are checked
 * without holding them whole: integer outputs must match exactly (and get the contract checksum),
 * f32 outputs are measured by the contract's relative error against a float64 running sum, relative to
 * the sum of magnitudes so far. A segmented scan's chunks come with their packed heads (each chunk then
 * starts at a multiple of 32 elements, so its heads are whole words): the running sums restart at every
 * head, and the heads are counted.
 */
public final class ScanCheck {
    /** Sampled f32 outputs (index, value) for the result, so a reader can check them independently. */
    public static final int SAMPLES = 65;

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
    private final long[] sampleIndices;
    // What a person sees of a large scan: the first and last elements and those from the first mismatch on.
    private final List<Row> head = new ArrayList<>();
    private final List<Row> tail = new ArrayList<>();
    private final List<Row> fromMismatch = new ArrayList<>();
    private final List<Object> samples = new ArrayList<>();
    private int nextSample;

    public ScanCheck(ElementType type, ScanMode mode, long n) {
        this.type = type;
        this.mode = mode;
        this.n = n;
        this.tolerance = f32Tolerance(n);
        this.sampleIndices = type == ElementType.F32 ? sampleIndices(n) : new long[0];
    }

    /** Elements shown at each end of a large scan, and from its first mismatch on. */
    public static final int SHOWN_ROWS = 8;

    /** One element as a person checks it: its index, input, the CPU's value and the GPU's. */
    public record Row(long index, String input, String expected, String actual) {
        public boolean matches() {
            return expected.equals(actual);
        }
    }

    /** About {@link #SAMPLES} indices spread evenly from the first to the last element. */
    private static long[] sampleIndices(long n) {
        long[] indices = new long[(int) Math.min(n, SAMPLES)];
        for (int k = 0; k < indices.length; k++) {
            indices[k] = indices.length == 1 ? 0 : Math.round(k * (double) (n - 1) / (indices.length - 1));
        }
        return indices;
    }

    /**
     * The largest f32 error the algorithms can make, relative to the sum of magnitudes (the contract's
     * maxRelErr): every output is formed by at most D rounded additions, each off by at most
     * u = 2^-24 of a partial sum no larger than that sum of magnitudes. D covers the longest chain any
     * of the algorithms builds: three additions per earlier tile of 4096 or more elements (decoupled
     * look-back: a step over k tiles adds their sums in at most k - 1 roundings, even where a
     * subgroup adds sequentially, then adds the result to the prefix so far and the tile's own sum to
     * publish it), and two tree descents plus small per-element chains. Typical errors are orders of
     * magnitude smaller.
     */
    public static double f32Tolerance(long n) {
        long tiles = (n + LookbackTiles.SMALL_TILE - 1) / LookbackTiles.SMALL_TILE;
        long depth = 3 * tiles + 2 * (64 - Long.numberOfLeadingZeros(Math.max(1, n))) + 16;
        return depth * Math.pow(2, -24);
    }

    /** The next {@code input.length} elements of an integer scan. */
    public void acceptInts(int[] input, int[] output) {
        acceptInts(input, null, output);
    }

    /** The next {@code input.length} elements of an integer scan, segmented by {@code heads} (or null). */
    public void acceptInts(int[] input, int[] heads, int[] output) {
        // Index within the chunk as an int: a long is a BigInt in the browser, too slow per element.
        int headEnd = headEndInChunk(input.length);
        int tailStart = tailStartInChunk(input.length);
        for (int i = 0; i < input.length; i++) {
            if (heads != null && SegmentHeads.bit(heads, i)) {
                runningInt = 0;
                segments++;
            }
            int before = runningInt;
            if (!mode.inclusive()) {
                compareInt(i, output[i]);
            }
            runningInt += input[i];
            if (mode.inclusive()) {
                compareInt(i, output[i]);
            }
            checksum = checksum * 31 + output[i];
            if (i < headEnd || i >= tailStart || mismatch >= 0 && fromMismatch.size() < SHOWN_ROWS) {
                int reference = mode.inclusive() ? runningInt : before;
                record(i, new Row(next + i, integerText(input[i]), integerText(reference), integerText(output[i])),
                        headEnd, tailStart);
            }
        }
        next += input.length;
    }

    /** Files a shown element under the head, the tail or the rows from the first mismatch. */
    private void record(int i, Row row, int headEnd, int tailStart) {
        if (i < headEnd) {
            head.add(row);
        } else if (i >= tailStart) {
            tail.add(row);
        }
        if (mismatch >= 0 && row.index() >= mismatch && fromMismatch.size() < SHOWN_ROWS) {
            fromMismatch.add(row);
        }
    }

    /** The chunk-local end of the head: the first SHOWN_ROWS elements of the whole scan. */
    private int headEndInChunk(int length) {
        return (int) Math.max(0, Math.min(length, SHOWN_ROWS - next));
    }

    /** The chunk-local start of the tail: the last SHOWN_ROWS elements (after the head). */
    private int tailStartInChunk(int length) {
        long start = Math.max(SHOWN_ROWS, n - SHOWN_ROWS) - next;
        return (int) Math.max(0, Math.min(length, start));
    }

    private void compareInt(int i, int value) {
        if (value != runningInt && mismatch < 0) {
            mismatch = next + i;
            expected = integerText(runningInt);
            actual = integerText(value);
        }
    }

    /** The next {@code input.length} elements of an f32 scan. */
    public void acceptFloats(float[] input, float[] output) {
        acceptFloats(input, null, output);
    }

    /** The next {@code input.length} elements of an f32 scan, segmented by {@code heads} (or null). */
    public void acceptFloats(float[] input, int[] heads, float[] output) {
        int sampleAt = nextSampleInChunk(input.length);
        int headEnd = headEndInChunk(input.length);
        int tailStart = tailStartInChunk(input.length);
        for (int i = 0; i < input.length; i++) {
            if (heads != null && SegmentHeads.bit(heads, i)) {
                runningSum = 0;
                runningMagnitude = 0;
                segments++;
            }
            double before = runningSum;
            if (!mode.inclusive()) {
                compareFloat(i, output[i]);
            }
            runningSum += input[i];
            runningMagnitude += Math.abs(input[i]);
            if (mode.inclusive()) {
                compareFloat(i, output[i]);
            }
            if (i < headEnd || i >= tailStart || mismatch >= 0 && fromMismatch.size() < SHOWN_ROWS) {
                // The reference in float64, shown as the nearest f32 so that a match reads as equal.
                float reference = (float) (mode.inclusive() ? runningSum : before);
                record(i, new Row(next + i, FloatText.shortest(input[i]), FloatText.shortest(reference),
                        FloatText.shortest(output[i])), headEnd, tailStart);
            }
            if (i == sampleAt) {
                samples.add(List.of(next + i, (double) output[i]));
                nextSample++;
                sampleAt = nextSampleInChunk(input.length);
            }
        }
        next += input.length;
    }

    /** Where in the current chunk the next sample falls, or -1. */
    private int nextSampleInChunk(int length) {
        if (nextSample < sampleIndices.length && sampleIndices[nextSample] - next < length) {
            return (int) (sampleIndices[nextSample] - next);
        }
        return -1;
    }

    private void compareFloat(int i, float value) {
        double error = Math.abs(value - runningSum) / Math.max(1, runningMagnitude);
        if (!(error <= maxRelErr)) {
            maxRelErr = Double.isNaN(error) ? Double.POSITIVE_INFINITY : error;
        }
        if (!(error <= tolerance) && mismatch < 0) {
            mismatch = next + i;
            expected = Double.toString(runningSum);
            actual = FloatText.shortest(value);
        }
    }

    private String integerText(int value) {
        return type == ElementType.U32 ? Long.toString(value & 0xFFFFFFFFL) : Integer.toString(value);
    }

    public boolean complete() {
        return next == n;
    }

    public boolean ok() {
        return complete() && mismatch < 0;
    }

    /** The heads seen: the number of segments of a segmented scan (0 for a plain one). */
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

    /** The first {@link #SHOWN_ROWS} elements. */
    public List<Row> head() {
        return head;
    }

    /** The last {@link #SHOWN_ROWS} elements (none of the head's). */
    public List<Row> tail() {
        return tail;
    }

    /** The first mismatch and the elements after it, up to {@link #SHOWN_ROWS}; empty when all match. */
    public List<Row> fromMismatch() {
        return fromMismatch;
    }

    /** [index, value] pairs of sampled f32 outputs, in index order. */
    public List<Object> samples() {
        return samples;
    }
}
