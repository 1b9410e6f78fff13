package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class CpuSegmentedScanTest {
    private static final int[] VALUES = { 1, 2, 3, 4 };
    private static final int[] HEADS_AT_0_AND_2 = { 0b101 };

    @Test
    void sumsRestartAtEveryHead() {
        assertArrayEquals(new int[] { 1, 3, 3, 7 }, CpuSegmentedScan.scan(VALUES, HEADS_AT_0_AND_2, ScanMode.INCLUSIVE));
    }

    @Test
    void anExclusiveScanWritesZeroAtEveryHead() {
        assertArrayEquals(new int[] { 0, 1, 0, 3 }, CpuSegmentedScan.scan(VALUES, HEADS_AT_0_AND_2, ScanMode.EXCLUSIVE));
    }

    @Test
    void oneSegmentIsThePlainScanAndOneElementSegmentsAreTheValuesOrZeros() {
        int[] values = { 5, -7, 0x7FFFFFFF, 9, 1 };
        for (ScanMode mode : ScanMode.values()) {
            assertArrayEquals(CpuScan.scan(values, mode), CpuSegmentedScan.scan(values, new int[] { 1 }, mode));
        }
        assertArrayEquals(values, CpuSegmentedScan.scan(values, new int[] { 0x1F }, ScanMode.INCLUSIVE));
        assertArrayEquals(new int[5], CpuSegmentedScan.scan(values, new int[] { 0x1F }, ScanMode.EXCLUSIVE));
    }

    @Test
    void floatsRestartTooAndAreSummedInDoublePrecision() {
        float tiny = 1e-8f;
        double[] sums = CpuSegmentedScan.scan(new float[] { 1f, tiny, 2f, tiny }, new int[] { 0b101 }, ScanMode.INCLUSIVE);
        assertArrayEquals(new double[] { 1, 1 + (double) tiny, 2, 2 + (double) tiny }, sums, 0);
    }
}
