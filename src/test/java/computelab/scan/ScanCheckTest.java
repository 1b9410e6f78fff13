package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScanCheckTest {

    @Test
    void aCorrectIntegerScanPassesWithTheContractChecksum() {
        int[] input = ContractInputs.integers(ElementType.U32, 1000, 7, 32);
        int[] output = CpuScan.scan(input, ScanMode.INCLUSIVE);
        ScanCheck check = new ScanCheck(ElementType.U32, ScanMode.INCLUSIVE, 1000);
        check.acceptInts(Arrays.copyOf(input, 600), Arrays.copyOf(output, 600));
        check.acceptInts(Arrays.copyOfRange(input, 600, 1000), Arrays.copyOfRange(output, 600, 1000));
        assertTrue(check.ok());
        assertEquals(ContractInputs.checksum(output), check.checksum());
    }

    @Test
    void theFirstWrongElementIsReportedWithExpectedAndActual() {
        int[] input = { 1, 2, 3, 4 };
        int[] output = { 0, 1, 3, -1 };
        ScanCheck check = new ScanCheck(ElementType.U32, ScanMode.EXCLUSIVE, 4);
        check.acceptInts(input, output);
        assertFalse(check.ok());
        assertEquals(3, check.mismatchIndex());
        assertEquals("6", check.expected());
        assertEquals("4294967295", check.actual());
    }

    @Test
    void aShortOutputIsNotOk() {
        ScanCheck check = new ScanCheck(ElementType.I32, ScanMode.EXCLUSIVE, 5);
        check.acceptInts(new int[] { 1 }, new int[] { 0 });
        assertFalse(check.ok());
    }

    @Test
    void floatErrorsAreRelativeToTheSumOfMagnitudes() {
        float[] input = { 1000f, -1000f, 0.5f };
        float[] output = { 1000f, 0f, 0.5f + 1e-4f };
        ScanCheck check = new ScanCheck(ElementType.F32, ScanMode.INCLUSIVE, 3);
        check.acceptFloats(input, output);
        assertEquals(Math.abs((0.5f + 1e-4f) - 0.5) / 2000.5, check.maxRelErr(), 1e-12);
        assertTrue(check.ok());
    }

    @Test
    void aNanOutputFailsAFloatScan() {
        ScanCheck check = new ScanCheck(ElementType.F32, ScanMode.EXCLUSIVE, 1);
        check.acceptFloats(new float[] { 1f }, new float[] { Float.NaN });
        assertFalse(check.ok());
        assertEquals(0, check.mismatchIndex());
    }

    @Test
    void floatSamplesSpanTheFirstToTheLastElement() {
        int n = 1000;
        float[] input = ContractInputs.floats(n, 1);
        float[] output = new float[n];
        ScanCheck check = new ScanCheck(ElementType.F32, ScanMode.EXCLUSIVE, n);
        check.acceptFloats(input, output);
        List<Object> samples = check.samples();
        assertEquals(ScanCheck.SAMPLES, samples.size());
        assertEquals(0L, ((List<?>) samples.get(0)).get(0));
        assertEquals(999L, ((List<?>) samples.get(samples.size() - 1)).get(0));
    }

    @Test
    void theF32ToleranceGrowsWithTheLongestAdditionChain() {
        assertTrue(ScanCheck.f32Tolerance(1000003) < 5e-5);
        assertTrue(ScanCheck.f32Tolerance(1000003) > 3 * 245 * Math.pow(2, -24));
        assertTrue(ScanCheck.f32Tolerance(100) < ScanCheck.f32Tolerance(1 << 20));
    }

    // A segmented scan: the chunks come with their heads.
    private static final int SEGMENTED_N = 200;
    private static final long SEGMENT = 7;

    private static int[] heads() {
        return SegmentHeads.words(1, SEGMENT, SEGMENTED_N, 0, (int) SegmentHeads.wordCount(SEGMENTED_N));
    }

    /** Checks in two chunks of 96 and 104 elements (the first a whole number of head words). */
    private static ScanCheck segmentedCheck(int[] values, int[] output, ScanMode mode) {
        ScanCheck check = new ScanCheck(ElementType.I32, mode, SEGMENTED_N);
        int[] heads = heads();
        check.acceptInts(Arrays.copyOf(values, 96), heads, Arrays.copyOf(output, 96));
        check.acceptInts(Arrays.copyOfRange(values, 96, SEGMENTED_N), Arrays.copyOfRange(heads, 3, heads.length),
                Arrays.copyOfRange(output, 96, SEGMENTED_N));
        return check;
    }

    @Test
    void theCpuReferencePassesInChunksAndEveryHeadIsCounted() {
        int[] values = ScanInputs.integers(ElementType.I32, 1, 32, 0, SEGMENTED_N);
        for (ScanMode mode : ScanMode.values()) {
            ScanCheck check = segmentedCheck(values, CpuScan.scan(values, heads(), mode), mode);
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
        int[] values = ScanInputs.integers(ElementType.I32, 1, 8, 0, SEGMENTED_N);
        int[] plain = CpuScan.scan(values, ScanMode.INCLUSIVE);
        int[] segmented = CpuScan.scan(values, heads(), ScanMode.INCLUSIVE);
        ScanCheck check = segmentedCheck(values, plain, ScanMode.INCLUSIVE);
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
        ScanCheck check = new ScanCheck(ElementType.F32, ScanMode.INCLUSIVE, 4);
        check.acceptFloats(values, heads, new float[] { 1000f, 2000f, 1f, 2.002f });
        assertEquals(0.002 / 2, check.maxRelErr(), 1e-7);
        assertFalse(check.ok());
    }
}
