package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LifeChecksumTest {
    private static final int[] WIDTHS = { 1, 2, 7, 31, 32, 33, 63, 64, 65, 100, 129 };

    /** The contract's formula written cell by cell, independent of both implementations. */
    private static long cellByCell(Grid grid) {
        long c = 0;
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                c = (c * 31 + (grid.get(x, y) ? 1 : 0)) % (1L << 32);
            }
        }
        return c;
    }

    @Test
    void packedWordsFedInPiecesOfAnySizeGiveTheContractChecksum() {
        Random random = new Random(5);
        for (int width : WIDTHS) {
            for (int height : new int[] { 1, 3, 10 }) {
                Grid grid = Grid.randomFill(width, height, random.nextDouble(), random.nextInt());
                int[] words = grid.words();
                LifeChecksum checksum = LifeChecksum.forWidth(width);
                for (int start = 0; start < words.length;) {
                    int count = Math.min(words.length - start, 1 + random.nextInt(5));
                    checksum.addWords(Arrays.copyOfRange(words, start, start + count), count);
                    start += count;
                }
                assertEquals(cellByCell(grid), checksum.value(), width + " x " + height);
                assertEquals(grid.checksum(), checksum.value(), width + " x " + height);
            }
        }
    }

    @Test
    void cellValuesCountOnlyTheLowestBit() {
        Grid grid = Grid.randomFill(37, 11, 0.4, 9);
        int[] values = grid.toCellValues();
        for (int i = 0; i < values.length; i++) {
            values[i] += 2 * (i % 2); // skip-unchanged's "just changed" states 2 and 3
        }
        LifeChecksum checksum = LifeChecksum.forWidth(37);
        checksum.addCells(values, values.length);
        assertEquals(cellByCell(grid), checksum.value());
    }

    @Test
    void anEmptyOrAllDeadBoardSumsToZeroAndAFullOneDoesNot() {
        LifeChecksum dead = LifeChecksum.forWidth(40);
        dead.addWords(new int[4], 4);
        assertEquals(0, dead.value());
        Grid full = Grid.randomFill(40, 2, 1.0, 3);
        LifeChecksum alive = LifeChecksum.forWidth(40);
        alive.addWords(full.words(), 4);
        assertEquals(cellByCell(full), alive.value());
    }
}
