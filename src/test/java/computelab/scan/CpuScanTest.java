package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class CpuScanTest {

    @Test
    void theTutorialsExampleScansToZeroOneThree() {
        assertArrayEquals(new int[] { 0, 1, 3 }, CpuScan.scan(new int[] { 1, 2, 3 }, ScanMode.EXCLUSIVE));
    }

    @Test
    void anInclusiveScanCountsEachElementItself() {
        assertArrayEquals(new int[] { 1, 3, 6 }, CpuScan.scan(new int[] { 1, 2, 3 }, ScanMode.INCLUSIVE));
    }

    @Test
    void integerSumsWrapModulo2To32() {
        int[] values = { 0xFFFFFFFF, 1, 0x7FFFFFFF, 1 };
        assertArrayEquals(new int[] { 0, 0xFFFFFFFF, 0, 0x7FFFFFFF }, CpuScan.scan(values, ScanMode.EXCLUSIVE));
        assertArrayEquals(new int[] { 0xFFFFFFFF, 0, 0x7FFFFFFF, 0x80000000 },
                CpuScan.scan(values, ScanMode.INCLUSIVE));
    }

    @Test
    void signedValuesSumAsTwosComplement() {
        assertArrayEquals(new int[] { 0, -5, -2, -12 }, CpuScan.scan(new int[] { -5, 3, -10, 7 }, ScanMode.EXCLUSIVE));
    }

    @Test
    void floatsAreSummedInDoublePrecision() {
        float tiny = 1e-8f;
        double[] sums = CpuScan.scan(new float[] { 1f, tiny, tiny }, ScanMode.INCLUSIVE);
        assertArrayEquals(new double[] { 1, 1 + (double) tiny, 1 + 2 * (double) tiny }, sums, 0);
    }

    @Test
    void anEmptyArrayScansToAnEmptyArray() {
        assertArrayEquals(new int[0], CpuScan.scan(new int[0], ScanMode.EXCLUSIVE));
    }

    // Segmented: heads bit-packed, bit i of word i / 32.
    private static final int[] VALUES = { 1, 2, 3, 4 };
    private static final int[] HEADS_AT_0_AND_2 = { 0b101 };

    @Test
    void sumsRestartAtEveryHead() {
        assertArrayEquals(new int[] { 1, 3, 3, 7 }, CpuScan.scan(VALUES, HEADS_AT_0_AND_2, ScanMode.INCLUSIVE));
    }

    @Test
    void anExclusiveScanWritesZeroAtEveryHead() {
        assertArrayEquals(new int[] { 0, 1, 0, 3 }, CpuScan.scan(VALUES, HEADS_AT_0_AND_2, ScanMode.EXCLUSIVE));
    }

    @Test
    void oneSegmentIsThePlainScanAndOneElementSegmentsAreTheValuesOrZeros() {
        int[] values = { 5, -7, 0x7FFFFFFF, 9, 1 };
        // Sums wrap modulo 2^32.
        assertArrayEquals(new int[] { 5, -2, 2147483645, -2147483642, -2147483641 },
                CpuScan.scan(values, new int[] { 1 }, ScanMode.INCLUSIVE));
        assertArrayEquals(new int[] { 0, 5, -2, 2147483645, -2147483642 },
                CpuScan.scan(values, new int[] { 1 }, ScanMode.EXCLUSIVE));
        assertArrayEquals(values, CpuScan.scan(values, new int[] { 0x1F }, ScanMode.INCLUSIVE));
        assertArrayEquals(new int[5], CpuScan.scan(values, new int[] { 0x1F }, ScanMode.EXCLUSIVE));
    }

    @Test
    void floatsRestartTooAndAreSummedInDoublePrecision() {
        float tiny = 1e-8f;
        double[] sums = CpuScan.scan(new float[] { 1f, tiny, 2f, tiny }, new int[] { 0b101 }, ScanMode.INCLUSIVE);
        assertArrayEquals(new double[] { 1, 1 + (double) tiny, 2, 2 + (double) tiny }, sums, 0);
    }
}
