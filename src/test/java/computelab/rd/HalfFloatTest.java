package computelab.rd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HalfFloatTest {
    @Test
    void everyHalfReadsBackToItsOwnBits() {
        for (int bits = 0; bits < 0x10000; bits++) {
            boolean nan = (bits & 0x7C00) == 0x7C00 && (bits & 0x3FF) != 0;
            if (!nan) {
                assertEquals(bits, HalfFloat.toBits(HalfFloat.fromBits(bits)), Integer.toHexString(bits));
            }
        }
    }

    @Test
    void knownValuesHaveTheirIeeeBits() {
        assertEquals(0x3C00, HalfFloat.toBits(1f));
        assertEquals(0x3800, HalfFloat.toBits(0.5f));
        assertEquals(0x3400, HalfFloat.toBits(0.25f));
        assertEquals(0xC000, HalfFloat.toBits(-2f));
        assertEquals(0x7BFF, HalfFloat.toBits(65504f));
        assertEquals(0x0001, HalfFloat.toBits(0x1p-24f));
        assertEquals(0x8000, HalfFloat.toBits(-0f));
        assertEquals(0x7C00, HalfFloat.toBits(Float.POSITIVE_INFINITY));
        assertTrue(Float.isNaN(HalfFloat.fromBits(HalfFloat.toBits(Float.NaN))));
    }

    @Test
    void valuesBetweenTwoHalvesRoundToTheNearerAndTiesToEven() {
        // Every pair of neighbouring positive halves, normal and subnormal: points a quarter, half and three
        // quarters of the way between them (all exact in f32).
        for (int bits = 0; bits < 0x7BFF; bits++) {
            float low = HalfFloat.fromBits(bits);
            float high = HalfFloat.fromBits(bits + 1);
            float gap = high - low;
            assertEquals(bits, HalfFloat.toBits(low + gap / 4), "a quarter above " + low);
            assertEquals(bits + 1, HalfFloat.toBits(high - gap / 4), "a quarter below " + high);
            int even = (bits & 1) == 0 ? bits : bits + 1;
            assertEquals(even, HalfFloat.toBits(low + gap / 2), "halfway between " + low + " and " + high);
        }
    }

    @Test
    void tooLargeBecomesInfinityAndTooSmallZero() {
        // 65520 is halfway between the largest half (65504) and the next power 65536: ties to even go up.
        assertEquals(0x7C00, HalfFloat.toBits(65520f));
        assertEquals(0x7BFF, HalfFloat.toBits(65519f));
        assertEquals(0x7C00, HalfFloat.toBits(1e10f));
        assertEquals(0x0000, HalfFloat.toBits(0x1p-26f));
        // Exactly half the smallest subnormal ties to even (zero); a little more rounds up.
        assertEquals(0x0000, HalfFloat.toBits(0x1p-25f));
        assertEquals(0x0001, HalfFloat.toBits(0x1.1p-25f));
        assertEquals(0x8000, HalfFloat.toBits(-0x1p-30f));
    }
}
