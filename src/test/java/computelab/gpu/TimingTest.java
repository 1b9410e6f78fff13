package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TimingTest {
    @Test
    void medianOfOddAndEvenCountsAndMinimum() {
        assertEquals(new Timing(2, 1, 1, 3), Timing.of(new double[] { 3, 1, 2 }));
        assertEquals(new Timing(2.5, 1, 1.5, 4), Timing.of(new double[] { 4, 1, 3, 2 }));
    }

    @Test
    void theSpreadIsTheInterquartileRangeSoOneStrayRepetitionBarelyMovesIt() {
        double[] millis = { 1.00, 1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 9.0 };
        Timing timing = Timing.of(millis);
        assertEquals(1.04, timing.median(), 1e-12);
        assertEquals(1.06 - 1.02, timing.spread(), 1e-12);
    }

    @Test
    void quantizedZeroAndNegativeSpansAreDropped() {
        assertEquals(new Timing(5, 5, 0, 1), Timing.of(new double[] { 0, -1, 5 }));
        assertNull(Timing.of(new double[] { 0, 0 }));
    }
}
