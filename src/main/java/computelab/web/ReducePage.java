package computelab.web;

import computelab.lab.Json;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * What reduce.html shows beyond the JSON: a summary of one run, or for the ladder a bar chart of the GPU
 * time of every version (inline SVG; all text goes in as text nodes).
 */
final class ReducePage {
    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final int LABEL_WIDTH = 170;
    private static final int BAR_WIDTH = 300;
    private static final int ROW_HEIGHT = 26;
    private static final int WIDTH = 720;

    private ReducePage() {
    }

    static void show(Json.Obj result, HTMLElement output) {
        if (result.get("ladder") instanceof List<?> rows) {
            showLadder(result, rows, output);
        } else {
            showSummary(result, output);
        }
    }

    private static void showSummary(Json.Obj result, HTMLElement output) {
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "numbers reduce-summary");
        row(table, "value", String.valueOf(result.get("value")));
        if (result.get("expected") != null) {
            row(table, "CPU reference", String.valueOf(result.get("expected")));
        }
        if (result.get("maxRelErr") instanceof Double error) {
            row(table, "error / sum of |x|", scientific(error));
        }
        row(table, "GPU time (median)", millis(result.get("gpuMs")));
        if (result.get("gelemPerS") instanceof Double rate) {
            row(table, "Gelem/s", fixed(rate, 2));
        }
        row(table, "passes", String.valueOf(result.get("passes")) + " (" + result.get("path") + ")");
        row(table, "scratch bytes", String.valueOf(((Number) result.get("scratchBytes")).longValue()));
    }

    private static void row(HTMLElement table, String name, String value) {
        HTMLElement tr = Dom.append(table, "tr");
        Dom.append(tr, "th", name);
        Dom.append(tr, "td", value);
    }

    private static void showLadder(Json.Obj result, List<?> rows, HTMLElement output) {
        double slowest = 0;
        for (Object row : rows) {
            slowest = Math.max(slowest, medianOf((Json.Obj) row));
        }
        if (slowest <= 0) {
            Dom.append(output, "p", "This device offers no GPU timestamps, so there are no times to draw; "
                    + "every version's value is in the result below.");
            return;
        }
        Dom.append(output, "p", "GPU time of one reduction of " + result.get("n") + " " + result.get("type") + " ("
                + result.get("op") + "), median of the timed repetitions; shorter is faster.")
                .setAttribute("class", "chart-caption");
        HTMLDocument document = output.getOwnerDocument();
        Element svg = svg(document, "svg");
        int height = rows.size() * ROW_HEIGHT + 8;
        svg.setAttribute("viewBox", "0 0 " + WIDTH + " " + height);
        svg.setAttribute("width", String.valueOf(WIDTH));
        svg.setAttribute("height", String.valueOf(height));
        svg.setAttribute("class", "ladder-chart");
        svg.setAttribute("role", "img");
        output.appendChild(svg);
        Element title = svg(document, "title");
        title.appendChild(document.createTextNode("GPU time of every reduction version"));
        svg.appendChild(title);
        int y = 4;
        for (Object item : rows) {
            Json.Obj row = (Json.Obj) item;
            double median = medianOf(row);
            text(svg, 0, y + 17, String.valueOf(row.get("algo")), "label");
            Element bar = svg(document, "rect");
            bar.setAttribute("x", String.valueOf(LABEL_WIDTH));
            bar.setAttribute("y", String.valueOf(y + 3));
            bar.setAttribute("width", fixed(Math.max(1, BAR_WIDTH * median / slowest), 1));
            bar.setAttribute("height", String.valueOf(ROW_HEIGHT - 8));
            bar.setAttribute("class", Boolean.FALSE.equals(row.get("ok")) ? "bar wrong" : "bar");
            svg.appendChild(bar);
            text(svg, LABEL_WIDTH + BAR_WIDTH + 8, y + 17, barText(row, median), "figure");
            y += ROW_HEIGHT;
        }
    }

    /** "1.234 ms · 3.2x v1 · 41% of read", each part where known; "wrong" when the value failed. */
    private static String barText(Json.Obj row, double median) {
        StringBuilder text = new StringBuilder(median > 0 ? fixed(median, 3) + " ms" : "no time");
        if (row.get("speedupOverV1") instanceof Double speedup) {
            text.append(" · ").append(fixed(speedup, 1)).append("x v1");
        }
        if (row.get("fractionOfRead") instanceof Double fraction) {
            text.append(" · ").append(fixed(100 * fraction, 0)).append("% of read");
        }
        if (Boolean.FALSE.equals(row.get("ok"))) {
            text.append(" · WRONG");
        }
        return text.toString();
    }

    private static double medianOf(Json.Obj row) {
        return row.get("gpuMs") instanceof Json.Obj ms ? (Double) ms.get("median") : 0;
    }

    private static void text(Element svg, int x, int y, String content, String cssClass) {
        Element text = svg(svg.getOwnerDocument(), "text");
        text.setAttribute("x", String.valueOf(x));
        text.setAttribute("y", String.valueOf(y));
        text.setAttribute("class", cssClass);
        text.appendChild(svg.getOwnerDocument().createTextNode(content));
        svg.appendChild(text);
    }

    private static Element svg(org.teavm.jso.dom.xml.Document document, String tag) {
        return document.createElementNS(SVG, tag);
    }

    private static String millis(Object gpuMs) {
        return gpuMs instanceof Json.Obj ms ? fixed((Double) ms.get("median"), 4) + " ms" : "n/a (no timestamps)";
    }

    /** A number with a fixed count of decimals (String.format is not available in every TeaVM class library). */
    static String fixed(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        long scaled = Math.round(Math.abs(value) * scale);
        String digits = Long.toString(scaled);
        while (digits.length() <= decimals) {
            digits = "0" + digits;
        }
        String whole = digits.substring(0, digits.length() - decimals);
        String sign = value < 0 && scaled != 0 ? "-" : "";
        return decimals == 0 ? sign + whole : sign + whole + "." + digits.substring(digits.length() - decimals);
    }

    private static String scientific(double value) {
        if (value == 0) {
            return "0";
        }
        int exponent = (int) Math.floor(Math.log10(Math.abs(value)));
        return fixed(value / Math.pow(10, exponent), 2) + "e" + exponent;
    }
}
