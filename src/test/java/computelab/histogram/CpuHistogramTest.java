package computelab.histogram;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class CpuHistogramTest {
    private static int bigBin(long v, int bins, int bits) {
        return BigInteger.valueOf(v).multiply(BigInteger.valueOf(bins)).shiftRight(bits).intValueExact();
    }

    @Test
    void theEndsOfTheRangeFallInTheFirstAndLastBin() {
        for (int bits : new int[] { 1, 2, 13, 16, 17, 31, 32 }) {
            for (int bins : new int[] { 1, 2, 3, 255, 256, 4097, 65535, 65536 }) {
                assertEquals(0, CpuHistogram.bin(0, bins, bits));
                int last = (int) ((1L << bits) - 1);
                assertEquals(bigBin((1L << bits) - 1, bins, bits), CpuHistogram.bin(last, bins, bits),
                        "bins " + bins + " bits " + bits);
            }
        }
        assertEquals(65535, CpuHistogram.bin(-1, 65536, 32));
    }

    @Test
    void eachSideOfEveryBoundaryFallsInItsBin() {
        for (int bits : new int[] { 7, 20, 32 }) {
            for (int bins : new int[] { 3, 100, 65535 }) {
                for (long b = 1; b < bins; b += Math.max(1, bins / 97)) {
                    long first = BigInteger.valueOf(b).shiftLeft(bits).add(BigInteger.valueOf(bins - 1))
                            .divide(BigInteger.valueOf(bins)).longValueExact();
                    if (first >= 1L << bits) {
                        continue; // more bins than values: the last bins take none
                    }
                    // Where bins outnumber the values, a value's bin may lie past b: b itself is then empty.
                    assertEquals(bigBin(first, bins, bits), CpuHistogram.bin((int) first, bins, bits));
                    assertEquals(bigBin(first - 1, bins, bits), CpuHistogram.bin((int) (first - 1), bins, bits));
                    assertTrue(CpuHistogram.bin((int) first, bins, bits) >= b);
                    assertTrue(CpuHistogram.bin((int) (first - 1), bins, bits) < b);
                }
            }
        }
    }

    @Test
    void bitsAboveTheRangeAreIgnored() {
        assertEquals(CpuHistogram.bin(5, 16, 4), CpuHistogram.bin(0xF0 | 5, 16, 4));
    }

    @Test
    void countsChecksumAndLargestCountFollowTheContract() {
        int[] counts = CpuHistogram.counts(new int[] { 0, 1, 2, 3, 3, -1 }, 2, 2);
        // bits=2: 0,1 -> bin 0; 2,3,3 -> bin 1; -1 masked to 3 -> bin 1.
        assertArrayEquals(new int[] { 2, 4 }, counts);
        assertEquals(2L * 31 + 4, CpuHistogram.checksum(counts));
        assertEquals(4, CpuHistogram.maxCount(counts));
        assertEquals(0xFFFFFFFFL, CpuHistogram.maxCount(new int[] { 3, -1 }));
    }
}
