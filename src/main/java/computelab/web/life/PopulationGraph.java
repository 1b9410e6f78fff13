package computelab.web.life;

import computelab.lab.Numbers;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The small population graph beside the status line (an SVG polyline in life.html), redrawn from
 * {@link PopulationSeries} at most a few times a second; its title gives the range in words.
 */
final class PopulationGraph {
    private static final double WIDTH = 200;
    private static final double HEIGHT = 40;
    private static final double REDRAW_EVERY_MS = 250;

    private final PopulationSeries series = new PopulationSeries();
    private final HTMLElement line;
    private final HTMLElement title;
    private final HTMLElement graph;
    private double lastDrawn = Double.NEGATIVE_INFINITY;
    private boolean stale;

    PopulationGraph(HTMLDocument document) {
        line = document.getElementById("life-graph-line");
        title = document.getElementById("life-graph-title");
        graph = document.getElementById("life-graph");
    }

    void add(long generation, long population) {
        series.add(generation, population);
        stale = true;
        flush();
    }

    /** Draws what was added since the last drawing, unless that was very recent (the status calls this often). */
    void flush() {
        double now = FrameWork.now();
        if (stale && now - lastDrawn >= REDRAW_EVERY_MS) {
            draw();
        }
    }

    void rewind(long generation) {
        series.rewind(generation);
        draw();
    }

    void restart() {
        series.clear();
        draw();
    }

    private void draw() {
        stale = false;
        lastDrawn = FrameWork.now();
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
