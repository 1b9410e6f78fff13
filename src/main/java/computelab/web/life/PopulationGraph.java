package computelab.web.life;

import computelab.lab.Numbers;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The small population graph beside the status line (an SVG polyline in life.html), drawn from the
 * model's {@link PopulationSeries} at most a few times a second while it grows; its title gives the
 * range in words.
 */
final class PopulationGraph {
    private static final double WIDTH = 200;
    private static final double HEIGHT = 40;
    private static final double REDRAW_EVERY_MS = 250;

    private final HTMLElement line;
    private final HTMLElement title;
    private final HTMLElement graph;
    private double lastDrawn = Double.NEGATIVE_INFINITY;
    private int drawnChanges = -1;
    private int drawnSize = -1;

    PopulationGraph(HTMLDocument document) {
        line = document.getElementById("life-graph-line");
        title = document.getElementById("life-graph-title");
        graph = document.getElementById("life-graph");
    }

    /** Draws the series if it changed, unless it only grew and was drawn very recently. */
    void render(PopulationSeries series) {
        if (series.changes() == drawnChanges) {
            return;
        }
        double now = Performance.now();
        boolean grew = series.size() > drawnSize && drawnSize > 0;
        if (grew && now - lastDrawn < REDRAW_EVERY_MS) {
            return;
        }
        lastDrawn = now;
        drawnChanges = series.changes();
        drawnSize = series.size();
        line.setAttribute("points", series.polyline(WIDTH, HEIGHT));
        graph.setAttribute("data-points", Integer.toString(series.size()));
        String words = series.size() == 0 ? "Population over time"
                : "Population from generation " + Numbers.count(series.generation(0)) + " to "
                        + Numbers.count(series.generation(series.size() - 1)) + ": between "
                        + Numbers.count(series.minPopulation()) + " and " + Numbers.count(series.maxPopulation());
        title.setTextContent(words);
        graph.setAttribute("aria-label", words);
    }
}
