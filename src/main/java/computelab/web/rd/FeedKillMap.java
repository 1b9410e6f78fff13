package computelab.web.rd;

import computelab.lab.Numbers;
import computelab.rd.FeedKillPlane;
import computelab.rd.Preset;
import computelab.web.Svg;
import java.util.function.BiConsumer;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * The map of the (k, F) plane beside the model's fields, drawn once as SVG: the saddle-node line (solid)
 * and the Hopf line (dashed) of {@link FeedKillPlane}, every preset as a labelled dot, and a ring at the
 * current F and k that moves with them. A click anywhere in the plot chooses that k and F.
 */
final class FeedKillMap {
    private static final int WIDTH = 300;
    private static final int HEIGHT = 150;
    private static final double LEFT = 34;
    private static final double RIGHT = 294;
    private static final double TOP = 8;
    private static final double BOTTOM = 126;
    /** About the room a preset's label takes beside its dot: per letter, and its height. */
    private static final double LETTER_WIDTH = 5.2;
    private static final double LABEL_HEIGHT = 7;

    private final Element current;

    /** Draws the map into {@code box}; {@code chosen} receives (F, k) of every click in the plot. */
    FeedKillMap(HTMLElement box, BiConsumer<Double, Double> chosen) {
        Svg svg = Svg.in(box, WIDTH, HEIGHT);
        Element root = svg.root();
        root.setAttribute("id", "rd-map");
        root.setAttribute("role", "img");
        root.setAttribute("aria-label", "The plane of the kill rate k (across) and the feed rate F (up), with the "
                + "presets: click to choose both");
        Element clip = svg.add("clipPath", "id", "rd-plot");
        svg.add(clip, "rect", "x", LEFT, "y", TOP, "width", RIGHT - LEFT, "height", BOTTOM - TOP);
        svg.add("rect", "class", "rd-axis", "x", LEFT, "y", TOP, "width", RIGHT - LEFT, "height", BOTTOM - TOP);
        for (double k = 0.045; k <= 0.0701; k += 0.005) {
            // The last tick's label ends at the plot's edge rather than past the picture's.
            boolean last = k + 0.005 > 0.0701;
            svg.text(last ? RIGHT + 2 : x(k), BOTTOM + 12, Numbers.fixed(k, 3), last ? "end" : "middle");
        }
        for (double f = 0; f <= 0.0901; f += 0.03) {
            svg.text(LEFT - 3, y(f) + 3.5, Numbers.fixed(f, 2), "end");
        }
        svg.text(RIGHT, HEIGHT - 2, "kill rate k", "end");
        svg.text(3, y(0.045) + 3.5, "F", "start");
        svg.add("polyline", "class", "rd-saddle", "clip-path", "url(#rd-plot)", "points", line(false));
        svg.add("polyline", "class", "rd-hopf", "clip-path", "url(#rd-plot)", "points", line(true));
        for (Preset preset : Preset.ALL) {
            Element dot = svg.add("circle", "class", "rd-preset-dot", "cx", x(preset.kill()), "cy", y(preset.feed()),
                    "r", 2.6);
            svg.title(dot, preset.name() + ": F " + preset.feed() + ", k " + preset.kill() + ", " + preset.looksLike());
            boolean left = crowdedOnTheRight(preset);
            svg.text(x(preset.kill()) + (left ? -4 : 4), y(preset.feed()) + 3, preset.name(), left ? "end" : "start")
                    .setAttribute("class", "rd-preset-label");
        }
        current = svg.add("circle", "class", "rd-current", "r", 5.0, "cx", -20.0, "cy", -20.0);
        onClick(root, (px, py) -> {
            double svgX = px * WIDTH;
            double svgY = py * HEIGHT;
            if (svgX >= LEFT && svgX <= RIGHT && svgY >= TOP && svgY <= BOTTOM) {
                double kill = FeedKillPlane.MIN_KILL + (svgX - LEFT) / (RIGHT - LEFT)
                        * (FeedKillPlane.MAX_KILL - FeedKillPlane.MIN_KILL);
                double feed = FeedKillPlane.MAX_FEED - (svgY - TOP) / (BOTTOM - TOP)
                        * (FeedKillPlane.MAX_FEED - FeedKillPlane.MIN_FEED);
                chosen.accept(Math.round(feed * 10000) / 10000.0, Math.round(kill * 10000) / 10000.0);
            }
        });
    }

    /** Whether another preset's dot lies where this one's label would go on its right (so it goes on the left). */
    private static boolean crowdedOnTheRight(Preset preset) {
        for (Preset other : Preset.ALL) {
            double across = x(other.kill()) - x(preset.kill());
            if (other != preset && across > 0 && across < 6 + LETTER_WIDTH * preset.name().length()
                    && Math.abs(y(other.feed()) - y(preset.feed())) < LABEL_HEIGHT) {
                return true;
            }
        }
        return false;
    }

    /** Moves the ring to the current F and k (off the plot where they lie outside it). */
    void show(double feed, double kill) {
        current.setAttribute("cx", Numbers.fixed(x(kill), 1));
        current.setAttribute("cy", Numbers.fixed(y(feed), 1));
    }

    private static double x(double kill) {
        return LEFT + (kill - FeedKillPlane.MIN_KILL) / (FeedKillPlane.MAX_KILL - FeedKillPlane.MIN_KILL) * (RIGHT - LEFT);
    }

    private static double y(double feed) {
        return BOTTOM - (feed - FeedKillPlane.MIN_FEED) / (FeedKillPlane.MAX_FEED - FeedKillPlane.MIN_FEED)
                * (BOTTOM - TOP);
    }

    /** The saddle-node or the Hopf line as polyline points, F from 0 to the top of the plot. */
    private static String line(boolean hopf) {
        StringBuilder points = new StringBuilder();
        for (int i = 1; i <= 300; i++) {
            double feed = FeedKillPlane.MAX_FEED * i / 300;
            double kill = hopf ? FeedKillPlane.hopfKill(feed) : FeedKillPlane.saddleNodeKill(feed);
            if (!Double.isNaN(kill)) {
                points.append(Numbers.fixed(x(kill), 1)).append(',').append(Numbers.fixed(y(feed), 1)).append(' ');
            }
        }
        return points.toString().trim();
    }

    @JSFunctor
    interface Click extends JSObject {
        void at(double x, double y);
    }

    /** Clicks as fractions (0..1) of the element's width and height. */
    @JSBody(params = { "element", "click" }, script = "element.addEventListener('click', function(e) {"
            + " var r = element.getBoundingClientRect(); click((e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height); });")
    private static native void onClick(Element element, Click click);
}
