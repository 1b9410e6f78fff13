package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TileStateTest {
    private static final int[] VALUES = { 0, 1, 0xFFFF, 0x10000, 0x12345678, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF };

    @Test
    void everyThirtyTwoBitValueSurvivesBothFlagsAndParities() {
        for (int value : VALUES) {
            for (int flag : new int[] { TileState.SUM, TileState.PREFIX }) {
                for (int parity = 0; parity < 2; parity++) {
                    int[] words = TileState.encode(flag, parity, value);
                    assertEquals(flag, TileState.flag(words[0], words[1], parity));
                    assertEquals(value, TileState.value(words[0], words[1]));
                }
            }
        }
    }

    @Test
    void theStateStaysUnderOnePercentOfTheInputFromAMillionElementsOn() {
        for (long n = 1 << 20; n <= 1L << 32; n *= 2) {
            long smallestTiles = (n + LookbackTiles.SMALL_TILE - 1) / LookbackTiles.SMALL_TILE;
            assertTrue(TileState.bytes(smallestTiles) < 0.01 * 4 * n, "n = " + n);
        }
        assertEquals(256, TileState.bytes(1));
    }

    @Test
    void aStateOfThePreviousRunReadsAsNothing() {
        int[] words = TileState.encode(TileState.PREFIX, 0, 42);
        assertEquals(TileState.NOTHING, TileState.flag(words[0], words[1], 1));
    }

    @Test
    void halvesFromTwoDifferentPublicationsReadAsNothing() {
        int[] sum = TileState.encode(TileState.SUM, 1, 0xFFFFFFFF);
        int[] prefix = TileState.encode(TileState.PREFIX, 1, 0);
        assertEquals(TileState.NOTHING, TileState.flag(prefix[0], sum[1], 1));
        int[] lastRun = TileState.encode(TileState.SUM, 0, 7);
        assertEquals(TileState.NOTHING, TileState.flag(sum[0], lastRun[1], 1));
    }

    @Test
    void clearedWordsReadAsNothingInEitherParity() {
        assertEquals(TileState.NOTHING, TileState.flag(0, 0, 0));
        assertEquals(TileState.NOTHING, TileState.flag(0, 0, 1));
    }

    @Test
    void theWordLayoutIsParityThenFlagThenHalf() {
        assertEquals((1 << 18) | (2 << 16) | 0xBEEF, TileState.encode(TileState.PREFIX, 1, 0x1234BEEF)[0]);
        assertEquals((1 << 18) | (2 << 16) | 0x1234, TileState.encode(TileState.PREFIX, 1, 0x1234BEEF)[1]);
    }
}
