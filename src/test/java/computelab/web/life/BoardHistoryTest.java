package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Grid;
import computelab.life.PatternLibrary;
import computelab.life.Rle;
import org.junit.jupiter.api.Test;

class BoardHistoryTest {
    @Test
    void aLoadedBoardStaysReproducibleUntilSomeoneDrawsOrChangesTheRuleAfterStarting() {
        BoardHistory history = new BoardHistory();
        history.loaded(new BoardOrigin.Library("glider", PatternLibrary.load("glider"), 3, 4));
        history.ruleChanged(0);
        assertTrue(history.reproducible(), "a rule chosen before the first step is part of the start");
        history.ruleChanged(12);
        assertFalse(history.reproducible());
        history.loaded(new BoardOrigin.Random(0.3, 9));
        assertTrue(history.reproducible());
        history.edited(5);
        assertFalse(history.reproducible());
        assertFalse(history.needsStartCopy(5, 100), "drawing after the start does not change the start");
    }

    @Test
    void drawingAtGenerationZeroBecomesTheStartThatResetRestores() {
        BoardHistory history = new BoardHistory();
        history.loaded(new BoardOrigin.Empty());
        history.edited(0);
        assertTrue(history.editedWithoutCopy());
        assertTrue(history.needsStartCopy(0, 1 << 20));
        assertFalse(history.needsStartCopy(0, BoardHistory.MOST_SNAPSHOT_CELLS + 1), "too large to copy");
        Grid start = new Grid(8, 8);
        history.startCopied(start);
        assertSame(start, history.startCells());
        assertFalse(history.needsStartCopy(0, 64));
        history.edited(0);
        assertNull(history.startCells(), "drawing again at generation 0 makes a new start");
    }

    @Test
    void generationsCarriedToANewBoardAddToTheEnginesCount() {
        BoardHistory history = new BoardHistory();
        history.carriedOver(new BoardOrigin.Text(Rle.read("x = 1, y = 1\no!"), 2, 2), 500);
        assertEquals(507, history.generation(7));
        assertTrue(history.reproducible());
        history.loaded(new BoardOrigin.Empty());
        assertEquals(7, history.generation(7));
    }

    @Test
    void aBoardBroughtBackByUndoShowsItsGenerationAndIsReproducibleOnlyFromItsOrigin() {
        BoardHistory history = new BoardHistory();
        history.loaded(new BoardOrigin.Library("glider", PatternLibrary.load("glider"), 3, 4));
        BoardHistory.Memo atStart = history.memo();
        BoardHistory.Memo later = history.memo();
        history.loaded(new BoardOrigin.Empty());
        history.restored(later, 40);
        assertEquals(40, history.generation(0), "the engine counts from 0 again; the page still shows 40");
        assertFalse(history.reproducible(), "origin plus 0 generations is not this board");
        assertEquals(new BoardOrigin.Library("glider", PatternLibrary.load("glider"), 3, 4), history.origin(), "Reset still knows the origin");
        history.edited(0);
        assertFalse(history.editedWithoutCopy(), "drawing at generation 40 does not make a new start");
        history.restored(atStart, 0);
        assertTrue(history.reproducible());
        assertEquals(0, history.generation(0));
    }

    @Test
    void resetToTheDrawnStartShowsGenerationZeroAgain() {
        BoardHistory history = new BoardHistory();
        history.loaded(new BoardOrigin.Empty());
        history.edited(0);
        history.startCopied(new Grid(4, 4));
        history.restored(history.memo(), 12);
        assertEquals(12, history.generation(0));
        history.backAtStart();
        assertEquals(0, history.generation(0));
    }
}
