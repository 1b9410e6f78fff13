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
}
