package computelab.web;

import computelab.lab.Numbers;
import org.teavm.jso.dom.xml.Document;
import org.teavm.jso.dom.xml.Element;

/** Builds inline SVG from elements and text nodes only (no markup is ever parsed). */
public final class Svg {
    private static final String NAMESPACE = "http://www.w3.org/2000/svg";

    private final Document document;
    private final Element root;

    private Svg(Document document, Element root) {
        this.document = document;
        this.root = root;
    }

    /** A new {@code <svg>} with the given view box, appended to {@code parent}. */
    public static Svg in(Element parent, int width, int height) {
        Document document = parent.getOwnerDocument();
        Element svg = document.createElementNS(NAMESPACE, "svg");
        svg.setAttribute("viewBox", "0 0 " + width + " " + height);
        parent.appendChild(svg);
        return new Svg(document, svg);
    }

    public Element root() {
        return root;
    }

    /** An element under the root: attributes as name, value pairs; doubles written with one decimal. */
    public Element add(String tag, Object... attributes) {
        return add(root, tag, attributes);
    }

    public Element add(Element parent, String tag, Object... attributes) {
        Element element = document.createElementNS(NAMESPACE, tag);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            Object value = attributes[i + 1];
            element.setAttribute((String) attributes[i], value instanceof Double d ? Numbers.fixed(d, 1)
                    : String.valueOf(value));
        }
        parent.appendChild(element);
        return element;
    }

    /** A text element, anchored "start", "middle" or "end" at (x, y). */
    public Element text(double x, double y, String content, String anchor) {
        Element text = add("text", "x", x, "y", y, "text-anchor", anchor);
        text.appendChild(document.createTextNode(content));
        return text;
    }

    /** A tooltip for an element. */
    public void title(Element element, String content) {
        add(element, "title").appendChild(document.createTextNode(content));
    }
}
