package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class CellEditsTest {
    @Test
    void mergedBitPackedEditsGiveTheSameBoardAsApplyingEachEditInTurn() {
        Random random = new Random(7);
        for (int trial = 0; trial < 200; trial++) {
            int width = 1 + random.nextInt(70);
            int height = 1 + random.nextInt(5);
            Grid start = Grid.randomFill(width, height, 0.4, trial);
            Grid expected = start.copy();
            CellEdits edits = new CellEdits(true, width, height);
            for (int i = random.nextInt(60); i > 0; i--) {
                int x = random.nextInt(width + 2) - 1;
                int y = random.nextInt(height + 2) - 1;
                CellEdits.Action action = CellEdits.Action.values()[random.nextInt(3)];
                edits.add(x, y, action);
                applyOne(expected, x, y, action);
            }
            assertEquals(expected, applyPacked(start, edits.encode()), "trial " + trial);
        }
    }

    @Test
    void mergedPerCellEditsGiveTheSameBoardAsApplyingEachEditInTurn() {
        Random random = new Random(11);
        for (int trial = 0; trial < 200; trial++) {
            int width = 1 + random.nextInt(9);
            int height = 1 + random.nextInt(9);
            Grid start = Grid.randomFill(width, height, 0.5, trial);
            Grid expected = start.copy();
            CellEdits edits = new CellEdits(false, width, height);
            for (int i = random.nextInt(40); i > 0; i--) {
                int x = random.nextInt(width);
                int y = random.nextInt(height);
                CellEdits.Action action = CellEdits.Action.values()[random.nextInt(3)];
                edits.add(x, y, action);
                applyOne(expected, x, y, action);
            }
            assertEquals(expected, applyPerCell(start, edits.encode()), "trial " + trial);
        }
    }

    @Test
    void eachBoardElementAppearsOnceAndTwoTogglesCancel() {
        CellEdits edits = new CellEdits(true, 64, 2);
        edits.add(0, 0, CellEdits.Action.ALIVE);
        edits.add(31, 0, CellEdits.Action.DEAD);
        edits.add(32, 1, CellEdits.Action.TOGGLE);
        assertEquals(2, edits.size());
        CellEdits cells = new CellEdits(false, 4, 4);
        cells.add(1, 1, CellEdits.Action.TOGGLE);
        cells.add(1, 1, CellEdits.Action.TOGGLE);
        assertTrue(cells.isEmpty());
    }

    private static void applyOne(Grid grid, int x, int y, CellEdits.Action action) {
        if (x < 0 || y < 0 || x >= grid.width() || y >= grid.height()) {
            return;
        }
        grid.set(x, y, switch (action) {
            case ALIVE -> true;
            case DEAD -> false;
            case TOGGLE -> !grid.get(x, y);
        });
    }

    /** What wgsl/life/edit_cells.wgsl does to a bit-packed board. */
    private static Grid applyPacked(Grid start, int[] batch) {
        int[] words = start.words();
        for (int i = 0; i < batch.length; i += 4) {
            int word = batch[i];
            words[word] = ((words[word] & ~batch[i + 1]) | batch[i + 2]) ^ batch[i + 3];
        }
        return Grid.fromWords(start.width(), start.height(), words);
    }

    /** What the shader does to a one-cell-per-word board, with 0 = dead and 1 = alive. */
    private static Grid applyPerCell(Grid start, int[] batch) {
        int[] values = start.toCellValues();
        for (int i = 0; i < batch.length; i += 4) {
            int cell = batch[i];
            values[cell] = switch (batch[i + 1]) {
                case 0 -> 0;
                case 1 -> 1;
                default -> 1 - (values[cell] & 1);
            };
        }
        return Grid.fromCellValues(start.width(), start.height(), values);
    }
}
