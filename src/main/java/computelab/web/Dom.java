package computelab.web;

import org.teavm.jso.dom.html.HTMLElement;

/**
 * Building page content from Java. TeaVM's {@code withChild} returns the parent, so creating and
 * returning the child is done here. Text always goes in as text nodes, never as HTML.
 */
public final class Dom {
    private Dom() {
    }

    /** Appends a new element and returns it. */
    public static HTMLElement append(HTMLElement parent, String tag) {
        HTMLElement child = parent.getOwnerDocument().createElement(tag);
        parent.appendChild(child);
        return child;
    }

    /** Appends a new element holding the given text and returns it. */
    public static HTMLElement append(HTMLElement parent, String tag, String text) {
        HTMLElement child = append(parent, tag);
        child.appendChild(parent.getOwnerDocument().createTextNode(text));
        return child;
    }
}
