package computelab.web;

import computelab.bench.BenchRow;
import computelab.lab.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Document;
import org.teavm.jso.dom.xml.Element;

/**
 * One suite's throughput against size as an inline SVG: a line per algorithm on a log2 size axis, and,
 * dashed, the ceiling in the same unit (the throughput a case would reach moving its minimum
 * traffic at copy speed, or read speed for read-only suites: throughput / fraction of that ceiling). Algorithms with different traffic per item
 * (life's representations) get one ceiling line each. Built from elements and text nodes only.
 */
final class BenchChart {
    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final String[] COLOURS = {
        "#2b6cd4", "#d4572b", "#2b9d5a", "#9b3fc4", "#c49a1b", "#1b9bc4", "#c41b6e", "#6b6b6b"
    };
    private static final int WIDTH = 680;
    private static final int HEIGHT = 320;
    private static final int LEFT = 64;
    private static final int RIGHT = 190;
    private static final int TOP = 28;
    private static final int BOTTOM = 44;

    private final Document document;
    private final Element svg;
    private double minX;
    private double maxX;
    private double maxY;

    private BenchChart(Document document, Element svg) {
        this.document = document;
        this.svg = svg;
    }

    static void draw(HTMLElement parent, String suite, List<BenchRow> rows) {
        List<BenchRow> timed = new ArrayList<>();
        for (BenchRow row : rows) {
            if (row.ok() && row.throughput() != null) {
                timed.add(row);
            }
        }
        if (timed.isEmpty()) {
            return;
        }
        HTMLElement figure = Dom.append(parent, "figure");
        figure.setAttribute("class", "bench-chart");
        Document document = parent.getOwnerDocument();
        Element svg = document.createElementNS(SVG, "svg");
        figure.appendChild(svg);
        String unit = unit(timed.get(0).throughputKey());
        svg.setAttribute("viewBox", "0 0 " + WIDTH + " " + HEIGHT);
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", suite + ": throughput in " + unit + " against size");
        svg.setAttribute("data-suite", suite);
        new BenchChart(document, svg).plot(suite, unit, timed);
        Dom.append(figure, "figcaption", suite + ": " + unit + " against size (log2); dashed: the copy ceiling "
                + "for the same minimum traffic, measured in the same run.");
    }

    private void plot(String suite, String unit, List<BenchRow> rows) {
        Map<String, TreeMap<Double, Double>> series = new LinkedHashMap<>();
        Map<Double, TreeMap<Double, Double>> ceilings = new LinkedHashMap<>();
        minX = Double.MAX_VALUE;
        maxX = -Double.MAX_VALUE;
        maxY = 0;
        for (BenchRow row : rows) {
            double x = Math.log(row.size()) / Math.log(2);
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            series.computeIfAbsent(row.algorithm(), name -> new TreeMap<>()).put(x, row.throughput());
            maxY = Math.max(maxY, row.throughput());
            if (row.fractionOfCeiling() != null) {
                double ceiling = row.throughput() / row.fractionOfCeiling();
                ceilings.computeIfAbsent(row.facts().trafficBytes() / row.facts().items(), key -> new TreeMap<>())
                        .merge(x, ceiling, Math::max);
                maxY = Math.max(maxY, ceiling);
            }
        }
        if (maxX - minX < 1) {
            minX -= 0.5;
            maxX += 0.5;
        }
        maxY = niceCeiling(maxY);
        axes(unit);
        int index = 0;
        for (Map.Entry<Double, TreeMap<Double, Double>> ceiling : ceilings.entrySet()) {
            String label = ceilings.size() == 1 ? "ceiling"
                    : "ceiling, " + Numbers.significant(ceiling.getKey(), 3) + " B/item";
            line(ceiling.getValue(), "#8a93a3", true, label, index++);
        }
        int colour = 0;
        for (Map.Entry<String, TreeMap<Double, Double>> algorithm : series.entrySet()) {
            line(algorithm.getValue(), COLOURS[colour++ % COLOURS.length], false, algorithm.getKey(), index++);
        }
        text(LEFT, 16, suite, "start").setAttribute("class", "chart-title");
    }

    private void axes(String unit) {
        element("line", "x1", LEFT, "y1", HEIGHT - BOTTOM, "x2", WIDTH - RIGHT, "y2", HEIGHT - BOTTOM)
                .setAttribute("class", "axis");
        element("line", "x1", LEFT, "y1", TOP, "x2", LEFT, "y2", HEIGHT - BOTTOM).setAttribute("class", "axis");
        int first = (int) Math.ceil(minX);
        int last = (int) Math.floor(maxX);
        int step = Math.max(1, (last - first + 1) / 10 + 1);
        for (int k = first; k <= last; k += step) {
            double x = px(k);
            element("line", "x1", x, "y1", HEIGHT - BOTTOM, "x2", x, "y2", HEIGHT - BOTTOM + 4).setAttribute("class", "axis");
            text(x, HEIGHT - BOTTOM + 16, "2^" + k, "middle");
        }
        text((LEFT + WIDTH - RIGHT) / 2.0, HEIGHT - 8, "size", "middle");
        for (int i = 0; i <= 5; i++) {
            double value = maxY * i / 5;
            double y = py(value);
            element("line", "x1", LEFT, "y1", y, "x2", WIDTH - RIGHT, "y2", y).setAttribute("class", "grid");
            text(LEFT - 6, y + 4, Numbers.significant(value, 3), "end");
        }
        Element title = text(14, (TOP + HEIGHT - BOTTOM) / 2.0, unit, "middle");
        title.setAttribute("transform", "rotate(-90 14 " + (TOP + HEIGHT - BOTTOM) / 2.0 + ")");
    }

    /** A series as a polyline with a marked point per size, and its legend entry. */
    private void line(TreeMap<Double, Double> points, String colour, boolean dashed, String label, int legendIndex) {
        StringBuilder coordinates = new StringBuilder();
        points.forEach((x, y) -> coordinates.append(px(x)).append(',').append(py(y)).append(' '));
        Element polyline = element("polyline");
        polyline.setAttribute("points", coordinates.toString().trim());
        polyline.setAttribute("fill", "none");
        polyline.setAttribute("stroke", colour);
        polyline.setAttribute("stroke-width", "2");
        polyline.setAttribute("class", dashed ? "ceiling" : "series");
        polyline.setAttribute("data-label", label);
        if (dashed) {
            polyline.setAttribute("stroke-dasharray", "6 4");
        }
        points.forEach((x, y) -> {
            Element dot = element("circle", "cx", px(x), "cy", py(y), "r", dashed ? 2 : 3.5);
            dot.setAttribute("fill", colour);
            Element tip = element(dot, "title");
            tip.appendChild(document.createTextNode(label + " at " + sizeLabel(x) + ": " + Numbers.significant(y, 4)));
        });
        double y = TOP + 8 + 18 * legendIndex;
        double x = WIDTH - RIGHT + 14;
        Element swatch = element("line", "x1", x, "y1", y, "x2", x + 22, "y2", y);
        swatch.setAttribute("stroke", colour);
        swatch.setAttribute("stroke-width", "2");
        if (dashed) {
            swatch.setAttribute("stroke-dasharray", "6 4");
        }
        text(x + 28, y + 4, label, "start");
    }

    private static String sizeLabel(double log2Size) {
        long rounded = Math.round(log2Size);
        return Math.abs(log2Size - rounded) < 1e-9 ? "2^" + rounded : Numbers.significant(Math.pow(2, log2Size), 4);
    }

    private double px(double log2Size) {
        return LEFT + (log2Size - minX) / (maxX - minX) * (WIDTH - LEFT - RIGHT);
    }

    private double py(double value) {
        return HEIGHT - BOTTOM - value / maxY * (HEIGHT - TOP - BOTTOM);
    }

    private Element text(double x, double y, String content, String anchor) {
        Element text = element("text", "x", x, "y", y);
        text.setAttribute("text-anchor", anchor);
        text.appendChild(document.createTextNode(content));
        return text;
    }

    private Element element(String tag, Object... attributes) {
        return element(svg, tag, attributes);
    }

    private Element element(Element parent, String tag, Object... attributes) {
        Element element = document.createElementNS(SVG, tag);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            Object value = attributes[i + 1];
            element.setAttribute((String) attributes[i], value instanceof Double d ? Numbers.fixed(d, 1)
                    : String.valueOf(value));
        }
        parent.appendChild(element);
        return element;
    }

    /** 1, 2 or 5 times a power of ten, at least the value (so the axis ends on a round number). */
    static double niceCeiling(double value) {
        if (!(value > 0)) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(value)));
        for (double step : new double[] { 1, 2, 5, 10 }) {
            if (value <= step * power * (1 + 1e-9)) {
                return step * power;
            }
        }
        return 10 * power;
    }

    static String unit(String throughputKey) {
        return switch (throughputKey) {
            case "gelemPerS" -> "G elements/s";
            case "gcellsPerS" -> "G cells/s";
            default -> throughputKey;
        };
    }
}
