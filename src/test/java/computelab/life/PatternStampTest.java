package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.failure.LabException;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PatternStampTest {
    /** What stamp.wgsl does with a block, done on the CPU: OR (or set) each element into the board. */
    private static int[] apply(PatternStamp stamp, int[] board, boolean packed) {
        int[] out = board.clone();
        for (int i = 0; i < stamp.block().length; i++) {
            long target = stamp.firstTarget() + (long) (i / stamp.blockWidth()) * stamp.targetStride()
                    + i % stamp.blockWidth();
            if (packed) {
                out[(int) target] |= stamp.block()[i];
            } else if (stamp.block()[i] != 0) {
                out[(int) target] = 1;
            }
        }
        return out;
    }

    @Test
    void packedBlocksAtEveryBitOffsetDrawWhatGridPlaceDraws() {
        Random random = new Random(3);
        for (String id : new String[] { "glider", "gosper-glider-gun", "pulsar", "block" }) {
            Pattern pattern = PatternLibrary.load(id);
            for (int trial = 0; trial < 80; trial++) {
                int width = pattern.width() + random.nextInt(100);
                int height = pattern.height() + random.nextInt(5);
                int x = random.nextInt(width - pattern.width() + 1);
                int y = random.nextInt(height - pattern.height() + 1);
                Grid board = Grid.randomFill(width, height, 0.3, trial);
                Grid expected = board.copy();
                expected.place(pattern, x, y);
                int[] drawn = apply(PatternStamp.packed(pattern, x, y, width, height), board.words(), true);
                assertEquals(expected, Grid.fromWords(width, height, drawn), id + " at " + x + "," + y + " in " + width);
            }
        }
    }

    @Test
    void perCellBlocksDrawWhatGridPlaceDraws() {
        Pattern pattern = PatternLibrary.load("r-pentomino");
        Grid board = Grid.randomFill(20, 9, 0.2, 4);
        Grid expected = board.copy();
        expected.place(pattern, 17, 6);
        int[] drawn = apply(PatternStamp.perCell(pattern, 17, 6, 20, 9), board.toCellValues(), false);
        assertEquals(expected, Grid.fromCellValues(20, 9, drawn));
    }

    @Test
    void aPatternThatDoesNotFitIsRefusedWithTheGridsSentence() {
        Pattern gun = PatternLibrary.load("gosper-glider-gun");
        LabException error = assertThrows(LabException.class, () -> PatternStamp.packed(gun, 10, 0, 40, 20));
        assertEquals("Pattern \"Gosper glider gun\" (36 x 9) does not fit in the 40 x 20 grid at (10, 0).",
                error.getMessage());
        assertThrows(LabException.class, () -> PatternStamp.perCell(gun, -1, 0, 100, 100));
    }
}
