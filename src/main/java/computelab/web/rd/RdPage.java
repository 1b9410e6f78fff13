package computelab.web.rd;

import computelab.failure.LabException;
import computelab.gpu.AdapterDescription;
import computelab.lab.Numbers;
import computelab.lab.rd.RdRequest;
import computelab.rd.InitialState;
import computelab.rd.Preset;
import computelab.rd.RdEngines;
import computelab.web.Dom;
import computelab.web.canvas.Camera;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Location;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The reaction-diffusion page's elements (reaction-diffusion.html) and what it shows: the fields of the
 * panel as the grid's parameters say, a sentence beside the controls that caused it (or over the canvas),
 * the status line, and the view state the loop reads (camera, colours, brush, steps per frame).
 */
final class RdPage {
    /** Panel sections that show their own sentence, by the id of their error element. */
    static final String SIMULATION = "rd-simulation-error";
    static final String MODEL = "rd-model-error";
    static final String GRID = "rd-grid-error";
    static final String VIEW = "rd-view-error";
    /** The panel's inputs and selects, by the contract parameter each one holds. */
    static final String[] PARAMETERS = { "F", "k", "Du", "Dv", "dt", "w", "h", "wrap", "init", "density", "seed",
        "algo", "precision" };

    private final HTMLDocument document = HTMLDocument.current();
    private final HTMLCanvasElement canvas;
    private final Camera camera = new Camera();
    private final Map<String, String> shown = new HashMap<>();
    private FeedKillMap map;

    RdPage() {
        canvas = (HTMLCanvasElement) document.getElementById("rd-canvas");
        HTMLElement presets = element("rd-preset");
        Dom.append(presets, "option", "custom F and k").setAttribute("value", "");
        for (Preset preset : Preset.ALL) {
            HTMLElement option = Dom.append(presets, "option", preset.name() + " (F " + preset.feed() + ", k "
                    + preset.kill() + ")");
            option.setAttribute("value", preset.name());
        }
        for (String name : RdEngines.NAMES) {
            Dom.append(element("rd-algo"), "option", name).setAttribute("value", name);
        }
    }

    void drawMap(java.util.function.BiConsumer<Double, Double> chosen) {
        map = new FeedKillMap(element("rd-map-box"), chosen);
    }

    HTMLCanvasElement canvas() {
        return canvas;
    }

    Camera camera() {
        return camera;
    }

    HTMLElement element(String id) {
        return document.getElementById(id);
    }

    /** The controls show the grid's parameters as the request reads them (defaults where none is given). */
    void fill(Map<String, String> parameters, RdRequest request) {
        setValue("rd-F", Float.toString(request.model().feed()));
        setValue("rd-k", Float.toString(request.model().kill()));
        setValue("rd-Du", Float.toString(request.model().diffusionU()));
        setValue("rd-Dv", Float.toString(request.model().diffusionV()));
        setValue("rd-dt", Float.toString(request.model().dt()));
        setValue("rd-w", Integer.toString(request.width()));
        setValue("rd-h", Integer.toString(request.height()));
        setValue("rd-wrap", Integer.toString(request.edges().wrap()));
        setValue("rd-init", request.init().id());
        setValue("rd-density", Double.toString(request.density()));
        setValue("rd-seed", Integer.toUnsignedString(request.seed()));
        setValue("rd-algo", request.algorithm());
        setValue("rd-precision", request.precision().id());
        boolean random = request.init() == computelab.rd.InitialState.RANDOM;
        setEnabled("rd-density", random);
        setEnabled("rd-seed", random);
        Preset preset = Preset.at(request.model().feed(), request.model().kill());
        setValue("rd-preset", preset == null ? "" : preset.name());
        map.show(request.model().feed(), request.model().kill());
        text("rd-grid", request.width() + " × " + request.height() + (request.edges().wrap() == 1 ? " torus" : " zero flux")
                + " · " + request.algorithm() + " " + request.precision().id());
    }

    /** The sentence beside a panel section's controls; empty clears it. */
    void showError(String section, String sentence) {
        text(section, sentence);
        if (!sentence.isEmpty()) {
            clearMessage();
        }
    }

    /** A sentence over the canvas (GPU failures, a URL that names no possible grid). */
    void showMessage(String sentence) {
        HTMLElement message = element("message");
        message.clear();
        Dom.append(message, "p", sentence);
    }

    void clearMessage() {
        element("message").clear();
    }

    void showAdapter(AdapterDescription adapter) {
        text("rd-adapter", adapter.description().isEmpty() ? adapter.vendor() : adapter.description());
    }

    /** The status line: the step, the GPU time per step and the rate, or that the grid is paused. */
    void showStatus(long steps, String timing, String rate) {
        text("rd-steps", computelab.lab.Numbers.count(steps));
        element("rd-status").setAttribute("data-steps", Long.toString(steps));
        text("rd-timing", timing);
        text("rd-rate", rate);
    }

    void showCursor(String where) {
        text("rd-cursor", where);
    }

    void showPlaying(boolean playing) {
        element("rd-studio").setAttribute("data-playing", playing ? "1" : "0");
        element("rd-play").setAttribute("aria-pressed", playing ? "true" : "false");
        text("rd-play", playing ? "Pause" : "Play");
    }

    void showShareLink(String link) {
        setValue("rd-share-link", link);
    }

    /** What the share link leaves out, if anything. */
    void showShareNote(String note) {
        text("rd-share-note", note);
    }

    int stepsPerFrame() {
        return Integer.parseInt(value("rd-speed"));
    }

    int brushSize() {
        return Integer.parseInt(value("rd-brush-size"));
    }

    boolean erasing() {
        return value("rd-brush").equals("erase");
    }

    int colours() {
        return Integer.parseInt(value("rd-colours"));
    }

    String value(String id) {
        return controlValue(element(id));
    }

    /** Whether the URL asks for a contract run (run=1), which builds its own grid. */
    boolean urlRunsAtOnce() {
        try {
            return "1".equals(urlParameters().get("run"));
        } catch (LabException malformed) {
            return false;
        }
    }

    /**
     * The URL's parameters for the first grid. Where they name no possible grid the sentence says why over
     * the canvas, which shows the defaults; where the URL itself is malformed the shell says why.
     */
    Map<String, String> urlParametersOrDefaults() {
        try {
            Map<String, String> texts = urlParameters();
            RdRequest.of(texts);
            return texts;
        } catch (LabException impossible) {
            showMessage(impossible.getMessage() + " The grid shows the defaults instead.");
            return Map.of();
        }
    }

    private Map<String, String> urlParameters() {
        return RdRequest.PARAMS.texts(Location.current().getSearch());
    }

    private void text(String id, String content) {
        // Only touch the page when something changed: status updates come many times a second.
        if (content.equals(shown.get(id))) {
            return;
        }
        shown.put(id, content);
        element(id).withText(content);
    }

    private void setValue(String id, String value) {
        setControlValue(element(id), value);
    }

    private void setEnabled(String id, boolean enabled) {
        if (enabled) {
            element(id).removeAttribute("disabled");
        } else {
            element(id).setAttribute("disabled", "");
        }
    }

    @JSBody(params = "control", script = "return String(control.value);")
    private static native String controlValue(HTMLElement control);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    private static native void setControlValue(HTMLElement control, String value);
}
