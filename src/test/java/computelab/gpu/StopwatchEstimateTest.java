package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StopwatchEstimateTest {
    @Test
    void aRunOfAFewSecondsSaysNothing() {
        assertEquals("", Stopwatch.estimate(0));
        assertEquals("", Stopwatch.estimate(Stopwatch.ESTIMATE_FROM_MILLIS));
        assertEquals("", Stopwatch.estimate(Double.NaN));
    }

    @Test
    void aLongerRunSaysHowLongInTheUnitAPersonPlansWith() {
        assertEquals(": about 12 seconds on this adapter", Stopwatch.estimate(12_400));
        assertEquals(": about 89 seconds on this adapter", Stopwatch.estimate(89_000));
        assertEquals(": about 5 minutes on this adapter", Stopwatch.estimate(286_000));
        assertEquals(": about 2.5 hours on this adapter", Stopwatch.estimate(9_000_000));
    }
}
