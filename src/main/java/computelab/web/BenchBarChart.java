package computelab.web;

import computelab.lab.BenchBaseline;
import computelab.lab.Numbers;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * A suite run at one size: a horizontal bar per algorithm on a log10 throughput axis, its value and
 * fraction of its ceiling written beside it, a dashed mark at its ceiling, and, faint under it, the
 * baseline's bar for the same case.
 */
final class BenchBarChart {
    private static final int WIDTH = 720;
    private static final int LEFT = 140;
    private static final int RIGHT = 196;
    private static final int TOP = 30;
    private static final int ROW = 26;
    private static final int BAR = 13;
    private static final int BOTTOM = 36;

    private final Svg svg;
    private final String unit;
    private final LogScale x;

    private BenchBarChart(Svg svg, String unit, LogScale x) {
        this.svg = svg;
        this.unit = unit;
        this.x = x;
    }

    static void draw(HTMLElement figure, String suite, String unit, List<ChartPoint> points,
            BenchBaseline baseline) {
        double low = Double.MAX_VALUE;
        double high = 0;
        for (ChartPoint point : points) {
            low = Math.min(low, point.value());
            high = Math.max(high, point.ceiling() == null ? point.value() : Math.max(point.value(), point.ceiling()));
            Double before = point.in(baseline, suite);
            if (before != null && before > 0) {
                low = Math.min(low, before);
                high = Math.max(high, before);
            }
        }
        int height = TOP + points.size() * ROW + BOTTOM;
        Svg svg = Svg.in(figure, WIDTH, height);
        Element root = svg.root();
        root.setAttribute("role", "img");
        root.setAttribute("aria-label", suite + ": throughput of each algorithm at " + points.get(0).sizeLabel()
                + ", log scale");
        root.setAttribute("data-suite", suite);
        root.setAttribute("data-kind", "bars");
        root.setAttribute("data-scale", "log");
        new BenchBarChart(svg, unit, LogScale.covering(low, high)).plot(suite, points, baseline, height);
    }

    private void plot(String suite, List<ChartPoint> points, BenchBaseline baseline, int height) {
        svg.text(0, 18, suite + " · " + points.get(0).sizeLabel() + (points.get(0).side() ? " board" : " elements"),
                "start").setAttribute("class", "chart-title");
        double bottom = height - BOTTOM;
        // Across more than one decade only the powers of ten are labelled: the labels are wider than 2 and 5 are apart.
        boolean labelAll = Math.log10(x.max() / x.min()) <= 1.01;
        for (double tick : x.ticks()) {
            double at = px(tick);
            svg.add("line", "x1", at, "y1", TOP - 4, "x2", at, "y2", bottom, "class", "grid");
            double decade = Math.log10(tick);
            if (labelAll || Math.abs(decade - Math.rint(decade)) < 1e-9) {
                svg.text(at, bottom + 15, Numbers.rate(tick, unit), "middle");
            }
        }
        svg.add("line", "x1", LEFT, "y1", TOP - 4, "x2", LEFT, "y2", bottom, "class", "axis");
        svg.text((LEFT + WIDTH - RIGHT) / 2.0, height - 4, "throughput (log scale)", "middle")
                .setAttribute("class", "axis-title");
        double top = TOP;
        for (ChartPoint point : points) {
            row(suite, point, point.in(baseline, suite), top);
            top += ROW;
        }
    }

    private void row(String suite, ChartPoint point, Double before, double top) {
        double middle = top + ROW / 2.0;
        svg.text(LEFT - 8, middle + 4, point.algorithm(), "end").setAttribute("class", "bar-label");
        double barTop = top + (ROW - BAR) / 2.0 - (before == null ? 0 : 3);
        Element bar = svg.add("rect", "x", (double) LEFT, "y", barTop, "width", Math.max(1, px(point.value()) - LEFT),
                "height", (double) BAR, "class", point.suspect() ? "bar suspect" : "bar",
                "data-value", String.valueOf(point.value()), "data-label", point.algorithm());
        String fraction = point.ceiling() == null ? "" : " · " + Numbers.percent(point.value() / point.ceiling())
                + " of " + point.ceilingKind() + (point.suspect() ? " ⚠" : "");
        svg.title(bar, point.algorithm() + ": " + Numbers.rate(point.value(), unit) + fraction);
        if (before != null && before > 0) {
            Element ghost = svg.add("rect", "x", (double) LEFT, "y", barTop + BAR + 1, "width",
                    Math.max(1, px(before) - LEFT), "height", 5.0, "class", "baseline", "data-value", String.valueOf(before));
            svg.title(ghost, point.algorithm() + " in the baseline: " + Numbers.rate(before, unit));
        }
        if (point.ceiling() != null) {
            double at = px(point.ceiling());
            Element mark = svg.add("line", "x1", at, "y1", top + 3, "x2", at, "y2", top + ROW - 3, "class", "ceiling",
                    "stroke-dasharray", "3 2", "data-value", String.valueOf(point.ceiling()));
            svg.title(mark, point.ceilingKind() + " ceiling for " + point.algorithm() + ": "
                    + Numbers.rate(point.ceiling(), unit));
        }
        svg.text(WIDTH - RIGHT + 8, middle + 4, Numbers.rate(point.value(), unit) + fraction, "start")
                .setAttribute("class", point.suspect() ? "figure suspect" : "figure");
    }

    private double px(double value) {
        return LEFT + x.fraction(value) * (WIDTH - LEFT - RIGHT);
    }
}
