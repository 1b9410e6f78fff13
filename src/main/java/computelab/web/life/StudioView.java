package computelab.web.life;

import computelab.gpu.AdapterDescription;
import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.life.LifeEngine;
import computelab.web.Dom;
import computelab.web.canvas.LiveText;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The Life page shown from its model, after every frame and every action: the panel ({@link PanelView}),
 * the status line and population graph under the board, the sentence over the board and the note in its
 * corner, the progress of long steps and runs, the help, and the outline of a pattern being placed. It
 * only reads the model; what a person does reaches the model through the actions.
 */
final class StudioView {
    /** While generations run, the status line's text changes at most this often. */
    private static final double STATUS_EVERY_MS = 100;

    private final HTMLDocument document;
    private final StudioModel model;
    private final PanelView panel;
    private final PopulationGraph graph;
    private final PlacementPreview preview;
    private final LiveText live = new LiveText();
    private int shownAttempts = -1;
    private String shownOverBoard;
    private double lastStatus = Double.NEGATIVE_INFINITY;
    private String previewShown = "";

    StudioView(HTMLDocument document, StudioModel model, Theme theme) {
        this.document = document;
        this.model = model;
        panel = new PanelView(document, model, theme);
        graph = new PopulationGraph(document);
        HTMLCanvasElement canvas = (HTMLCanvasElement) document.getElementById("life-canvas");
        preview = new PlacementPreview((HTMLCanvasElement) document.getElementById("life-preview"), canvas,
                model.camera);
    }

    /** Shows the model; cheap when little changed (each part compares with what it showed last). */
    void render() {
        panel.render();
        showNotices();
        showStatus();
        showProgress();
        graph.render(model.series);
        showPreview();
    }

    /**
     * The sentence over the board: each action of the person's takes the one before away (the page
     * shell's too, but not a lost device's, whose Reconnect button is the way on); a mistake that belongs
     * to no panel field takes its place. The note and the help as the state says.
     */
    private void showNotices() {
        StudioState state = model.state;
        HTMLElement message = element("message");
        if (state.attempts() != shownAttempts) {
            shownAttempts = state.attempts();
            shownOverBoard = null;
            if (document.getElementById("reconnect") == null && message.getFirstChild() != null) {
                message.clear();
            }
        }
        String over = state.overBoard();
        if (over != null && !over.equals(shownOverBoard)) {
            shownOverBoard = over;
            message.clear();
            Dom.append(message, "p", over);
        }
        live.text("life-note", state.note());
        HTMLElement help = element("life-help");
        if (state.helpOpen() == help.hasAttribute("hidden")) {
            if (state.helpOpen()) {
                help.removeAttribute("hidden");
            } else {
                help.setAttribute("hidden", "");
            }
        }
    }

    /**
     * Generation and population always; while generations are computed the GPU time per generation, the
     * rate and the frames, otherwise that the board is paused; the board's settings and origin, the cell
     * under the pointer and the adapter.
     */
    private void showStatus() {
        FrameLoop loop = model.loop();
        double now = Performance.now();
        if (loop != null && loop.advancing() && now - lastStatus < STATUS_EVERY_MS) {
            return;
        }
        lastStatus = now;
        StudioState state = model.state;
        int[] pointer = state.pointer();
        live.text("life-cursor", pointer == null ? "" : "cell " + pointer[0] + ", " + pointer[1]);
        if (model.gpu() != null) {
            live.text("life-adapter", adapter(model.gpu().description()));
        }
        if (state.unavailable() != null) {
            live.text("life-generation", "–");
            live.text("life-population", "–");
            live.text("life-timing", "No GPU");
            live.text("life-board", "The board needs WebGPU, which this browser does not offer here.");
            return;
        }
        BoardSettings settings = model.shownSettings();
        if (settings != null) {
            live.text("life-board", Numbers.count(settings.width()) + " x " + Numbers.count(settings.height()) + ", "
                    + settings.rule() + ", " + BoardSettings.edgesName(settings.wrap()) + ", "
                    + settings.algorithm() + " engine, " + model.shownOrigin().describe());
        }
        Board board = model.board;
        RunProgress.Bar progress = loop == null ? null : loop.progress();
        if (progress != null && progress.what().equals("Run")) {
            // The run's own thread holds the board: its count so far, not the board's.
            showCounts(progress.done(), loop.live().population());
            live.text("life-timing", "Running the parameters' generations");
            return;
        }
        if (loop == null || !board.ready()) {
            live.text("life-timing", loop == null ? "Connecting to the GPU…" : "Building the board…");
            return;
        }
        showCounts(board.generation(), loop.live().population());
        live.text("life-timing", loop.advancing() ? timing(board.engine(), loop) : "Paused");
    }

    private void showCounts(long generation, long population) {
        live.text("life-generation", Numbers.count(generation));
        live.text("life-population", Numbers.count(population));
        live.attribute("life-status", "data-generation", Long.toString(generation));
        live.attribute("life-status", "data-population", Long.toString(population));
    }

    private static String timing(LifeEngine engine, FrameLoop loop) {
        FrameWork work = loop.work();
        double millis = work.msPerGeneration();
        if (Double.isNaN(millis)) {
            return "Measuring the GPU time…";
        }
        double cells = (double) engine.width() * engine.height();
        String rate = Numbers.rate(cells / (millis * 1e6), "cells");
        double interval = loop.frameIntervalMs();
        String fps = interval > 0 ? Numbers.count(Math.round(1000 / interval)) + " fps" : "";
        // Short enough for one line beside the counts at 1366 pixels.
        String perGeneration = work.timestamps()
                ? "GPU " + Numbers.millis(millis) + "/gen (" + rate + ")"
                : "at most " + Numbers.millis(millis) + "/gen (" + rate + "; no GPU timestamps)";
        String drawing = work.timestamps() && !Double.isNaN(work.renderMs())
                ? " · drawing " + Numbers.millis(work.renderMs()) : "";
        return perGeneration + drawing + " · " + Numbers.count(loop.generationsLastFrame()) + "/frame · " + fps;
    }

    private static String adapter(AdapterDescription adapter) {
        String name = String.join(" ", adapter.vendor(), adapter.architecture(), adapter.description()).trim();
        return "GPU: " + (name.isEmpty() ? "unnamed adapter" : name) + (adapter.fallback() ? " (software)" : "");
    }

    /** "Step: 12,345 of 1,000,000 generations" with a progress bar and Stop, over the board. */
    private void showProgress() {
        RunProgress.Bar progress = model.loop() == null ? null : model.loop().progress();
        HTMLElement bar = element("life-progress-bar");
        if (progress == null) {
            if (!bar.hasAttribute("hidden")) {
                bar.setAttribute("hidden", "");
            }
            return;
        }
        live.text("life-progress-text", progress.what() + ": " + Numbers.count(progress.done()) + " of "
                + Numbers.count(progress.total()) + " generations");
        setProgress(element("life-progress"), progress.done(), Math.max(1, progress.total()));
        bar.removeAttribute("hidden");
    }

    /** The outline of the pattern being placed, under the pointer; drawn again when anything it depends on moved. */
    private void showPreview() {
        StudioState state = model.state;
        int[] pointer = state.pointer();
        HTMLElement canvas = element("life-canvas");
        String now = System.identityHashCode(state.placing()) + " " + (pointer == null ? "-" : pointer[0] + ","
                + pointer[1]) + " " + model.camera + " " + canvas.getAttribute("width") + "x"
                + canvas.getAttribute("height");
        if (!now.equals(previewShown)) {
            previewShown = now;
            preview.show(state.placing(), pointer);
        }
    }

    /** The contract's result under the form, as a table. */
    static void showSummary(Json.Obj result, HTMLElement output) {
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "numbers life-summary");
        row(table, "Board", result.get("w") + " x " + result.get("h") + ", " + result.get("rule")
                + ", " + BoardSettings.edgesName(Integer.valueOf(1).equals(result.get("wrap"))));
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

    private HTMLElement element(String id) {
        return document.getElementById(id);
    }

    @JSBody(params = { "bar", "value", "max" }, script = "bar.max = max; bar.value = value;")
    private static native void setProgress(HTMLElement bar, double value, double max);
}
