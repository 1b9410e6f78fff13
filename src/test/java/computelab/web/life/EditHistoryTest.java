package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Grid;
import org.junit.jupiter.api.Test;

class EditHistoryTest {
    private record Sized(String label, long bytes) implements EditHistory.Edit {
    }

    private static BoardChange copyOf(int width, int height) {
        BoardHistory history = new BoardHistory();
        return new BoardChange("clear", new BoardSnapshot(new Grid(width, height), history.memo(), 0), false);
    }

    @Test
    void undoAndRedoWalkTheEditsInOrderAndANewEditDropsTheRedos() {
        EditHistory history = new EditHistory();
        Sized a = new Sized("a", 10);
        Sized b = new Sized("b", 10);
        history.record(a);
        history.record(b);
        assertSame(b, history.undo());
        assertSame(a, history.undo());
        assertNull(history.undo());
        assertSame(a, history.redo());
        assertEquals("b", history.redoLabel());
        history.record(new Sized("c", 10));
        assertFalse(history.canRedo(), "a new edit after undoing drops what could be redone");
        assertEquals("c", history.undoLabel());
    }

    @Test
    void theOldestEditsGoWhenTheCountOrTheMemoryBudgetIsReached() {
        EditHistory history = new EditHistory();
        for (int i = 0; i < EditHistory.MOST_EDITS + 20; i++) {
            history.record(new Sized("edit " + i, 100));
        }
        assertEquals(EditHistory.MOST_EDITS, history.size());
        long third = EditHistory.BUDGET_BYTES / 3;
        history.clear();
        history.record(new Sized("first", third));
        history.record(new Sized("second", third));
        history.record(new Sized("third", third));
        history.record(new Sized("fourth", third));
        assertEquals(3, history.size());
        assertTrue(history.bytes() <= EditHistory.BUDGET_BYTES);
        history.undo();
        history.undo();
        history.undo();
        assertNull(history.undo(), "the first edit is gone");
    }

    @Test
    void anEditLargerThanTheBudgetIsRefusedAndTheEditsBeforeItGoToo() {
        EditHistory history = new EditHistory();
        history.record(new Sized("small", 100));
        assertFalse(history.record(new Sized("huge", EditHistory.BUDGET_BYTES + 1)));
        assertFalse(history.canUndo(), "undo would skip over the huge edit");
    }

    @Test
    void copiesOfALarge16384SquareBoardAreNeverKeptAndThoseOfAMillionCellsFitDozensOfTimes() {
        assertTrue(16384L * 16384 > BoardHistory.MOST_SNAPSHOT_CELLS, "such boards are not copied at all");
        BoardChange oneMegacell = copyOf(1024, 1024);
        assertEquals(64 + 1024 * 1024 / 8 + 64, oneMegacell.bytes());
        EditHistory history = new EditHistory();
        for (int i = 0; i < 80; i++) {
            history.record(copyOf(1024, 1024));
        }
        assertEquals(80, history.size(), "80 copies of 128 KiB fit the budget");
        BoardChange largest = copyOf(8192, 16384);
        for (int i = 0; i < 6; i++) {
            history.record(copyOf(8192, 16384));
        }
        assertTrue(history.bytes() <= EditHistory.BUDGET_BYTES, "16 MiB copies: at most four are kept");
        assertEquals(EditHistory.BUDGET_BYTES / largest.bytes(), history.size());
    }

    @Test
    void aChangeThatGrowsWhenUndoneStillKeepsTheListsInsideTheBudget() {
        EditHistory history = new EditHistory();
        for (int i = 0; i < 4; i++) {
            history.record(copyOf(8192, 16384));
        }
        BoardChange last = (BoardChange) history.undo();
        last.setAfter(last.before());
        history.trim();
        assertTrue(history.bytes() <= EditHistory.BUDGET_BYTES);
        assertSame(last, history.redo(), "the change just undone is kept; older ones went");
    }

    @Test
    void flippedCellsBecomeToggleEditsThatTakeTheEditBackAndRedoIt() {
        Grid before = new Grid(40, 8);
        before.set(3, 2, true);
        DrawnCells drawn = new DrawnCells(40, 8);
        drawn.add(2, 2, computelab.life.CellEdits.Action.ALIVE);
        drawn.add(3, 2, computelab.life.CellEdits.Action.ALIVE);
        drawn.add(39, 3, computelab.life.CellEdits.Action.ALIVE);
        drawn.add(40, 3, computelab.life.CellEdits.Action.ALIVE);
        CellFlips flips = new CellFlips("drawing");
        flips.addChanged(drawn, before.copy(), 0);
        assertEquals(2, flips.count(), "the cell already alive and the one off the board do not flip");
        assertEquals(2, flips.toEdits(true, 40, 8).size(), "one word per row touched");
        assertEquals(2, flips.toEdits(false, 40, 8).size(), "one cell each");
    }
}
