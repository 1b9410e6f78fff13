package computelab.histogram;

import computelab.data.ContractInputs;

/**
 * The CPU reference of the histogram: the bin of a value in exact 64-bit arithmetic, counts added chunk by
 * chunk, and the contract's checksum and largest count of the counts.
 */
public final class CpuHistogram {
    /** The most bins a histogram takes: a bin index must fit 16 bits for the exact product in 32-bit halves. */
    public static final int MAX_BINS = 1 << 16;

    private CpuHistogram() {
    }

    /** The bin of {@code value}'s low {@code bits} bits among {@code bins} equal bins: floor(v * bins / 2^bits). */
    public static int bin(int value, int bins, int bits) {
        long v = (value & 0xFFFFFFFFL) & (bits == 32 ? 0xFFFFFFFFL : (1L << bits) - 1);
        return (int) ((v * bins) >>> bits);
    }

    /** Adds one to the bin of each value (counts wrap modulo 2^32, as the GPU's u32 counts would). */
    public static void add(int[] counts, int[] values, int bits) {
        for (int value : values) {
            counts[bin(value, counts.length, bits)]++;
        }
    }

    /** The counts of a whole array of values. */
    public static int[] counts(int[] values, int bins, int bits) {
        int[] counts = new int[bins];
        add(counts, values, bits);
        return counts;
    }

    /** The contract's checksum over the counts, bin 0 first. */
    public static long checksum(int[] counts) {
        return ContractInputs.checksum(counts);
    }

    /** The largest count, as an unsigned 32-bit number. */
    public static long maxCount(int[] counts) {
        long max = 0;
        for (int count : counts) {
            max = Math.max(max, count & 0xFFFFFFFFL);
        }
        return max;
    }
}
