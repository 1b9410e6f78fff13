package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FrameNeedsTest {
    @Test
    void aBoardBuiltWithoutDrawingStaysUndrawnUntilThePersonMovesTheView() {
        FrameNeeds needs = new FrameNeeds();
        needs.replaced(false);
        assertTrue(needs.takeFit());
        assertFalse(needs.takeFit(), "a fit is done once");
        assertTrue(needs.measureNow(0, false, false, false), "the new board is measured");
        assertFalse(needs.drawNow(0, false, false, false), "render=0: the canvas is left alone");
        needs.done(0, true, false);
        needs.viewChanged();
        assertTrue(needs.drawNow(10, false, false, false));
    }

    @Test
    void aLongStepDrawsAndMeasuresOnlyNowAndThenAndMeasuresAtItsEnd() {
        FrameNeeds needs = new FrameNeeds();
        needs.done(0, true, true);
        assertFalse(needs.drawNow(50, false, true, true), "drawn 50 ms ago");
        assertFalse(needs.measureNow(50, false, true, false), "measured 50 ms ago");
        assertTrue(needs.drawNow(200, false, true, true));
        assertTrue(needs.measureNow(60, false, true, true), "the step's last frame is measured");
        assertTrue(needs.drawNow(60, false, true, false), "while running every frame draws");
    }

    @Test
    void aChangeOfTheCellsIsMeasuredAndDrawnByTheNextFrameOnly() {
        FrameNeeds needs = new FrameNeeds();
        needs.done(0, true, true);
        needs.cellsChanged();
        assertTrue(needs.measureNow(10, false, false, false));
        assertTrue(needs.drawNow(10, false, false, false));
        needs.done(10, true, true);
        assertFalse(needs.measureNow(20, false, false, false));
        assertFalse(needs.drawNow(20, false, false, false));
    }
}
