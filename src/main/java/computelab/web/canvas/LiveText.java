package computelab.web.canvas;

import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * A canvas page's status as it writes it many times a second: each text and attribute touches the DOM
 * only when its value changes. Set again, even to the value it had, an attribute made the idle page's every
 * frame lay out, paint and composite (a tenth of a core on SwiftShader, doing nothing). An element the page
 * lacks is left alone.
 */
public final class LiveText {
    private final Map<String, String> shown = new HashMap<>();

    /** Sets the text of the element with this id. */
    public void text(String id, String value) {
        HTMLElement element = changed(id, id, value);
        if (element != null) {
            element.setTextContent(value);
        }
    }

    /** Sets an attribute of the element with this id. */
    public void attribute(String id, String name, String value) {
        HTMLElement element = changed(id + "@" + name, id, value);
        if (element != null) {
            element.setAttribute(name, value);
        }
    }

    /** The element to write, or null where the value under this key is shown already or there is no element. */
    private HTMLElement changed(String key, String id, String value) {
        if (value.equals(shown.get(key))) {
            return null;
        }
        HTMLElement element = Window.current().getDocument().getElementById(id);
        if (element != null) {
            shown.put(key, value);
        }
        return element;
    }
}
