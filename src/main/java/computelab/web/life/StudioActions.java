package computelab.web.life;

import computelab.failure.Failures;
import computelab.failure.LabException;
import computelab.lab.LifeRequest;
import computelab.lab.Param;
import computelab.life.LifeEngine;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.Rle;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;

/**
 * What a person can do on the Life page, whichever control, key or pointer asks for it. Input is
 * checked at once where that needs no GPU (a sentence appears, nothing else happens); GPU work is
 * queued for the loop's next frame, where a failure also shows a sentence and leaves the board as
 * it was.
 */
final class StudioActions {
    // The panel's own fields, each read as its sentence says ("width must be between 1 and ...").
    private static final Param<Long> STEP = Param.whole("step", "Step", 1, LifeRequest.MAX_GENERATIONS, 1L);
    private static final Param<Double> DENSITY = Param.number("density", "Density", 0, 1, LifeRequest.DEFAULT_DENSITY);
    private static final Param<Long> WIDTH = Param.whole("width", "Width", 1, LifeRequest.MAX_SIDE, 1L);
    private static final Param<Long> HEIGHT = Param.whole("height", "Height", 1, LifeRequest.MAX_SIDE, 1L);
    private static final Param<Long> X = Param.whole("x", "x", 0, LifeRequest.MAX_SIDE, 0L);
    private static final Param<Long> Y = Param.whole("y", "y", 0, LifeRequest.MAX_SIDE, 0L);

    /** The pointer tools. */
    enum Tool {
        DRAW, MOVE, PLACE
    }

    private final LifeStudio studio;
    private final StudioPage page;
    private Tool tool = Tool.DRAW;
    private Pattern placing;
    private Runnable toolListener = () -> { };

    StudioActions(LifeStudio studio, StudioPage page) {
        this.studio = studio;
        this.page = page;
    }

    /** Runs an input handler; whatever it throws becomes the page's message. */
    void guarded(Runnable handler) {
        try {
            handler.run();
        } catch (RuntimeException failure) {
            page.showMessage(Failures.sentence(failure));
        }
    }

    /** An action that worked at once (no GPU work queued): the sentence of an earlier mistake goes. */
    private void succeeded() {
        page.clearMessage();
    }

    private FrameLoop loop() {
        return studio.loop();
    }

    private Board board() {
        return studio.board();
    }

    private boolean ready() {
        return studio.loop() != null && board().ready();
    }

    // Simulation

    void toggleRunning() {
        if (ready()) {
            loop().setRunning(!loop().running());
            succeeded();
        }
    }

    void step(String count) {
        long generations = STEP.read(count, null);
        if (ready()) {
            loop().step(generations);
            succeeded();
        }
    }

    /** Ends a long step, or a run of the page's parameters, where it got to. */
    void stop() {
        if (studio.loop() != null) {
            loop().stopStepping();
        }
        studio.stopRun();
    }

    void reset() {
        studio.act(() -> {
            loop().setRunning(false);
            loop().stopStepping();
            loop().undo().beforeBoardChange("reset");
            board().reset(studio.gpu());
            boardEdited();
            page.note("Back to generation 0 of the loaded board.");
        });
    }

    void clear() {
        studio.act(() -> {
            loop().setRunning(false);
            loop().stopStepping();
            loop().undo().beforeBoardChange("clear");
            board().clear();
            boardEdited();
        });
    }

    void randomFill(String densityText) {
        double density = densityText.trim().isEmpty() ? LifeRequest.DEFAULT_DENSITY : DENSITY.read(densityText, null);
        int seed = (int) (Math.random() * 4294967296.0);
        studio.act(() -> {
            loop().undo().beforeBoardChange("random fill");
            board().fillRandom(density, seed);
            boardEdited();
        });
    }

    /** Takes back the last edit (drawing, placing, clear, random fill, Reset, or running since it started). */
    void undo() {
        studio.act(() -> {
            pause();
            if (!loop().undo().undo()) {
                page.note("Nothing to undo.");
            }
            boardEdited();
        });
    }

    void redo() {
        studio.act(() -> {
            pause();
            if (!loop().undo().redo()) {
                page.note("Nothing to redo.");
            }
            boardEdited();
        });
    }

    private void pause() {
        loop().setRunning(false);
        loop().stopStepping();
    }

    private void boardEdited() {
        loop().boardChanged();
        page.describeBoard(board());
        page.generationMayHaveGoneBack(board().generation());
    }

    // Board settings (the panel's and the URL form's live fields)

    void changeRule(String text) {
        LifeRule rule = LifeRule.parse(text);
        studio.act(() -> {
            // The Life-like engines cannot run Generations or isotropic rules: move the cells to one that can.
            if (LifeEngines.refusal(board().engine().algorithm(), rule) != null) {
                rebuild(board().engine().width(), board().engine().height(), LifeEngines.defaultFor(rule));
                page.note("The " + LifeEngines.defaultFor(rule) + " engine runs " + rule + ": the board moved to it.");
            }
            board().setRule(rule);
            loop().boardChanged();
            page.describeBoard(board());
        });
    }

    void changeWrap(boolean wrap) {
        studio.act(() -> {
            board().setWrap(wrap);
            loop().boardChanged();
            page.describeBoard(board());
        });
    }

    void resize(String widthText, String heightText) {
        int width = WIDTH.read(widthText, null).intValue();
        int height = HEIGHT.read(heightText, null).intValue();
        studio.act(() -> rebuild(width, height, board().engine().algorithm()));
    }

    void changeEngine(String algorithm) {
        studio.act(() -> rebuild(board().engine().width(), board().engine().height(), algorithm));
    }

    private void rebuild(int width, int height, String algorithm) {
        boolean wasRunning = loop().running();
        board().rebuild(studio.gpu(), width, height, algorithm, loop()::readLiveCells);
        loop().boardReplaced(true);
        loop().setRunning(wasRunning);
    }

    // Patterns

    void loadLibrary(String id) {
        Pattern pattern = PatternLibrary.load(id);
        studio.act(() -> loadBoard(pattern, Map.of("pattern", id)));
    }

    void loadText(String fileName, String text) {
        Pattern pattern = PatternText.read(fileName, text);
        studio.act(() -> loadBoard(pattern, Map.of("rle", Rle.write(pattern))));
    }

    /** A new board holding the pattern centred, grown when the pattern needs more room, in the pattern's rule. */
    private void loadBoard(Pattern pattern, Map<String, String> start) {
        LifeEngine engine = board().engine();
        int[] size = PatternText.boardFor(pattern, engine.width(), engine.height());
        Map<String, String> values = board().settings();
        values.put("w", Integer.toString(size[0]));
        values.put("h", Integer.toString(size[1]));
        if (pattern.rule() != null) {
            values.put("rule", pattern.rule().toString());
            if (LifeEngines.refusal(values.get("algo"), pattern.rule()) != null) {
                values.put("algo", LifeEngines.defaultFor(pattern.rule()));
                values.remove("layout");
            }
        }
        values.putAll(start);
        board().build(studio.gpu(), values);
        loop().boardReplaced(true);
        page.note(pattern.name().isEmpty() ? "Pattern loaded." : pattern.name() + " loaded.");
    }

    /** Pattern from the library id or pasted text, for placing. */
    Pattern patternFrom(String libraryId, String pastedText) {
        return libraryId != null ? PatternLibrary.load(libraryId) : PatternText.read("", pastedText);
    }

    /** The next clicks on the board place this pattern (centred on the clicked cell). */
    void startPlacing(Pattern pattern) {
        placing = pattern;
        setTool(Tool.PLACE);
        succeeded();
    }

    /** Turns or mirrors the pattern being placed (keys R and F, the placing bar's buttons). */
    void transform(PatternTransform transform) {
        if (placing != null) {
            placing = transform.apply(placing);
            toolListener.run();
            page.note(placingName() + " " + transform.done() + ".");
        }
    }

    /** The pattern being placed, as turned and mirrored so far; null when not placing. */
    Pattern placing() {
        return placing;
    }

    String placingName() {
        return placing == null || placing.name().isEmpty() ? "The pattern" : placing.name();
    }

    /** Places the current placing pattern centred on a cell. */
    void placeAround(int x, int y) {
        if (placing != null) {
            place(placing, x - placing.width() / 2, y - placing.height() / 2);
        }
    }

    void placeAt(Pattern pattern, String xText, String yText) {
        place(pattern, X.read(xText, null).intValue(), Y.read(yText, null).intValue());
    }

    private void place(Pattern pattern, int x, int y) {
        String label = "placing " + (pattern.name().isEmpty() ? "the pattern" : pattern.name());
        studio.act(() -> {
            loop().undo().placed(board().place(pattern, x, y, label));
            loop().boardChanged();
        });
    }

    Tool tool() {
        return tool;
    }

    void setTool(Tool newTool) {
        tool = newTool;
        if (tool != Tool.PLACE) {
            placing = null;
        }
        toolListener.run();
    }

    void onToolChange(Runnable listener) {
        toolListener = listener;
    }

    // Drawing

    void beginStroke(int x, int y) {
        if (ready()) {
            loop().beginStroke(x, y);
        }
    }

    void extendStroke(int x, int y) {
        if (ready()) {
            loop().extendStroke(x, y);
        }
    }

    void endStroke() {
        if (ready()) {
            loop().endStroke();
        }
    }

    // View

    void viewChanged() {
        if (studio.loop() != null) {
            loop().viewChanged();
        }
    }

    void paletteChanged() {
        if (studio.loop() != null) {
            loop().paletteChanged();
        }
    }

    void fit() {
        if (ready()) {
            loop().fitToLiveCellsSoon();
        }
    }

    void wholeBoard() {
        if (ready()) {
            LifeEngine engine = board().engine();
            CanvasSurface surface = loop().surface();
            page.camera().fit(0, 0, engine.width() - 1, engine.height() - 1, surface.pixelWidth(), surface.pixelHeight());
            viewChanged();
        }
    }

    /** Moves the board by device pixels (the arrow keys): positive x shows cells further left. */
    void pan(double dx, double dy) {
        if (ready()) {
            page.camera().panByPixels(dx, dy);
            viewChanged();
        }
    }

    /** Zooms around the canvas's centre (keys and buttons). */
    void zoom(int steps) {
        if (ready()) {
            CanvasSurface surface = loop().surface();
            page.camera().zoomAround(surface.pixelWidth() / 2.0, surface.pixelHeight() / 2.0, steps);
            viewChanged();
        }
    }

    // Files and sharing

    void exportRle(java.util.function.BiConsumer<String, String> download) {
        studio.act(() -> {
            ShareLink.LiveCells live = loop().readLiveCells();
            if (live == null) {
                throw new LabException("The board is empty: there is nothing to export.");
            }
            long generation = board().generation();
            Pattern pattern = new Pattern("", "", List.of("Generation " + generation + ", cells from (" + live.x()
                    + ", " + live.y() + ") of a " + board().engine().width() + " x " + board().engine().height()
                    + " board", "Exported from WebGPU Compute Lab"), board().engine().rule(), live.cells());
            download.accept("life-generation-" + generation + ".rle", Rle.write(pattern));
        });
    }

    void share(java.util.function.Consumer<String> show) {
        studio.act(() -> {
            String query = ShareLink.query(board().shareable(), board().history().origin(),
                    board().generationsSinceOrigin(), board().history().reproducible(), loop()::readLiveCells);
            show.accept(pageAddress() + "?" + query);
        });
    }

    @JSBody(script = "return location.origin + location.pathname;")
    private static native String pageAddress();
}
