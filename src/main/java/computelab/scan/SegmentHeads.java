package computelab.scan;

import computelab.data.ContractInputs;

/**
 * The contract's segments (docs/page-contract.md, segmented-scan.html): element {@code i} starts a
 * segment iff {@code i == 0} or {@code mix32(i + mix32(seed + 1)) % segment == 0} (all modulo 2^32), and
 * their bit-packed form, one bit per element (bit {@code i % 32} of word {@code i / 32}), as
 * segmented_lookback.wgsl reads it. Pure logic, filled chunk by chunk like the values.
 */
public final class SegmentHeads {
    /** The longest mean segment length the contract allows. */
    public static final long MAX_SEGMENT = 1L << 31;

    private SegmentHeads() {
    }

    /** Whether element {@code index} starts a segment, {@code segment} being 1 .. 2^31. */
    public static boolean isHead(long index, int seed, long segment) {
        return isHead((int) index, ContractInputs.mix32(seed + 1), (int) segment);
    }

    /** The same with the seed's mix and the segment (as an unsigned int) computed once per chunk. */
    static boolean isHead(int index, int base, int segment) {
        return index == 0 || Integer.remainderUnsigned(ContractInputs.mix32(index + base), segment) == 0;
    }

    /**
     * Words {@code firstWord .. firstWord + count - 1} of the packed heads of {@code n} elements (bits
     * past the last element are 0).
     */
    public static int[] words(int seed, long segment, long n, long firstWord, int count) {
        int base = ContractInputs.mix32(seed + 1);
        int divisor = (int) segment;
        int[] words = new int[count];
        for (int w = 0; w < count; w++) {
            long first = (firstWord + w) * 32;
            int last = (int) Math.min(32, n - first);
            int word = 0;
            int index = (int) first;
            for (int bit = 0; bit < last; bit++) {
                if (isHead(index + bit, base, divisor)) {
                    word |= 1 << bit;
                }
            }
            words[w] = word;
        }
        return words;
    }

    /** Words needed for {@code n} elements. */
    public static long wordCount(long n) {
        return (n + 31) / 32;
    }

    /** Whether bit {@code i} of packed heads is set ({@code i} counted from the first word). */
    public static boolean bit(int[] words, int i) {
        return (words[i >>> 5] >>> (i & 31) & 1) != 0;
    }
}
