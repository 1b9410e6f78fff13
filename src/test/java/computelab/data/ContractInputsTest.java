package computelab.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Expected values were computed independently (Python, arbitrary-precision integers masked to 32 bits). */
class ContractInputsTest {
    @Test
    void mix32MatchesIndependentlyComputedValues() {
        assertEquals(0, ContractInputs.mix32(0));
        assertEquals(1753845952, ContractInputs.mix32(1));
        assertEquals((int) 3507691905L, ContractInputs.mix32(2));
        assertEquals((int) 2435775735L, ContractInputs.mix32(12345));
    }

    @Test
    void u32InputsWithEightBitsMatchTheContract() {
        assertArrayEquals(new int[] { 117, 230, 144, 35, 136 }, ContractInputs.integers(ElementType.U32, 5, 1, 8));
    }

    @Test
    void i32InputsWithThirtyTwoBitsAreCenteredAndWrap() {
        assertArrayEquals(new int[] { -726865280, 81781766, 1641152668 },
                ContractInputs.integers(ElementType.I32, 3, 7, 32));
    }

    @Test
    void checksumIsUnsignedPolynomialHashModulo2To32() {
        assertEquals(62534719L, ContractInputs.checksum(ContractInputs.integers(ElementType.U32, 1000, 1, 8)));
        assertEquals(0xFFFFFFFFL, ContractInputs.checksum(new int[] { -1 }));
    }

    @Test
    void floatInputsLieInHalfOpenUnitIntervalAroundZero() {
        for (float f : ContractInputs.floats(10000, 3)) {
            assertTrue(f >= -0.5f && f < 0.5f, "out of range: " + f);
        }
    }
}
