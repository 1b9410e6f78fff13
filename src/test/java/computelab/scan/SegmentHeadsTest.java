package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import org.junit.jupiter.api.Test;

class SegmentHeadsTest {
    /** The contract's rule in unsigned 64-bit arithmetic, apart from the int code under test. */
    private static boolean contractHead(long i, int seed, long segment) {
        long mixed = ContractInputs.mix32((int) i + ContractInputs.mix32(seed + 1)) & 0xFFFFFFFFL;
        return i == 0 || mixed % segment == 0;
    }

    @Test
    void everyBitIsTheContractsRuleForEachElement() {
        for (long segment : new long[] { 1, 2, 3, 1000, 4096, 1L << 31 }) {
            int n = 1000;
            int[] words = SegmentHeads.words(7, segment, n, 0, (int) SegmentHeads.wordCount(n));
            for (int i = 0; i < n; i++) {
                assertEquals(contractHead(i, 7, segment), SegmentHeads.bit(words, i), "segment " + segment + " i " + i);
                assertEquals(contractHead(i, 7, segment), SegmentHeads.isHead(i, 7, segment));
            }
        }
    }

    @Test
    void elementZeroAlwaysStartsASegmentAndLengthOneMakesEveryElementAHead() {
        assertTrue(SegmentHeads.isHead(0, 5, 1L << 31));
        int[] words = SegmentHeads.words(5, 1, 70, 0, 3);
        assertArrayEquals(new int[] { -1, -1, 0x3F }, words, "bits past the last element stay 0");
    }

    @Test
    void wordsReadInChunksAreTheWordsReadWhole() {
        long n = 5000;
        int[] whole = SegmentHeads.words(3, 10, n, 0, (int) SegmentHeads.wordCount(n));
        int[] tail = SegmentHeads.words(3, 10, n, 100, whole.length - 100);
        for (int w = 0; w < tail.length; w++) {
            assertEquals(whole[100 + w], tail[w]);
        }
    }

    @Test
    void theMeanSegmentLengthIsAboutTheOneAsked() {
        int n = 1 << 18;
        int[] words = SegmentHeads.words(1, 100, n, 0, (int) SegmentHeads.wordCount(n));
        int heads = 0;
        for (int word : words) {
            heads += Integer.bitCount(word);
        }
        assertTrue(Math.abs(n / (double) heads - 100) < 5, "mean length " + n / (double) heads);
    }
}
