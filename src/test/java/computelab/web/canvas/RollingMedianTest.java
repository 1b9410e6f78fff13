package computelab.web.canvas;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


class RollingMedianTest {
    @Test
    void theMedianCoversOnlyTheLastValues() {
        RollingMedian median = new RollingMedian(3);
        assertTrue(Double.isNaN(median.median()));
        median.add(5);
        assertEquals(5, median.median());
        median.add(1);
        assertEquals(3, median.median());
        median.add(100);
        assertEquals(5, median.median());
        median.add(2);
        median.add(3);
        assertEquals(3, median.median(), "5 and 1 have left the window");
    }

    @Test
    void droppedTimestampsAreIgnored() {
        RollingMedian median = new RollingMedian(4);
        median.add(0);
        median.add(-1);
        median.add(Double.NaN);
        median.add(Double.POSITIVE_INFINITY);
        assertTrue(median.isEmpty());
    }
}
