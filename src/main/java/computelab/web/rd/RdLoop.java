package computelab.web.rd;

import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.Passes;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timed;
import computelab.gpu.Timing;
import computelab.lab.Numbers;
import computelab.lab.rd.RdExperiment;
import computelab.lab.rd.RdRequest;
import computelab.rd.GpuGrayScott;
import computelab.web.canvas.AnimationLoop;
import computelab.web.canvas.CanvasSurface;
import computelab.web.canvas.RollingMedian;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The page's animation, one frame at a time on its own TeaVM thread: queued actions, then the frame's
 * steps (the chosen steps per frame while playing, or one frame's worth for Step) and a render pass, in
 * one command buffer timed by the Stopwatch, which waits for it: frames never pile up GPU work, and the
 * display's rate paces the simulation. The GPU time per step is the median over the last frames. One loop
 * per device; a reconnect starts a new one.
 */
final class RdLoop extends AnimationLoop {
    private static final double STATUS_EVERY_MS = 100;
    private static final int WINDOW = 31;
    /** How often a playing grid is checked for NaN or infinite cells (one row is read back). */
    private static final double CHECK_EVERY_MS = 1000;

    private final GpuTurns turns;
    private final RdExperiment experiment;
    private final RdPage page;
    private final Gpu gpu;
    private final CanvasSurface surface;
    private final FieldRenderer renderer;
    private final Stopwatch stopwatch;
    private final RollingMedian msPerStep = new RollingMedian(WINDOW);
    private boolean playing;
    private long pendingSteps;
    private boolean redraw = true;
    private boolean fitPending = true;
    private double lastStatus = Double.NEGATIVE_INFINITY;
    private double lastCheck = Double.NEGATIVE_INFINITY;

    RdLoop(GpuTurns turns, RdExperiment experiment, Gpu gpu, RdPage page) {
        super(turns.turn, turns.wakeup, page.canvas());
        this.turns = turns;
        this.experiment = experiment;
        this.page = page;
        this.gpu = gpu;
        surface = new CanvasSurface(page.canvas(), gpu);
        renderer = new FieldRenderer(gpu, surface.format());
        stopwatch = Stopwatch.besideRuns(gpu);
    }

    @Override
    protected void failed(String sentence) {
        setPlaying(false);
        pendingSteps = 0;
        page.showMessage(sentence);
    }

    @Override
    protected void ended() {
        renderer.destroy();
        stopwatch.destroy();
    }

    @Override
    protected boolean frame(double now) {
        turns.runQueuedActions();
        GpuGrayScott engine = experiment.engine();
        if (engine == null) {
            return false;
        }
        if (surface.fitToLayout()) {
            redraw = true;
        }
        if (fitPending) {
            fitPending = false;
            page.camera().fit(0, 0, engine.width() - 1, engine.height() - 1, surface.pixelWidth(),
                    surface.pixelHeight());
        }
        long steps = (playing ? page.stepsPerFrame() : 0) + pendingSteps;
        pendingSteps = 0;
        if (steps > 0 || redraw) {
            run(engine, steps);
            redraw = false;
        }
        if (steps > 0 && (now - lastCheck >= CHECK_EVERY_MS || !playing)) {
            lastCheck = now;
            stopIfBlownUp(engine);
        }
        if (now - lastStatus >= STATUS_EVERY_MS || steps > 0) {
            lastStatus = now;
            showStatus(engine);
        }
        return playing || pendingSteps > 0 || redraw || fitPending;
    }

    /** Encodes, submits and waits for one frame: its steps and the render pass. */
    private void run(GpuGrayScott engine, long steps) {
        gpu.requireAlive();
        int[] view = ViewWords.pack(engine.width(), engine.height(), engine.layout(), page.colours(),
                page.camera().left(), page.camera().top(), page.camera().scale());
        Timed frame = new Timed() {
            @Override
            public void encode(GPUCommandEncoder encoder, Passes passes) {
                engine.step(encoder, passes, steps);
                renderer.encode(encoder, surface.currentTexture(), surface.format(), engine, view, passes);
            }

            @Override
            public int passesPerRepetition() {
                return (int) (steps + engine.stepsPerPass() - 1) / engine.stepsPerPass() + 1;
            }
        };
        double started = Performance.now();
        Measured measured = stopwatch.timeOnce("a reaction-diffusion frame", frame);
        if (steps > 0) {
            Timing passes = measured.passes().get(engine.passLabel());
            // Without timestamps the wall time of the frame bounds the steps' time from above.
            msPerStep.add(passes != null ? passes.median() * passes.reps() / steps
                    : measured.timing() == null ? (Performance.now() - started) / steps : Double.NaN);
        }
    }

    /**
     * A NaN or an infinity spreads to its neighbours at every step, so one row of the grid shows within a
     * few hundred steps whether the fields blew up: then the grid stops, and the page says why.
     */
    private void stopIfBlownUp(GpuGrayScott engine) {
        if (!engine.readRows(engine.height() / 2, 1).stats().finite()) {
            setPlaying(false);
            page.showMessage(RdRequest.divergence(engine.model(), "by step " + Numbers.count(engine.steps())));
        }
    }

    private void showStatus(GpuGrayScott engine) {
        double millis = msPerStep.median();
        String timing;
        String rate = "";
        if (Double.isNaN(millis)) {
            timing = playing ? "Measuring the GPU time…" : "Paused";
        } else {
            double cells = (double) engine.width() * engine.height();
            timing = (gpu.hasTimestamps() ? "GPU " : "at most ") + Numbers.millis(millis) + " per step"
                    + (playing ? "" : " (paused)");
            rate = Numbers.rate(cells / (millis * 1e6), "cell-updates");
        }
        page.showStatus(engine.steps(), timing, rate);
    }

    void setPlaying(boolean play) {
        wake();
        playing = play;
        page.showPlaying(play);
    }

    boolean playing() {
        return playing;
    }

    /** Advances one frame's worth of steps at the next frame (the Step button). */
    void stepOnce() {
        wake();
        pendingSteps += page.stepsPerFrame();
    }

    /** A new grid (a build, a run): fit it, draw it, forget the old times. */
    void gridReplaced() {
        wake();
        fitPending = true;
        redraw = true;
        msPerStep.clear();
        lastStatus = Double.NEGATIVE_INFINITY;
    }

    /** The fields changed outside a step (painted, reset, cleared): draw them. */
    void fieldsChanged() {
        wake();
        redraw = true;
        lastStatus = Double.NEGATIVE_INFINITY;
    }

    /** The view or the colours changed. */
    void redraw() {
        wake();
        redraw = true;
    }

    /** Fits the whole grid into the canvas at the next frame. */
    void fitSoon() {
        wake();
        fitPending = true;
        redraw = true;
    }

    CanvasSurface surface() {
        return surface;
    }

    /** The current v field as a PNG data URL (on the loop's thread, inside an action). */
    String exportPng() {
        return renderer.exportPng(experiment.engine(), page.colours());
    }
}
