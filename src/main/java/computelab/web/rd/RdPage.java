package computelab.web.rd;

import computelab.gpu.AdapterDescription;
import computelab.lab.Numbers;
import computelab.lab.Param;
import computelab.lab.rd.RdRequest;
import computelab.lab.Request;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import computelab.rd.Preset;
import computelab.rd.RdEngines;
import computelab.data.FloatText;
import computelab.web.Dom;
import computelab.web.canvas.Camera;
import computelab.web.canvas.LiveText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The reaction-diffusion page's elements (reaction-diffusion.html) and what it shows: the panel's fields
 * filled from the page's table as the grid's typed request holds them; a value that was not taken stays in
 * its field, marked, with its sentence in the line of the field's section; a sentence beside the buttons
 * that caused it (or over the canvas); the status line, and the view state the loop reads (camera,
 * colours, brush, steps per frame). Each action of the person's takes the sentences of the one before away.
 */
final class RdPage {
    /** Panel sections that show their own sentence, by the id of their error element. */
    static final String SIMULATION = "rd-simulation-error";
    static final String MODEL = "rd-model-error";
    static final String VIEW = "rd-view-error";
    /** Every section's line for sentences. */
    private static final String[] SECTIONS = { SIMULATION, MODEL, "rd-grid-error", VIEW };

    private final HTMLDocument document = HTMLDocument.current();
    private final HTMLCanvasElement canvas;
    private final Camera camera = new Camera();
    private final LiveText live = new LiveText();
    private final List<FieldMistake> mistakes = new ArrayList<>();
    private FeedKillMap map;
    private Request asked;
    private RdRequest request;

    RdPage() {
        canvas = (HTMLCanvasElement) document.getElementById("rd-canvas");
        HTMLElement presets = element("rd-preset");
        option(presets, "", "custom F and k");
        for (Preset preset : Preset.ALL) {
            option(presets, preset.name(), preset.name() + " (F " + FloatText.shortest(preset.feed()) + ", k "
                    + FloatText.shortest(preset.kill()) + ")");
        }
        for (String name : RdEngines.NAMES) {
            option(element("rd-algo"), name, name);
        }
        for (Precision precision : Precision.values()) {
            option(element("rd-precision"), precision.id(), precision.id());
        }
    }

    private static void option(HTMLElement select, String value, String label) {
        Dom.append(select, "option", label).setAttribute("value", value);
    }

    /** The panel's fields of the grid's and the model's parameters, from the table's groups. */
    static List<Param<?>> fields() {
        List<Param<?>> fields = new ArrayList<>(RdRequest.MODEL);
        fields.addAll(RdRequest.GRID);
        return fields;
    }

    static String idOf(Param<?> param) {
        return "rd-" + param.name();
    }

    void drawMap(BiConsumer<Double, Double> chosen) {
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

    /** The grid as built or changed: its parameters in their fields (those with a mistake keep their text). */
    void showGrid(Request grid, RdRequest built) {
        asked = grid;
        request = built;
        showPanel();
        map.show(built.model().feed(), built.model().kill());
        Preset preset = Preset.at(built.model().feed(), built.model().kill());
        setValue("rd-preset", preset == null ? "" : preset.name());
        live.text("rd-grid", built.width() + " × " + built.height() + (built.edges().wrap() == 1 ? " torus" : " zero flux")
                + " · " + built.algorithm() + " " + built.precision().id());
    }

    /** A person's action begins: the sentences of the one before go (a lost device's Reconnect stays). */
    void clearNotes() {
        mistakes.clear();
        for (String section : SECTIONS) {
            live.text(section, "");
        }
        live.text("rd-share-note", "");
        if (document.getElementById("reconnect") == null) {
            clearMessage();
        }
        showPanel();
    }

    /** A value that was not taken: in its field as typed, marked, its sentence in the field's section. */
    void mistake(FieldMistake mistake) {
        if (mistake.param() == null) {
            showMessage(mistake.sentence());
            return;
        }
        mistakes.add(mistake);
        showPanel();
    }

    /** The values of the page's URL that were not taken (the grid shows the rest). */
    void urlMistakes(List<FieldMistake> wrong) {
        for (FieldMistake mistake : wrong) {
            mistake(mistake);
        }
    }

    private void showPanel() {
        if (asked == null) {
            return;
        }
        Map<String, String> sentences = new HashMap<>();
        for (Param<?> param : fields()) {
            HTMLElement control = element(idOf(param));
            FieldMistake mistake = mistakeIn(param);
            boolean menu = "SELECT".equals(control.getTagName());
            setValue(idOf(param), mistake != null && mistake.given() != null && !menu ? mistake.given() : inUse(param));
            String slot = sectionLine(control);
            if (mistake == null) {
                control.removeAttribute("aria-invalid");
                control.removeAttribute("aria-describedby");
            } else {
                control.setAttribute("aria-invalid", "true");
                control.setAttribute("aria-describedby", slot);
                sentences.merge(slot, mistake.sentence(), (first, second) -> first + " " + second);
            }
        }
        for (String section : SECTIONS) {
            if (sentences.containsKey(section) || !section.equals(SIMULATION) && !section.equals(VIEW)) {
                live.text(section, sentences.getOrDefault(section, ""));
            }
        }
        boolean random = request.init() == InitialState.RANDOM;
        setEnabled(idOf(RdRequest.DENSITY), random || mistakeIn(RdRequest.DENSITY) != null);
        setEnabled(idOf(RdRequest.SEED), random || mistakeIn(RdRequest.SEED) != null);
    }

    /**
     * The value in use: as given, or as its parameter writes it (the shortest decimal: 0.0367 from a preset,
     * 1 not 1.0); the start's density and seed where they take their defaults.
     */
    private String inUse(Param<?> param) {
        if (param == RdRequest.DENSITY && asked.get(RdRequest.DENSITY) == null) {
            return Numbers.plain(request.density());
        }
        if (param == RdRequest.SEED && asked.get(RdRequest.SEED) == null) {
            return Integer.toUnsignedString(request.seed());
        }
        return asked.text(param);
    }

    private FieldMistake mistakeIn(Param<?> param) {
        for (FieldMistake mistake : mistakes) {
            if (mistake.param() == param) {
                return mistake;
            }
        }
        return null;
    }

    /** The precisions this device stores: f16 only where the adapter offers shader-f16. */
    void offerPrecisions(boolean shaderF16) {
        HTMLElement half = document.querySelector("#rd-precision option[value='f16']");
        if (shaderF16) {
            half.removeAttribute("disabled");
            half.withText(Precision.F16.id());
        } else {
            half.setAttribute("disabled", "");
            half.withText(Precision.F16.id() + " (this GPU has no shader-f16)");
        }
    }

    /**
     * Without a GPU nothing here can run: every control but the message's close button is disabled, and
     * the panel shows the defaults the page would start from.
     */
    void withoutGpu(Request defaults) {
        showGrid(defaults, RdRequest.of(defaults));
        NodeList<? extends HTMLElement> controls = document.querySelectorAll(
                "#rd-studio button, #rd-studio input, #rd-studio select");
        for (int i = 0; i < controls.getLength(); i++) {
            HTMLElement control = controls.get(i);
            if (!"rd-message-close".equals(control.getAttribute("id"))) {
                control.setAttribute("disabled", "");
                control.setAttribute("title", "Needs a WebGPU device, which this browser does not give the page");
            }
        }
        live.text("rd-timing", "No GPU");
    }

    /** The sentence beside a panel section's buttons; empty clears it. */
    void showError(String section, String sentence) {
        live.text(section, sentence);
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
        live.text("rd-adapter", adapter.description().isEmpty() ? adapter.vendor() : adapter.description());
    }

    /** The status line: the step, the GPU time per step and the rate, or that the grid is paused. */
    void showStatus(long steps, String timing, String rate) {
        live.text("rd-steps", computelab.lab.Numbers.count(steps));
        live.attribute("rd-status", "data-steps", Long.toString(steps));
        live.text("rd-timing", timing);
        live.text("rd-rate", rate);
    }

    void showCursor(String where) {
        live.text("rd-cursor", where);
    }

    void showPlaying(boolean playing) {
        element("rd-studio").setAttribute("data-playing", playing ? "1" : "0");
        element("rd-play").setAttribute("aria-pressed", playing ? "true" : "false");
        live.text("rd-play", playing ? "Pause" : "Play");
    }

    void showShareLink(String link) {
        setValue("rd-share-link", link);
    }

    /** What the share link leaves out, if anything. */
    void showShareNote(String note) {
        live.text("rd-share-note", note);
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

    /** The id of the line for sentences in the panel section that holds the control. */
    @JSBody(params = "control", script = "return control.closest('section').querySelector('.rd-error').id;")
    private static native String sectionLine(HTMLElement control);

    @JSBody(params = "control", script = "return String(control.value);")
    private static native String controlValue(HTMLElement control);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    private static native void setControlValue(HTMLElement control, String value);
}
