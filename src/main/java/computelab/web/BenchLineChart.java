package computelab.web;

import computelab.bench.Sizes;
import computelab.lab.BenchBaseline;
import computelab.lab.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * Throughput against size for a suite run at several sizes: a line per algorithm, sizes on a log2 axis
 * (ticks at the sizes that ran), throughput on a log10 axis; dashed, each ceiling (one per kind and traffic
 * per item: life's representations move different bytes per cell); faint, the baseline's lines.
 */
final class BenchLineChart {
    private static final String[] COLOURS = {
        "#2b6cd4", "#d4572b", "#2b9d5a", "#9b3fc4", "#c49a1b", "#1b9bc4", "#c41b6e", "#6b6b6b"
    };
    private static final int WIDTH = 680;
    private static final int HEIGHT = 300;
    private static final int LEFT = 112;
    private static final int RIGHT = 176;
    private static final int TOP = 30;
    private static final int BOTTOM = 40;
    /** Ceilings of different kinds or traffic side by side: one dash pattern each. */
    private static final String[] DASHES = { "6 4", "2 3", "10 3 2 3" };

    private final Svg svg;
    private final String unit;
    private double minX;
    private double maxX;
    private LogScale y;
    private final Map<Double, String> sizeLabels = new TreeMap<>();

    private BenchLineChart(Svg svg, String unit) {
        this.svg = svg;
        this.unit = unit;
    }

    static void draw(HTMLElement figure, String suite, String unit, List<ChartPoint> points,
            BenchBaseline baseline) {
        Svg svg = Svg.in(figure, WIDTH, HEIGHT);
        Element root = svg.root();
        root.setAttribute("role", "img");
        root.setAttribute("aria-label", suite + ": throughput against size, log scales");
        root.setAttribute("data-suite", suite);
        root.setAttribute("data-kind", "lines");
        root.setAttribute("data-scale", "log");
        new BenchLineChart(svg, unit).plot(suite, points, baseline);
    }

    private void plot(String suite, List<ChartPoint> points, BenchBaseline baseline) {
        Map<String, TreeMap<Double, Double>> series = new LinkedHashMap<>();
        Map<String, TreeMap<Double, Double>> ceilings = new LinkedHashMap<>();
        Map<String, TreeMap<Double, Double>> baselines = new LinkedHashMap<>();
        boolean side = points.get(0).side();
        minX = Double.MAX_VALUE;
        maxX = -Double.MAX_VALUE;
        double low = Double.MAX_VALUE;
        double high = 0;
        for (ChartPoint point : points) {
            double x = log2(point.items());
            sizeLabels.put(x, point.sizeLabel());
            series.computeIfAbsent(point.algorithm(), name -> new TreeMap<>()).put(x, point.value());
            low = Math.min(low, point.value());
            high = Math.max(high, point.value());
            if (point.ceiling() != null) {
                // Life's ceilings are all copies, one per representation; the copy suite has a copy and a read.
                String key = side ? "ceiling, " + bits(point.trafficPerItem()) + "/cell" : point.ceilingKind() + " ceiling";
                ceilings.computeIfAbsent(key, k -> new TreeMap<>()).merge(x, point.ceiling(), Math::max);
                high = Math.max(high, point.ceiling());
            }
        }
        if (baseline != null) {
            for (BenchBaseline.Row row : baseline.rows()) {
                if (row.suite().equals(suite) && series.containsKey(row.algorithm()) && row.throughput() != null
                        && row.throughput() > 0) {
                    double x = log2(side ? (double) row.n() * row.n() : row.n());
                    baselines.computeIfAbsent(row.algorithm(), k -> new TreeMap<>()).put(x, row.throughput());
                    sizeLabels.putIfAbsent(x, side ? row.n() + " x " + row.n() : Sizes.format(row.n()));
                    low = Math.min(low, row.throughput());
                    high = Math.max(high, row.throughput());
                }
            }
        }
        for (double x : sizeLabels.keySet()) {
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
        }
        minX -= 0.5;
        maxX += 0.5;
        y = LogScale.covering(low, high);
        axes(side);
        svg.text(LEFT, 18, suite, "start").setAttribute("class", "chart-title");
        int legend = 0;
        int colour = 0;
        List<String> algorithms = new ArrayList<>(series.keySet());
        for (String algorithm : algorithms) {
            String stroke = COLOURS[colour++ % COLOURS.length];
            if (baselines.containsKey(algorithm)) {
                line(baselines.get(algorithm), stroke, "baseline", algorithm + " (baseline)");
            }
            line(series.get(algorithm), stroke, "series", algorithm);
            legend(legend++, stroke, "series", algorithm);
        }
        int dash = 0;
        for (Map.Entry<String, TreeMap<Double, Double>> ceiling : ceilings.entrySet()) {
            String pattern = DASHES[dash++ % DASHES.length];
            line(ceiling.getValue(), "#8a93a3", "ceiling", ceiling.getKey()).setAttribute("stroke-dasharray", pattern);
            legend(legend++, "#8a93a3", "ceiling", ceiling.getKey()).setAttribute("stroke-dasharray", pattern);
        }
        if (!baselines.isEmpty()) {
            legend(legend, "#8a93a3", "baseline", "baseline (faint)");
        }
    }

    private void axes(boolean side) {
        svg.add("line", "x1", LEFT, "y1", HEIGHT - BOTTOM, "x2", WIDTH - RIGHT, "y2", HEIGHT - BOTTOM)
                .setAttribute("class", "axis");
        svg.add("line", "x1", LEFT, "y1", TOP, "x2", LEFT, "y2", HEIGHT - BOTTOM).setAttribute("class", "axis");
        int every = Math.max(1, (sizeLabels.size() + 6) / 7);
        int index = 0;
        for (Map.Entry<Double, String> size : sizeLabels.entrySet()) {
            double x = px(size.getKey());
            svg.add("line", "x1", x, "y1", HEIGHT - BOTTOM, "x2", x, "y2", HEIGHT - BOTTOM + 4).setAttribute("class", "axis");
            if (index++ % every == 0) {
                svg.text(x, HEIGHT - BOTTOM + 16, size.getValue(), "middle");
            }
        }
        svg.text((LEFT + WIDTH - RIGHT) / 2.0, HEIGHT - 6, side ? "board (cells, log scale)" : "elements (log scale)",
                "middle").setAttribute("class", "axis-title");
        for (double tick : y.ticks()) {
            double at = py(tick);
            svg.add("line", "x1", LEFT, "y1", at, "x2", WIDTH - RIGHT, "y2", at).setAttribute("class", "grid");
            svg.text(LEFT - 6, at + 4, Numbers.rate(tick, unit), "end");
        }
    }

    /** A series as a polyline with a marked point per size. */
    private Element line(TreeMap<Double, Double> points, String colour, String kind, String label) {
        StringBuilder coordinates = new StringBuilder();
        points.forEach((x, value) -> coordinates.append(Numbers.fixed(px(x), 1)).append(',')
                .append(Numbers.fixed(py(value), 1)).append(' '));
        Element polyline = svg.add("polyline", "points", coordinates.toString().trim(), "fill", "none",
                "stroke", colour, "class", kind, "data-label", label);
        if (kind.equals("ceiling")) {
            polyline.setAttribute("stroke-dasharray", "6 4");
        }
        points.forEach((x, value) -> {
            Element dot = svg.add("circle", "cx", px(x), "cy", py(value), "r", kind.equals("series") ? 3.5 : 2.0,
                    "fill", colour, "class", kind.equals("series") ? "point" : kind + "-point",
                    "data-value", String.valueOf(value), "data-label", label);
            svg.title(dot, label + " at " + sizeLabels.get(x) + ": " + Numbers.rate(value, unit));
        });
        return polyline;
    }

    private Element legend(int index, String colour, String kind, String label) {
        double y0 = TOP + 6 + 18 * index;
        double x0 = WIDTH - RIGHT + 14;
        Element swatch = svg.add("line", "x1", x0, "y1", y0, "x2", x0 + 22, "y2", y0, "stroke", colour,
                "class", "legend-" + kind);
        if (kind.equals("ceiling")) {
            swatch.setAttribute("stroke-dasharray", "6 4");
        }
        svg.text(x0 + 28, y0 + 4, label, "start");
        return swatch;
    }

    /** A board's minimum traffic per cell, e.g. "2 bits" (bit-packed) or "64 bits" (a word read and written). */
    private static String bits(double bytesPerCell) {
        double bits = bytesPerCell * 8;
        return (Math.abs(bits - Math.rint(bits)) < 1e-9 ? Numbers.fixed(bits, 0) : Numbers.significant(bits, 3)) + " bits";
    }

    private static double log2(double value) {
        return Math.log(value) / Math.log(2);
    }

    private double px(double log2Size) {
        return LEFT + (log2Size - minX) / (maxX - minX) * (WIDTH - LEFT - RIGHT);
    }

    private double py(double value) {
        return HEIGHT - BOTTOM - y.fraction(value) * (HEIGHT - TOP - BOTTOM);
    }
}
