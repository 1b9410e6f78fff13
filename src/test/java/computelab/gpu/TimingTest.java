package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TimingTest {
    @Test
    void medianOfOddAndEvenCountsAndMinimum() {
        assertEquals(new Timing(2, 1, 3), Timing.of(new double[] { 3, 1, 2 }));
        assertEquals(new Timing(2.5, 1, 4), Timing.of(new double[] { 4, 1, 3, 2 }));
    }

    @Test
    void quantizedZeroAndNegativeSpansAreDropped() {
        assertEquals(new Timing(5, 5, 1), Timing.of(new double[] { 0, -1, 5 }));
        assertNull(Timing.of(new double[] { 0, 0 }));
    }
}
