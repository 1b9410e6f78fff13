package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RunProgressTest {
    @Test
    void aLongStepIsTakenFrameByFrameAndShowsItsCountOnlyOnceItTakesAQuarterOfASecond() {
        RunProgress progress = new RunProgress();
        progress.step(1000, 0);
        assertEquals(300, progress.take(300));
        progress.frameDone(100);
        assertNull(progress.bar(), "a short step shows no progress");
        assertEquals(300, progress.take(300));
        progress.frameDone(300);
        assertEquals(new RunProgress.Bar("Step", 600, 1000), progress.bar());
        progress.step(500, 320);
        assertEquals(900, progress.take(5000), "a step pressed again adds to the one under way");
        assertFalse(progress.stepping());
        progress.frameDone(400);
        assertNull(progress.bar(), "a finished step takes its bar away");
    }

    @Test
    void stopEndsAStepWhereItGotAndAFrameTakesNoneOfIt() {
        RunProgress progress = new RunProgress();
        progress.step(1000, 0);
        progress.take(10);
        progress.stopStepping();
        assertFalse(progress.stepping());
        assertEquals(0, progress.take(100));
        assertEquals(0, progress.take(-5), "a frame with no room left takes nothing");
    }

    @Test
    void aRunShowsItsCountOnceItTakesAQuarterOfASecondUntilItEnds() {
        RunProgress progress = new RunProgress();
        progress.runStarting(1000);
        assertFalse(progress.runAt(10, 100, 1100));
        assertNull(progress.bar());
        assertTrue(progress.runAt(40, 100, 1300));
        assertEquals(new RunProgress.Bar("Run", 40, 100), progress.bar());
        progress.runEnded();
        assertNull(progress.bar());
    }
}
