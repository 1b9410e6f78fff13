package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ElementType;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SegmentedScanCheckTest {
    private static final int N = 200;
    private static final long SEGMENT = 7;

    private static int[] heads() {
        return SegmentHeads.words(1, SEGMENT, N, 0, (int) SegmentHeads.wordCount(N));
    }

    /** Checks in two chunks of 96 and 104 elements (the first a whole number of head words). */
    private static SegmentedScanCheck check(int[] values, int[] output, ScanMode mode) {
        SegmentedScanCheck check = new SegmentedScanCheck(ElementType.I32, mode, N);
        int[] heads = heads();
        check.acceptInts(Arrays.copyOf(values, 96), heads, Arrays.copyOf(output, 96));
        check.acceptInts(Arrays.copyOfRange(values, 96, N), Arrays.copyOfRange(heads, 3, heads.length),
                Arrays.copyOfRange(output, 96, N));
        return check;
    }

    @Test
    void theCpuReferencePassesInChunksAndEveryHeadIsCounted() {
        int[] values = ScanInputs.integers(ElementType.I32, 1, 32, 0, N);
        for (ScanMode mode : ScanMode.values()) {
            SegmentedScanCheck check = check(values, CpuSegmentedScan.scan(values, heads(), mode), mode);
            assertTrue(check.ok(), mode.text());
            long heads = 0;
            for (int word : heads()) {
                heads += Integer.bitCount(word);
            }
            assertEquals(heads, check.segments());
        }
    }

    @Test
    void aSumThatDoesNotRestartIsTheFirstMismatch() {
        int[] values = ScanInputs.integers(ElementType.I32, 1, 8, 0, N);
        int[] plain = CpuScan.scan(values, ScanMode.INCLUSIVE);
        int[] segmented = CpuSegmentedScan.scan(values, heads(), ScanMode.INCLUSIVE);
        SegmentedScanCheck check = check(values, plain, ScanMode.INCLUSIVE);
        assertFalse(check.ok());
        int first = 0;
        while (plain[first] == segmented[first]) {
            first++;
        }
        assertEquals(first, check.mismatchIndex());
        assertEquals(Integer.toString(segmented[first]), check.expected());
    }

    @Test
    void anF32ErrorIsMeasuredAgainstTheMagnitudesWithinItsSegment() {
        // Two segments: a large one, then a small one whose sum is off by 1e-3 of its own magnitude.
        float[] values = { 1000f, 1000f, 1f, 1f };
        int[] heads = { 0b101 };
        SegmentedScanCheck check = new SegmentedScanCheck(ElementType.F32, ScanMode.INCLUSIVE, 4);
        check.acceptFloats(values, heads, new float[] { 1000f, 2000f, 1f, 2.002f });
        assertEquals(0.002 / 2, check.maxRelErr(), 1e-7);
        assertFalse(check.ok());
    }
}
