package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PopulationSeriesTest {
    @Test
    void theGraphSpansTheWholeRunInAtMostItsPointCount() {
        PopulationSeries series = new PopulationSeries();
        for (long generation = 0; generation < 10_000; generation += 8) {
            series.add(generation, generation % 100);
        }
        assertTrue(series.size() <= PopulationSeries.MOST && series.size() > PopulationSeries.MOST / 2, "" + series.size());
        assertEquals(0, series.generation(0));
        assertEquals(9_992, series.generation(series.size() - 1), "the newest point stays");
    }

    @Test
    void goingBackInGenerationsForgetsWhatLayAhead() {
        PopulationSeries series = new PopulationSeries();
        for (long generation = 0; generation <= 50; generation += 10) {
            series.add(generation, 100 + generation);
        }
        series.rewind(20);
        assertEquals(3, series.size());
        series.add(20, 7);
        assertEquals(3, series.size(), "an edit at the same generation replaces its point");
        assertEquals(7, series.population(2));
    }

    @Test
    void thePolylineRunsFromLeftToRightWithTheLargestPopulationAtTheTop() {
        PopulationSeries series = new PopulationSeries();
        series.add(0, 0);
        series.add(50, 40);
        series.add(100, 20);
        assertEquals("0.0,39.0 100.0,1.0 200.0,20.0", series.polyline(200, 40));
        assertEquals("", new PopulationSeries().polyline(200, 40));
        PopulationSeries one = new PopulationSeries();
        one.add(0, 5);
        assertEquals("0.0,1.0 200.0,1.0", one.polyline(200, 40), "one measurement is a level line");
    }
}
