package computelab.web.life;

import computelab.failure.LabException;
import computelab.lab.Json;
import computelab.lab.LifeRequest;
import computelab.lab.Numbers;
import computelab.life.LifeEngine;
import computelab.web.Dom;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The Life page's elements (life.html) and what the page shows: the status lines and the population
 * graph, sentences over the board (mistakes, kept until the next action that works) and notes, the
 * progress of long steps and runs, the undo buttons, the placing preview, the form fields that mirror
 * the board, and the view state (camera, colours, speed) the loop reads. The controls, pointer and
 * keyboard are wired by {@link Controls}, {@link CanvasInput} and {@link Shortcuts}.
 */
final class StudioPage {
    private final HTMLDocument document = HTMLDocument.current();
    private final LifeStudio studio;
    private final HTMLCanvasElement canvas;
    private final Camera camera = new Camera();
    private final Theme theme;
    private final Controls controls;
    private final StudioActions actions;
    private final PlacementPreview preview;
    private final PopulationGraph graph;
    private final Map<String, String> shown = new HashMap<>();

    StudioPage(LifeStudio studio) {
        this.studio = studio;
        canvas = (HTMLCanvasElement) document.getElementById("life-canvas");
        actions = new StudioActions(studio, this);
        theme = new Theme(document, actions::paletteChanged);
        preview = new PlacementPreview((HTMLCanvasElement) document.getElementById("life-preview"), canvas, camera);
        graph = new PopulationGraph(document);
        controls = new Controls(document, actions, theme, this);
        new CanvasInput(canvas, actions, this);
        new Shortcuts(document, actions, this);
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
            return "1".equals(urlParameters().get("run"));
        } catch (LabException malformed) {
            return false;
        }
    }

    /**
     * The URL's parameters for the first board. Where they name no possible board (a rule like B9, a
     * pattern that does not fit) the sentence says why over the board, which shows the defaults; where
     * the URL itself is malformed the shell says why.
     */
    Map<String, String> urlParametersOrDefaults() {
        Map<String, String> values;
        try {
            values = urlParameters();
        } catch (LabException malformed) {
            return Map.of();
        }
        values.remove("run");
        values.remove("gens");
        try {
            LifeRequest.of(values);
            return values;
        } catch (LabException impossible) {
            showMessage(impossible.getMessage() + " The board shows the default start instead.");
            return Map.of();
        }
    }

    private Map<String, String> urlParameters() {
        return LifeRequest.PARAMS.texts(currentQuery());
    }

    /**
     * The status lines: generation and population always; while generations are computed (running or
     * stepping) the GPU time per generation, the rate, and the frames; otherwise that the board is paused.
     */
    void showStatus(Board board, FrameWork work, double frameIntervalMs, int generationsPerFrame, boolean advancing) {
        long population = work.live().population();
        showCounts(board.generation(), population);
        text("life-timing", advancing ? timing(board.engine(), work, frameIntervalMs, generationsPerFrame) : "Paused");
        graph.flush();
    }

    /** The status while a run of the page's parameters is under way (its own thread shows the board so far). */
    void showRunStatus(long generation, long population) {
        showCounts(generation, population);
        text("life-timing", "Running the parameters' generations");
    }

    private void showCounts(long generation, long population) {
        text("life-generation", Numbers.count(generation));
        text("life-population", Numbers.count(population));
        HTMLElement status = document.getElementById("life-status");
        status.setAttribute("data-generation", Long.toString(generation));
        status.setAttribute("data-population", Long.toString(population));
    }

    private static String timing(LifeEngine engine, FrameWork work, double frameIntervalMs, int perFrame) {
        double millis = work.msPerGeneration();
        if (Double.isNaN(millis)) {
            return "Measuring the GPU time…";
        }
        double cells = (double) engine.width() * engine.height();
        String rate = Numbers.rate(cells / (millis * 1e6), "cells");
        String fps = frameIntervalMs > 0 ? Numbers.count(Math.round(1000 / frameIntervalMs)) + " fps" : "";
        String perGeneration = work.timestamps()
                ? "GPU " + Numbers.millis(millis) + " per generation (" + rate + ")"
                : "at most " + Numbers.millis(millis) + " per generation (" + rate + "; no GPU timestamps)";
        String drawing = work.timestamps() && !Double.isNaN(work.renderMs()) ? ", drawing " + Numbers.millis(work.renderMs()) : "";
        return perGeneration + drawing + " · " + Numbers.count(perFrame) + " per frame · " + fps;
    }

    /** A new board: the form and status describe it, the view fits it, the graph starts again. */
    void boardReplaced(Board board) {
        describeBoard(board);
        controls.showBoard(board);
        graph.restart();
    }

    void describeBoard(Board board) {
        LifeEngine engine = board.engine();
        text("life-board", Numbers.count(engine.width()) + " x " + Numbers.count(engine.height()) + ", "
                + engine.rule() + ", " + (board.wrap() ? "torus" : "dead edges") + ", " + engine.algorithm()
                + " engine, " + BoardOrigin.describe(board.history().origin()));
        controls.showOrigin(board.history().origin());
    }

    /** A population measured now (the loop measures a few times a second while running). */
    void recordPopulation(long generation, long population) {
        graph.add(generation, population);
    }

    /** Undo or Reset may have taken the board back: the graph forgets what lies ahead of it. */
    void generationMayHaveGoneBack(long generation) {
        graph.rewind(generation);
    }

    void showRunning(boolean running) {
        controls.showRunning(running);
    }

    void showStepping(boolean stepping) {
        controls.showStepping(stepping);
    }

    /** "Step: 12,345 of 1,000,000 generations" with a progress bar and Stop, over the board. */
    void showProgress(String what, long done, long total) {
        text("life-progress-text", what + ": " + Numbers.count(done) + " of " + Numbers.count(total) + " generations");
        HTMLElement bar = document.getElementById("life-progress");
        setProgress(bar, (double) done, (double) Math.max(1, total));
        document.getElementById("life-progress-bar").removeAttribute("hidden");
    }

    void hideProgress() {
        document.getElementById("life-progress-bar").setAttribute("hidden", "");
    }

    /** What the undo and redo buttons would take back or apply again; null when nothing. */
    void showUndo(String undoLabel, String redoLabel) {
        controls.showUndo(undoLabel, redoLabel);
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

    /** The pointer is over this cell (or left the board: null); the placing outline follows it. */
    void pointerAt(int[] cell) {
        preview.pointerAt(cell);
        redrawPreview();
    }

    /** The view or the canvas changed: the placing outline moves with the board. */
    void previewMoved() {
        redrawPreview();
    }

    void redrawPreview() {
        preview.show(actions.placing());
    }

    /**
     * A sentence for the person (an error of theirs or of the GPU) over the top of the board, as text;
     * it stays until the next action that works.
     */
    void showMessage(String sentence) {
        HTMLElement message = document.getElementById("message");
        message.clear();
        Dom.append(message, "p", sentence);
    }

    /**
     * Removes the sentence over the board, the shell's too (a failed run of the parameters), but not a
     * lost device's, whose Reconnect button is the way on.
     */
    void clearMessage() {
        HTMLElement message = document.getElementById("message");
        if (document.getElementById("reconnect") == null && message.getFirstChild() != null) {
            message.clear();
        }
    }

    /** A short, non-alarming note on what just happened ("Link copied"). */
    void note(String text) {
        document.getElementById("life-note").setTextContent(text);
    }

    /** Opens or closes the help over the board. */
    void toggleHelp() {
        HTMLElement help = document.getElementById("life-help");
        if (help.hasAttribute("hidden")) {
            help.removeAttribute("hidden");
        } else {
            help.setAttribute("hidden", "");
        }
    }

    /** Closes the help; false when it was not open. */
    boolean closeHelp() {
        HTMLElement help = document.getElementById("life-help");
        if (help.hasAttribute("hidden")) {
            return false;
        }
        help.setAttribute("hidden", "");
        return true;
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
        row(table, "GPU time per generation", millis instanceof Number number ? Numbers.millis(number.doubleValue()) : "n/a");
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

    @JSBody(params = { "bar", "value", "max" }, script = "bar.max = max; bar.value = value;")
    private static native void setProgress(HTMLElement bar, double value, double max);

    @JSBody(script = "return location.search;")
    private static native String currentQuery();
}
