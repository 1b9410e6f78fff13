package computelab.web.life;

import computelab.gpu.Gpu;
import computelab.gpu.LabException;
import computelab.lab.Results;
import computelab.life.CellEdits;
import computelab.life.CellEncoding;
import computelab.life.LifeEngine;
import computelab.life.LiveArea;
import computelab.life.Pattern;
import java.util.ArrayList;
import java.util.List;

/**
 * The page's simulation loop, one animation frame at a time on its own TeaVM thread: queued actions,
 * then the person's drawing, the frame's generations (as many as the speed asks and the GPU budget
 * allows), the live-cell statistics now and then, and a render pass when something changed. Each frame
 * waits for its GPU work before the next begins, so long runs never pile up work and the page answers
 * input between frames. One loop per device; a reconnect starts a new one.
 */
final class FrameLoop {
    /** While running, the population and live area are measured this often. */
    private static final double MEASURE_EVERY_MS = 250;
    private static final double STATUS_EVERY_MS = 100;

    private final LifeStudio studio;
    private final StudioPage page;
    private final CanvasSurface surface;
    private final FrameWork work;
    private final Pace pace = new Pace();
    private final RollingMedian frameInterval = new RollingMedian(31);
    private final List<Stroke> strokes = new ArrayList<>();
    private final List<Runnable> afterFrame = new ArrayList<>();
    private CellEdits edits;
    private boolean running;
    private long pendingSteps;
    private boolean redraw = true;
    private boolean measure = true;
    private boolean fitPending;
    private boolean drawing = true;
    private boolean stopped;
    private double lastFrame = Double.NaN;
    private double lastMeasure = Double.NEGATIVE_INFINITY;
    private double lastStatus = Double.NEGATIVE_INFINITY;
    private int lastGenerations;

    FrameLoop(LifeStudio studio, Gpu gpu, StudioPage page) {
        this.studio = studio;
        this.page = page;
        surface = new CanvasSurface(page.canvas(), gpu);
        work = new FrameWork(gpu, surface);
    }

    void start() {
        new Thread(this::loop).start();
    }

    /** Ends the loop after the current frame (a lost device, a reconnect). */
    void stop() {
        stopped = true;
    }

    private void loop() {
        while (!stopped) {
            double now = AnimationFrames.next();
            if (stopped || !studio.tryTurn()) {
                continue;
            }
            try {
                frame(now);
                runAfterFrame();
            } catch (Throwable failure) {
                setRunning(false);
                pendingSteps = 0;
                if (!stopped) {
                    // A lost device stops the loop; the page shell reports the loss with its Reconnect button.
                    page.showMessage(Results.sentence(failure));
                }
            } finally {
                studio.endTurn();
            }
        }
        work.destroy();
    }

    private void frame(double now) {
        double elapsed = Double.isNaN(lastFrame) ? 0 : now - lastFrame;
        lastFrame = now;
        frameInterval.add(elapsed);
        studio.runQueuedActions();
        Board board = studio.board();
        if (!board.ready()) {
            return;
        }
        LifeEngine engine = board.engine();
        if (surface.fitToLayout()) {
            redraw = true;
        }
        if (fitPending) {
            fitPending = false;
            work.run(engine, null, 0, true, null);
            fitToLiveCells();
        }
        CellEdits batch = takeEdits(engine);
        int generations = generationsThisFrame(elapsed);
        if (generations > 0 && board.needsStartCopy()) {
            // The drawing becomes the start that Reset returns to: apply it, copy it, then step.
            if (batch != null) {
                work.run(engine, batch, 0, false, null);
                batch = null;
            }
            board.copyStart();
        }
        boolean stepped = generations > 0;
        boolean measureNow = measure || batch != null
                || stepped && (now - lastMeasure >= MEASURE_EVERY_MS || !running && pendingSteps == 0);
        boolean drawNow = drawing && (redraw || stepped || batch != null);
        if (stepped || batch != null || measureNow || drawNow) {
            int[] view = drawNow ? ViewUniform.pack(engine.width(), engine.height(), engine.rowStride(),
                    engine.encoding() == CellEncoding.BIT_PACKED, page.camera(), page.palette()) : null;
            work.run(engine, batch, generations, measureNow, view);
            redraw = redraw && !drawNow;
            measure = false;
            if (measureNow) {
                lastMeasure = now;
            }
        }
        lastGenerations = generations;
        if (now - lastStatus >= STATUS_EVERY_MS || measureNow) {
            lastStatus = now;
            page.showStatus(board, work, frameInterval.median(), lastGenerations);
        }
    }

    /** Calls the given action once the next frame's GPU work, drawing included, is done. */
    void afterNextFrame(Runnable action) {
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
        int generations = running ? pace.generations(page.speed(), elapsed, perGeneration, frameInterval.median()) : 0;
        if (pendingSteps > 0) {
            int room = Math.max(0, Pace.affordable(perGeneration, frameInterval.median()) - generations);
            int steps = (int) Math.min(pendingSteps, room);
            pendingSteps -= steps;
            generations += steps;
            if (pendingSteps == 0) {
                page.showStepping(false);
            }
        }
        return generations;
    }

    /** The edits of every stroke whose action is known, merged; null when there are none. */
    private CellEdits takeEdits(LifeEngine engine) {
        while (!strokes.isEmpty() && strokes.get(0).decided()) {
            Stroke stroke = strokes.get(0);
            if (edits == null) {
                edits = new CellEdits(engine.encoding() == CellEncoding.BIT_PACKED, engine.width(), engine.height());
            }
            stroke.drainInto(edits);
            if (!stroke.finished()) {
                break;
            }
            strokes.remove(0);
        }
        CellEdits batch = edits;
        edits = null;
        if (batch != null && !batch.isEmpty()) {
            studio.board().edited();
            return batch;
        }
        return null;
    }

    /** Starts a drawing stroke at a cell; what it does depends on that cell, read at the next frame. */
    void beginStroke(int x, int y) {
        Board board = studio.board();
        if (!board.ready() || x < 0 || y < 0 || x >= board.engine().width() || y >= board.engine().height()) {
            return;
        }
        Stroke stroke = new Stroke(x, y);
        strokes.add(stroke);
        studio.later(() -> {
            // Earlier strokes may have changed this cell: apply them first, then read it.
            CellEdits earlier = takeEdits(board.engine());
            if (earlier != null) {
                work.run(board.engine(), earlier, 0, false, null);
            }
            stroke.decide(board.alive(stroke.firstX(), stroke.firstY()));
        });
    }

    void extendStroke(int x, int y) {
        if (!strokes.isEmpty()) {
            strokes.get(strokes.size() - 1).lineTo(x, y);
        }
    }

    void endStroke() {
        if (!strokes.isEmpty()) {
            strokes.get(strokes.size() - 1).finish();
        }
    }

    /** A board built by a contract run, with the run's median GPU time per generation (or null). */
    void boardReplaced(boolean draw, Object gpuMsPerGeneration) {
        boardReplaced(draw);
        if (gpuMsPerGeneration instanceof Number millis) {
            work.recordGenerationTime(millis.doubleValue());
        }
        if (!draw) {
            page.note("Drawing is off for this run (render=0): zoom, move or run to draw the board.");
        }
    }

    /** The board was replaced (a run, a loaded pattern, another size): stop, measure, fit and draw. */
    void boardReplaced(boolean draw) {
        setRunning(false);
        pendingSteps = 0;
        page.showStepping(false);
        strokes.clear();
        edits = null;
        drawing = draw;
        fitPending = true;
        boardChanged();
        work.forgetTimes();
        page.boardReplaced(studio.board());
    }

    /** The cells changed outside a step (cleared, filled, placed, reset, rule): measure and draw. */
    void boardChanged() {
        measure = true;
        redraw = true;
    }

    /** The person moved or zoomed the view: draw it, and drop a pending automatic fit. */
    void viewChanged() {
        redraw = true;
        drawing = true;
        fitPending = false;
    }

    /** The colours changed. */
    void paletteChanged() {
        redraw = true;
    }

    void setRunning(boolean run) {
        if (run && !running) {
            pace.restart();
        }
        running = run;
        drawing |= run;
        page.showRunning(run);
    }

    boolean running() {
        return running;
    }

    /** Advances the given number of generations, spread over frames as the GPU budget allows. */
    void step(long generations) {
        pendingSteps += generations;
        drawing = true;
        page.showStepping(pendingSteps > 0);
    }

    /** Fits the view to the live cells at the next frame (after measuring them). */
    void fitToLiveCellsSoon() {
        fitPending = true;
        redraw = true;
    }

    private void fitToLiveCells() {
        LiveArea live = work.live();
        LifeEngine engine = studio.board().engine();
        if (live.isEmpty()) {
            page.camera().fit(0, 0, engine.width() - 1, engine.height() - 1, surface.pixelWidth(),
                    surface.pixelHeight());
        } else {
            page.camera().fit(live.minX(), live.minY(), live.maxX(), live.maxY(), surface.pixelWidth(),
                    surface.pixelHeight());
        }
        redraw = true;
    }

    /**
     * Measures the live cells now (on the loop's thread, inside an action) and reads them back; null when
     * nothing lives. Live areas larger than the RLE readers accept are refused with a sentence.
     */
    ShareLink.LiveCells readLiveCells() {
        LifeEngine engine = studio.board().engine();
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
        return surface;
    }
}
