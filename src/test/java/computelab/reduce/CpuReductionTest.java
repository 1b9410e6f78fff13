package computelab.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ElementType;
import org.junit.jupiter.api.Test;

class CpuReductionTest {

    @Test
    void unsignedSumsWrapModulo2To32() {
        int[] values = { 0xFFFFFFFF, 0xFFFFFFFF, 3 };
        assertEquals("1", CpuReduction.reduce(values, ElementType.U32, ReduceOp.SUM).decimal());
    }

    @Test
    void signedSumsWrapLikeTwosComplementHardware() {
        int[] values = { Integer.MAX_VALUE, 1 };
        assertEquals("-2147483648", CpuReduction.reduce(values, ElementType.I32, ReduceOp.SUM).decimal());
    }

    @Test
    void unsignedMinAndMaxCompareAsUnsigned() {
        int[] values = { 5, 0x80000000, 0xFFFFFFFF, 7 };
        assertEquals("5", CpuReduction.reduce(values, ElementType.U32, ReduceOp.MIN).decimal());
        assertEquals("4294967295", CpuReduction.reduce(values, ElementType.U32, ReduceOp.MAX).decimal());
    }

    @Test
    void signedMinAndMaxCompareAsSigned() {
        int[] values = { 5, 0x80000000, -1, 7 };
        assertEquals("-2147483648", CpuReduction.reduce(values, ElementType.I32, ReduceOp.MIN).decimal());
        assertEquals("7", CpuReduction.reduce(values, ElementType.I32, ReduceOp.MAX).decimal());
    }

    @Test
    void aSingleElementIsItsOwnReduction() {
        for (ReduceOp op : ReduceOp.values()) {
            assertEquals("4294967295", CpuReduction.reduce(new int[] { -1 }, ElementType.U32, op).decimal());
            assertEquals("-3", CpuReduction.reduce(new int[] { -3 }, ElementType.I32, op).decimal());
            assertEquals("0.25", CpuReduction.reduce(new float[] { 0.25f }, op).decimal());
        }
    }

    @Test
    void floatSumsAreExactInFloat64ThenRoundedOnce() {
        float[] values = { 1e8f, 1f, -1e8f, 0.5f };
        assertEquals(1.5, CpuReduction.sum(values));
        assertEquals("1.5", CpuReduction.reduce(values, ReduceOp.SUM).decimal());
        assertEquals(2e8 + 1.5, CpuReduction.sumOfMagnitudes(values));
    }

    @Test
    void floatMinAndMaxAreExact() {
        float[] values = { 0.1f, -0.30000001f, 2.5f };
        assertEquals("-0.3", CpuReduction.reduce(values, ReduceOp.MIN).decimal());
        assertEquals("2.5", CpuReduction.reduce(values, ReduceOp.MAX).decimal());
    }

    @Test
    void theFloatErrorIsRelativeToTheSumOfMagnitudesButNeverToLessThanOne() {
        assertEquals(1e-3, CpuReduction.relativeError(1.001, 1.0, 0.5), 1e-12);
        assertEquals(1e-3, CpuReduction.relativeError(0.0, 1.0, 1000), 1e-12);
        assertTrue(CpuReduction.F32_SUM_TOLERANCE < 1e-4);
    }
}
