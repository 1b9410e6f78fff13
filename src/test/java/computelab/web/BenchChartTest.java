package computelab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BenchChartTest {
    @Test
    void chartAxesEndOnOneTwoOrFiveTimesAPowerOfTen() {
        assertEquals(200, BenchChart.niceCeiling(123), 1e-9);
        assertEquals(0.5, BenchChart.niceCeiling(0.31), 1e-12);
        assertEquals(1000, BenchChart.niceCeiling(1000), 1e-9);
        assertEquals(1, BenchChart.niceCeiling(0), 1e-12);
    }
}
