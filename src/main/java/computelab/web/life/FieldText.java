package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLElement;

/** The value of a form control (input, select or textarea), whichever kind it is. */
final class FieldText {
    private FieldText() {
    }

    @JSBody(params = "control", script = "return String(control.value);")
    static native String of(HTMLElement control);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    static native void set(HTMLElement control, String value);
}
