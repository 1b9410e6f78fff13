package computelab.compact;

import java.util.Arrays;

/** The CPU reference of a compaction, chunk by chunk so inputs of hundreds of millions of elements work. */
public final class CpuCompaction {
    private CpuCompaction() {
    }

    /**
     * What input elements start..start+words.length-1 contribute to the output, in order: the kept ones'
     * 32-bit patterns or their input indices.
     */
    public static int[] kept(int[] words, long start, Selection selection) {
        int[] out = new int[words.length];
        int count = 0;
        for (int i = 0; i < words.length; i++) {
            if (selection.keeps(words[i])) {
                out[count++] = selection.output() == CompactOutput.INDICES ? (int) (start + i) : words[i];
            }
        }
        return Arrays.copyOf(out, count);
    }

    /** How many of {@code words} the selection keeps. */
    public static long count(int[] words, Selection selection) {
        long count = 0;
        for (int word : words) {
            count += selection.keeps(word) ? 1 : 0;
        }
        return count;
    }
}
