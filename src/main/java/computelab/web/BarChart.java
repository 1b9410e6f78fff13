package computelab.web;

import computelab.lab.Numbers;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * Horizontal bars of GPU times, one per algorithm, shortest is fastest (inline SVG; every text goes in
 * as a text node). The reduce page's ladder and the scan page's comparison draw with it.
 */
public final class BarChart {
    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final int LABEL_WIDTH = 170;
    private static final int BAR_WIDTH = 300;
    private static final int ROW_HEIGHT = 26;
    private static final int WIDTH = 760;

    /** One bar: its label, its time (null: none), the text after it, and whether its result was wrong. */
    public record Bar(String label, Double millis, String note, boolean wrong) {
    }

    private BarChart() {
    }

    public static void draw(HTMLElement output, String caption, String title, List<Bar> bars) {
        double slowest = 0;
        for (Bar bar : bars) {
            slowest = Math.max(slowest, bar.millis() == null ? 0 : bar.millis());
        }
        if (slowest <= 0) {
            Dom.append(output, "p", "This device offers no GPU timestamps, so there are no times to draw.");
            return;
        }
        Dom.append(output, "p", caption).setAttribute("class", "chart-caption");
        HTMLDocument document = output.getOwnerDocument();
        Element svg = svg(document, "svg");
        int height = bars.size() * ROW_HEIGHT + 8;
        svg.setAttribute("viewBox", "0 0 " + WIDTH + " " + height);
        svg.setAttribute("width", String.valueOf(WIDTH));
        svg.setAttribute("height", String.valueOf(height));
        svg.setAttribute("class", "bar-chart");
        svg.setAttribute("role", "img");
        output.appendChild(svg);
        Element titled = svg(document, "title");
        titled.appendChild(document.createTextNode(title));
        svg.appendChild(titled);
        int y = 4;
        for (Bar bar : bars) {
            double millis = bar.millis() == null ? 0 : bar.millis();
            text(svg, 0, y + 17, bar.label(), "label");
            Element rect = svg(document, "rect");
            rect.setAttribute("x", String.valueOf(LABEL_WIDTH));
            rect.setAttribute("y", String.valueOf(y + 3));
            rect.setAttribute("width", Numbers.fixed(Math.max(1, BAR_WIDTH * millis / slowest), 1));
            rect.setAttribute("height", String.valueOf(ROW_HEIGHT - 8));
            rect.setAttribute("class", bar.wrong() ? "bar wrong" : "bar");
            svg.appendChild(rect);
            String note = (millis > 0 ? Numbers.millis(millis) : "no time") + (bar.note().isEmpty() ? "" : " · "
                    + bar.note()) + (bar.wrong() ? " · WRONG" : "");
            text(svg, LABEL_WIDTH + BAR_WIDTH + 8, y + 17, note, "figure");
            y += ROW_HEIGHT;
        }
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
}
