package computelab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchChartTest {
    @Test
    void aLogScaleRunsFromAPowerOfTenBelowTheSmallestValueToOneAboveTheLargest() {
        LogScale scale = LogScale.covering(0.0123, 45.6);
        assertEquals(0.01, scale.min(), 1e-15);
        assertEquals(100, scale.max(), 1e-12);
        // A value on a power of ten is not left on the edge of the axis.
        LogScale exact = LogScale.covering(1, 10);
        assertEquals(0.1, exact.min(), 1e-15);
        assertEquals(100, exact.max(), 1e-12);
    }

    @Test
    void theSmallestValueKeepsAVisibleShareOfAnAxisOfManyDecades() {
        LogScale scale = LogScale.covering(1.15, 2e9);
        assertEquals(0.1, scale.min(), 1e-15);
        assertTrue(scale.fraction(1.15) >= 1.0 / 48, String.valueOf(scale.fraction(1.15)));
    }

    @Test
    void equalRatiosTakeEqualDistances() {
        LogScale scale = LogScale.covering(0.02, 300);
        assertEquals(scale.fraction(2) - scale.fraction(1), scale.fraction(200) - scale.fraction(100), 1e-12);
        assertEquals(0, scale.fraction(scale.min()), 1e-12);
        assertEquals(1, scale.fraction(scale.max()), 1e-12);
    }

    @Test
    void ticksAreDecadesWithTwoAndFiveBetweenThemOnShortAxes() {
        List<Double> shortAxis = LogScale.covering(3, 40).ticks();
        assertEquals(List.of(1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0), rounded(shortAxis));
        List<Double> longAxis = LogScale.covering(0.001, 5000).ticks();
        assertEquals(List.of(1e-4, 1e-3, 1e-2, 1e-1, 1.0, 10.0, 100.0, 1e3, 1e4), rounded(longAxis));
        assertTrue(LogScale.covering(1e-6, 1e6).ticks().size() <= 9, "a very long axis thins its ticks");
    }

    @Test
    void ratesAreLabelledForTheirItems() {
        assertEquals("cells", BenchChart.unit("gcellsPerS"));
        assertEquals("elements", BenchChart.unit("gelemPerS"));
        assertEquals("keys", BenchChart.unit("gkeysPerS"));
    }

    private static List<Double> rounded(List<Double> values) {
        return values.stream().map(v -> Double.parseDouble(String.format("%.6g", v))).toList();
    }
}
