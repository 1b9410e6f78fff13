package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PaceTest {
    private static final double FRAME = 1000.0 / 60;

    @Test
    void perSecondSpeedsSpreadGenerationsOverFrames() {
        Pace pace = new Pace();
        int total = 0;
        for (int frame = 0; frame < 120; frame++) {
            total += pace.generations(Speed.perSecond(10), FRAME, 0.01, FRAME);
        }
        assertEquals(20, total, 1);
    }

    @Test
    void aLongPauseDoesNotCauseABurst() {
        Pace pace = new Pace();
        int after = pace.generations(Speed.perSecond(60), 60_000, 0.01, FRAME);
        assertTrue(after <= 16, "generations after a minute away: " + after);
    }

    @Test
    void theGpuBudgetCapsEverySpeed() {
        Pace pace = new Pace();
        double budget = Pace.budgetMs(FRAME);
        // 3 ms per generation: only 3 fit into a 10 ms budget, whatever was asked for.
        assertEquals((int) (budget / 3), pace.generations(Speed.perFrame(128), FRAME, 3, FRAME));
        // A generation longer than the whole budget still advances one per frame.
        assertEquals(1, pace.generations(Speed.perFrame(128), FRAME, 100, FRAME));
        assertEquals(1, pace.generations(Speed.MAX, FRAME, 100, FRAME));
    }

    @Test
    void maximumSpeedGrowsGraduallyAndDropsAtOnce() {
        Pace pace = new Pace();
        int[] counts = new int[12];
        for (int frame = 0; frame < counts.length; frame++) {
            counts[frame] = pace.generations(Speed.MAX, FRAME, 0.001, FRAME);
        }
        assertEquals(2, counts[0]);
        for (int frame = 1; frame < counts.length; frame++) {
            assertTrue(counts[frame] <= 2 * counts[frame - 1]);
        }
        assertEquals(Pace.MOST_PER_FRAME, counts[counts.length - 1]);
        assertEquals((int) (Pace.budgetMs(FRAME) / 2), pace.generations(Speed.MAX, FRAME, 2, FRAME));
    }

    @Test
    void aBoardOfUnknownSpeedGetsOneGenerationToMeasure() {
        assertEquals(1, new Pace().generations(Speed.perFrame(128), FRAME, Double.NaN, FRAME));
        assertEquals(1, Pace.affordable(Double.NaN, FRAME));
    }

    @Test
    void theBudgetFollowsTheDisplayWithinLimits() {
        assertEquals(Pace.MAX_BUDGET_MS, Pace.budgetMs(100));
        assertEquals(Pace.MIN_BUDGET_MS, Pace.budgetMs(2));
        assertEquals(0.6 * 1000 / 60, Pace.budgetMs(Double.NaN), 1e-9);
    }
}
