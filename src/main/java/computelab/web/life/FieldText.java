package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.html.HTMLElement;

/** The value of a form control (input, select or textarea), whichever kind it is. */
final class FieldText {
    private FieldText() {
    }

    @JSBody(params = "control", script = "return String(control.value);")
    static native String of(HTMLElement control);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    static native void set(HTMLElement control, String value);

    /**
     * Marks a control as being edited from its first input until its change (or until it loses the focus):
     * the panel then leaves its text as the person is typing it, whatever the board does meanwhile. Given
     * an element that holds controls, it marks each of them, those built in it later too.
     */
    static void trackEditing(HTMLElement holder) {
        holder.addEventListener("input", event -> target(event).setAttribute(EDITING, ""));
        holder.addEventListener("change", event -> target(event).removeAttribute(EDITING));
        holder.addEventListener("focusout", event -> target(event).removeAttribute(EDITING));
    }

    private static HTMLElement target(Event event) {
        return (HTMLElement) event.getTarget();
    }

    /** Whether a person is typing in the control (see {@link #trackEditing}). */
    static boolean editing(HTMLElement control) {
        return control.hasAttribute(EDITING);
    }

    private static final String EDITING = "data-editing";
}
