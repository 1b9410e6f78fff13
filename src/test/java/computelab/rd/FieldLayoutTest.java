package computelab.rd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FieldLayoutTest {
    private static final float[] U = { 1f, 0.5f, 0.99625f, 0f };
    private static final float[] V = { 0f, 0.25f, 0.127f, 1e-5f };

    @Test
    void pairsOfF32InterleaveUAndVPerCell() {
        int[] words = FieldLayout.PAIRS_F32.pack(U, V, 4, 0);
        assertEquals(8, words.length);
        assertEquals(Float.floatToIntBits(0.5f), words[2]);
        assertEquals(Float.floatToIntBits(0.25f), words[3]);
    }

    @Test
    void pairsOfF16PutUInTheLowHalfOfTheCellsWord() {
        int[] words = FieldLayout.PAIRS_F16.pack(U, V, 4, 0);
        assertEquals(4, words.length);
        assertEquals(0x3400 << 16 | 0x3800, words[1]);
    }

    @Test
    void everyLayoutReadsBackWhatItWrote() {
        for (FieldLayout layout : FieldLayout.values()) {
            float[] u = new float[4];
            float[] v = new float[4];
            for (int buffer = 0; buffer < layout.buffers(); buffer++) {
                layout.unpack(layout.pack(U, V, 4, buffer), 4, buffer, u, v);
            }
            float[] expectedU = U.clone();
            float[] expectedV = V.clone();
            if (layout == FieldLayout.PAIRS_F16) {
                for (int i = 0; i < 4; i++) {
                    expectedU[i] = HalfFloat.round(U[i]);
                    expectedV[i] = HalfFloat.round(V[i]);
                }
            }
            assertArrayEquals(expectedU, u, layout.toString());
            assertArrayEquals(expectedV, v, layout.toString());
            assertEquals(layout == FieldLayout.PAIRS_F16 ? 4 : 8, layout.bytesPerCell());
        }
    }
}
