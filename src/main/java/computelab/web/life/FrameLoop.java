package computelab.web.life;

import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.life.CellEdits;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import computelab.life.LiveArea;
import computelab.life.Pattern;
import computelab.web.canvas.AnimationLoop;
import computelab.web.canvas.Camera;
import computelab.web.canvas.CanvasSurface;
import computelab.web.canvas.RollingMedian;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * The page's simulation loop, one animation frame at a time on its own TeaVM thread: queued actions,
 * then the person's drawing, the frame's generations (as many as the speed asks and the GPU budget
 * allows), the live-cell statistics now and then, and a render pass when something changed. Each frame
 * waits for its GPU work before the next begins, so long runs never pile up work and the page answers
 * input between frames; after each it tells its listener, which shows the page again. One loop per
 * device; a reconnect starts a new one.
 *
 * <p>It schedules; the rest is its parts': what the next frame must do ({@link FrameNeeds}), the board's
 * picture on the canvas ({@link BoardPicture}), the GPU work of a frame ({@link FrameWork}), and the
 * generations still owed with the progress shown of them ({@link RunProgress}): a long step ("Step by
 * 100000") takes a larger share of each frame and draws a few times a second; Stop ends it at the next
 * frame.
 */
final class FrameLoop extends AnimationLoop {
    private final Board board;
    private final WorkQueue queue;
    private final StudioState state;
    private final PopulationSeries series;
    private final Runnable frameShown;
    private final FrameWork work;
    private final BoardPicture picture;
    private final FrameNeeds needs = new FrameNeeds();
    private final RunProgress progress = new RunProgress();
    private final Pace pace = new Pace();
    private final RollingMedian frameInterval = new RollingMedian(31);
    private final Drawing drawing = new Drawing();
    private final UndoRedo undo;
    private final List<Runnable> afterFrame = new ArrayList<>();
    private boolean running;
    private double lastFrame = Double.NaN;
    private int lastGenerations;
    private boolean runFitted;

    /**
     * @param frameShown called after every frame (on the loop's thread): the page shows the state again
     */
    FrameLoop(Gpu gpu, HTMLCanvasElement canvas, Board board, WorkQueue queue, StudioState state, Camera camera,
            PopulationSeries series, Theme theme, Runnable frameShown) {
        super(queue.turn, queue.wakeup, canvas);
        this.board = board;
        this.queue = queue;
        this.state = state;
        this.series = series;
        this.frameShown = frameShown;
        CanvasSurface surface = new CanvasSurface(canvas, gpu);
        picture = new BoardPicture(surface, camera, theme);
        work = new FrameWork(gpu, surface);
        undo = new UndoRedo(board, state, this::applyNow, this::advancing);
    }

    @Override
    protected boolean frame(double now) {
        drawFrame(now);
        runAfterFrame();
        frameShown.run();
        boolean more = advancing() || !drawing.idle() || needs.pending() || !afterFrame.isEmpty();
        if (!more) {
            // The loop may rest now: that pause is no frame interval, for the rate shown or the pace of a run.
            lastFrame = Double.NaN;
        }
        return more;
    }

    @Override
    protected void failed(String sentence) {
        setRunning(false);
        stopStepping();
        state.failed(null, null, sentence);
    }

    @Override
    protected void ended() {
        work.destroy();
    }

    private void drawFrame(double now) {
        double elapsed = Double.isNaN(lastFrame) ? 0 : now - lastFrame;
        if (!Double.isNaN(lastFrame)) {
            frameInterval.add(elapsed);
        }
        lastFrame = now;
        queue.runAll();
        if (!board.ready()) {
            return;
        }
        LifeEngine engine = board.engine();
        if (picture.fitCanvas() || picture.paletteChanged()) {
            needs.redraw();
        }
        if (needs.takeFit()) {
            fitToLiveCells(engine);
        }
        Drawing.Batch batch = drawing.take(engine);
        if (batch != null) {
            board.edited();
            undo.drawing(batch, engine);
        }
        if (drawing.idle()) {
            undo.drawingEnded();
        }
        int generations = generationsThisFrame(elapsed);
        if (generations > 0) {
            boolean startCopy = board.needsStartCopy();
            if (startCopy || undo.wantsBoardBeforeRunning()) {
                // The board before the generations: the start Reset returns to, and where undo comes back to.
                if (batch != null) {
                    work.run(engine, batch.edits(), 0, false, null);
                    batch = null;
                }
                Grid cells = board.copyable() ? engine.readGrid() : null;
                if (startCopy) {
                    board.copyStart(cells);
                }
                undo.beforeRunning(cells);
            }
        }
        boolean stepped = generations > 0;
        boolean edited = batch != null;
        boolean measureNow = needs.measureNow(now, edited, stepped, !running && !progress.stepping());
        boolean drawNow = needs.drawNow(now, edited, stepped, !running && progress.stepping());
        if (stepped || edited || measureNow || drawNow) {
            work.run(engine, edited ? batch.edits() : null, generations, measureNow,
                    drawNow ? picture.uniform(engine) : null);
            needs.done(now, measureNow, drawNow);
            if (measureNow) {
                series.add(board.generation(), work.live().population());
            }
        }
        lastGenerations = generations;
        progress.frameDone(now);
    }

    /** Calls the given action once the next frame's GPU work, drawing included, is done. */
    void afterNextFrame(Runnable action) {
        wake();
        afterFrame.add(action);
    }

    private void runAfterFrame() {
        List<Runnable> due = new ArrayList<>(afterFrame);
        afterFrame.clear();
        for (Runnable action : due) {
            action.run();
        }
    }

    private int generationsThisFrame(double elapsed) {
        double perGeneration = work.msPerGeneration();
        int generations = running ? pace.generations(state.speed(), elapsed, perGeneration, frameInterval.median()) : 0;
        if (progress.stepping()) {
            // Alone, a step may take a longer share of the frame: it draws only now and then.
            int most = running ? Pace.affordable(perGeneration, frameInterval.median())
                    : Pace.affordableWithin(perGeneration, Pace.LONG_STEP_BUDGET_MS);
            generations += progress.take(most - generations);
        }
        return generations;
    }

    /** Starts a drawing stroke at a cell; what it does depends on that cell, read at the next frame. */
    void beginStroke(int x, int y) {
        if (!board.ready() || x < 0 || y < 0 || x >= board.engine().width() || y >= board.engine().height()) {
            return;
        }
        Stroke stroke = drawing.begin(x, y);
        queue.add(() -> {
            // Earlier strokes may have changed this cell: apply them first, then read it.
            LifeEngine engine = board.engine();
            Drawing.Batch earlier = drawing.take(engine);
            if (earlier != null) {
                board.edited();
                undo.drawing(earlier, engine);
                work.run(engine, earlier.edits(), 0, false, null);
            }
            stroke.decide(board.alive(stroke.firstX(), stroke.firstY()));
        });
    }

    void extendStroke(int x, int y) {
        wake();
        drawing.extend(x, y);
    }

    void endStroke() {
        wake();
        drawing.end();
    }

    /** Writes edits into the board now (undo and redo of cells), and measures and draws it next frame. */
    private void applyNow(CellEdits edits) {
        work.run(board.engine(), edits, 0, false, null);
        boardChanged();
    }

    UndoRedo undo() {
        return undo;
    }

    /** A board built by a contract run, with the run's median GPU time per generation (or null). */
    void boardReplaced(boolean draw, Object gpuMsPerGeneration) {
        boardReplaced(draw);
        if (gpuMsPerGeneration instanceof Number millis) {
            work.recordGenerationTime(millis.doubleValue());
        }
    }

    /** The board was replaced (a run, a loaded pattern, another size): stop, measure, fit and draw. */
    void boardReplaced(boolean draw) {
        wake();
        setRunning(false);
        stopStepping();
        drawing.clear();
        needs.replaced(draw);
        work.forgetTimes();
        undo.forget();
        series.clear();
    }

    /** The cells changed outside a step (cleared, filled, placed, reset, undone): measure and draw. */
    void boardChanged() {
        wake();
        needs.cellsChanged();
    }

    /** The person moved or zoomed the view: draw it, and drop a pending automatic fit. */
    void viewChanged() {
        wake();
        needs.viewChanged();
    }

    /** The colours changed. */
    void paletteChanged() {
        wake();
        needs.redraw();
    }

    void setRunning(boolean run) {
        wake();
        if (run && !running) {
            pace.restart();
        }
        running = run;
        if (run) {
            needs.advancing();
        }
    }

    boolean running() {
        return running;
    }

    boolean stepping() {
        return progress.stepping();
    }

    /** Advances the given number of generations, spread over frames as the GPU budget allows. */
    void step(long generations) {
        wake();
        progress.step(generations, Performance.now());
        needs.advancing();
    }

    /** Ends a step under way at the next frame, where it got to (the Stop button). */
    void stopStepping() {
        wake();
        progress.stopStepping();
    }

    /** Fits the view to the live cells at the next frame (after measuring them). */
    void fitToLiveCellsSoon() {
        wake();
        needs.fitSoon();
    }

    /** Measures the live cells (holding the GPU) and fits the view to them. */
    private void fitToLiveCells(LifeEngine engine) {
        work.run(engine, null, 0, true, null);
        picture.fitTo(work.live(), engine);
        needs.redraw();
    }

    /** A contract run begins (on its thread, holding the GPU): it shows its own progress. */
    void runStarting() {
        double now = Performance.now();
        runFitted = false;
        progress.runStarting(now);
        // The first drawing waits as long as the progress does: short runs draw once, at their end.
        needs.drewAt(now);
    }

    /**
     * Between a contract run's batches (on its thread, holding the GPU): the count so far and, a few
     * times a second, the board so far, fitted to its live cells the first time.
     */
    void runProgress(LifeEngine engine, long done, long total, boolean draw) {
        double now = Performance.now();
        if (!progress.runAt(done, total, now) || !draw || engine == null || !needs.drawDue(now)) {
            return;
        }
        needs.drewAt(now);
        picture.fitCanvas();
        if (!runFitted) {
            fitToLiveCells(engine);
            runFitted = true;
        }
        work.run(engine, null, 0, true, picture.uniform(engine));
    }

    /** The contract run is over: its progress goes. */
    void runEnded() {
        wake();
        progress.runEnded();
    }

    /** Counts the live cells now (holding the GPU), so what is shown next has the board's population. */
    void measureNow() {
        work.run(board.engine(), null, 0, true, null);
        series.add(board.generation(), work.live().population());
        needs.measured();
    }

    /**
     * Measures the live cells now (on the loop's thread, inside an action) and reads them back; null when
     * nothing lives. Live areas larger than the RLE readers accept are refused with a sentence.
     */
    ShareLink.LiveCells readLiveCells() {
        LifeEngine engine = board.engine();
        work.run(engine, null, 0, true, null);
        LiveArea live = work.live();
        if (live.isEmpty()) {
            return null;
        }
        if ((long) live.width() * live.height() > Pattern.MAX_READ_CELLS) {
            throw new LabException("The live cells span " + live.width() + " x " + live.height()
                    + " cells, more than an RLE text can hold here (" + Pattern.MAX_READ_CELLS
                    + " cells); a link with the random fill's density and seed, or a smaller board, works instead.");
        }
        return new ShareLink.LiveCells(live.minX(), live.minY(), live.crop(engine.readRows(live.minY(), live.height())));
    }

    /** The last measured population and live area. */
    LiveArea live() {
        return work.live();
    }

    CanvasSurface surface() {
        return picture.surface();
    }

    /** The GPU times of the last frames, for the status line. */
    FrameWork work() {
        return work;
    }

    /** A long step's or a run's progress, or null when there is none to show. */
    RunProgress.Bar progress() {
        return progress.bar();
    }

    /** The median time between frames, in milliseconds. */
    double frameIntervalMs() {
        return frameInterval.median();
    }

    /** How many generations the last frame computed. */
    int generationsLastFrame() {
        return lastGenerations;
    }

    /** Whether generations are being computed: running, or a step under way. */
    boolean advancing() {
        return running || progress.stepping();
    }
}
