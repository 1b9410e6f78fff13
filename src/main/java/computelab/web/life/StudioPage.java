package computelab.web.life;

import computelab.gpu.LabException;
import computelab.lab.Json;
import computelab.lab.LifeRequest;
import computelab.lab.Params;
import computelab.life.LifeEngine;
import computelab.life.LiveArea;
import computelab.web.Dom;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The Life page's elements (life.html) and what the page shows: the status line, messages, notes,
 * the form fields that mirror the board, and the view state (camera, colours, speed) the loop reads.
 * The controls, pointer and keyboard are wired by {@link Controls}, {@link CanvasInput} and
 * {@link Shortcuts}.
 */
final class StudioPage {
    private final HTMLDocument document = HTMLDocument.current();
    private final LifeStudio studio;
    private final HTMLCanvasElement canvas;
    private final Camera camera = new Camera();
    private final Theme theme;
    private final Controls controls;
    private final Map<String, String> shown = new HashMap<>();
    private boolean messageIsOurs;

    StudioPage(LifeStudio studio) {
        this.studio = studio;
        canvas = (HTMLCanvasElement) document.getElementById("life-canvas");
        StudioActions actions = new StudioActions(studio, this);
        theme = new Theme(document, actions::paletteChanged);
        controls = new Controls(document, actions, theme);
        new CanvasInput(canvas, actions, this);
        new Shortcuts(document, actions);
        TestHooks.install(studio, this);
    }

    HTMLCanvasElement canvas() {
        return canvas;
    }

    Camera camera() {
        return camera;
    }

    Palette palette() {
        return theme.palette();
    }

    Speed speed() {
        return controls.speed();
    }

    /** Whether the URL asks for a contract run (run=1), which builds its own board. */
    boolean urlRunsAtOnce() {
        try {
            return urlParameters().flag("run", false);
        } catch (LabException malformed) {
            return false;
        }
    }

    /** The URL's parameters for the first board; the defaults where the URL is malformed (the shell says why). */
    Params urlParametersOrDefaults() {
        try {
            Map<String, String> values = urlParameters().asMap();
            values.remove("run");
            values.remove("gens");
            LifeRequest.parse(Params.of(values));
            return Params.of(values);
        } catch (LabException malformed) {
            return Params.of(Map.of());
        }
    }

    private Params urlParameters() {
        return Params.parse(currentQuery(), studio.parameterNames());
    }

    void showStatus(Board board, FrameWork work, double frameIntervalMs, int generationsPerFrame) {
        LiveArea live = work.live();
        text("life-generation", Long.toString(board.generation()));
        text("life-population", Long.toString(live.population()));
        text("life-gpu-ms", work.timestamps() ? millis(work.msPerGeneration()) : "n/a");
        text("life-render-ms", work.timestamps() ? millis(work.renderMs()) : "n/a");
        text("life-fps", frameIntervalMs > 0 ? Long.toString(Math.round(1000 / frameIntervalMs)) : "0");
        text("life-per-frame", Integer.toString(generationsPerFrame));
        HTMLElement status = document.getElementById("life-status");
        status.setAttribute("data-generation", Long.toString(board.generation()));
        status.setAttribute("data-population", Long.toString(live.population()));
    }

    private static String millis(double value) {
        if (Double.isNaN(value)) {
            return "–";
        }
        if (value >= 10) {
            return Math.round(value * 10) / 10.0 + " ms";
        }
        return Math.round(value * 1000) / 1000.0 + " ms";
    }

    /** A new board: the form and status describe it, the view fits it. */
    void boardReplaced(Board board) {
        describeBoard(board);
        controls.showBoard(board.engine());
    }

    void describeBoard(Board board) {
        LifeEngine engine = board.engine();
        text("life-board", engine.width() + " x " + engine.height() + ", " + engine.rule() + ", "
                + (board.wrap() ? "torus" : "dead edges") + ", " + engine.algorithm() + " engine, "
                + BoardOrigin.describe(board.history().origin()));
    }

    void showRunning(boolean running) {
        controls.showRunning(running);
    }

    void showStepping(boolean stepping) {
        controls.showStepping(stepping);
    }

    /** The adapter the board runs on, as the browser names it. */
    void showAdapter(computelab.gpu.AdapterDescription adapter) {
        String name = String.join(" ", adapter.vendor(), adapter.architecture(), adapter.description()).trim();
        text("life-adapter", "GPU: " + (name.isEmpty() ? "unnamed adapter" : name)
                + (adapter.fallback() ? " (software)" : ""));
    }

    void showCursor(String text) {
        text("life-cursor", text);
    }

    /** A sentence for the person (an error of theirs or of the GPU), in the page's alert area. */
    void showMessage(String sentence) {
        HTMLElement message = document.getElementById("message");
        message.clear();
        Dom.append(message, "p", sentence);
        messageIsOurs = true;
    }

    /** Removes the page's own last message (not one the shell shows for a run). */
    void clearMessage() {
        if (messageIsOurs) {
            document.getElementById("message").clear();
            messageIsOurs = false;
        }
    }

    /** A short, non-alarming note on what just happened ("Link copied"). */
    void note(String text) {
        document.getElementById("life-note").setTextContent(text);
    }

    void showSummary(Json.Obj result, HTMLElement output) {
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "numbers life-summary");
        row(table, "Board", result.get("w") + " x " + result.get("h") + ", " + result.get("rule")
                + (Integer.valueOf(1).equals(result.get("wrap")) ? ", torus" : ", dead edges"));
        row(table, "Start", String.valueOf(result.get("start")));
        row(table, "Engine", String.valueOf(result.get("algo")));
        row(table, "Generation", String.valueOf(result.get("generation")));
        row(table, "Population", String.valueOf(result.get("population")));
        row(table, "Checksum", String.valueOf(result.get("checksum")));
        Object millis = result.get("gpuMsPerGen");
        row(table, "GPU time per generation", millis == null ? "n/a" : millis + " ms");
    }

    private static void row(HTMLElement table, String label, String value) {
        HTMLElement row = Dom.append(table, "tr");
        Dom.append(row, "th", label);
        Dom.append(row, "td", value);
    }

    /** Sets an element's text, touching the DOM only when it changes (the status updates ten times a second). */
    void text(String id, String value) {
        if (value.equals(shown.get(id))) {
            return;
        }
        HTMLElement element = document.getElementById(id);
        if (element != null) {
            element.setTextContent(value);
            shown.put(id, value);
        }
    }

    @JSBody(script = "return location.search;")
    private static native String currentQuery();
}
