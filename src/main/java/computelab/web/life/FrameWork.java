package computelab.web.life;

import computelab.gpu.Await;
import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import computelab.gpu.Submit;
import computelab.life.LifeEngine;
import org.teavm.jso.JSBody;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The GPU work of one animation frame, in one command buffer: the person's edits, the frame's
 * generations, the live-cell statistics, the render pass. After submitting it waits for the GPU
 * (through the timestamp readback), so a frame never queues work behind unfinished work, and records
 * the GPU time per generation and of the render pass (or, without timestamp queries, the wall time
 * until the queue is done).
 */
final class FrameWork {
    /** Passes one frame may time: the most generations plus edit and statistics passes. */
    private static final int TIMED_PASSES = Pace.MOST_PER_FRAME + 4;
    private static final int WINDOW = 31;

    private final Gpu gpu;
    private final CanvasSurface surface;
    private final BoardRenderer renderer;
    private final LiveStats stats;
    private final CellEditor editor;
    private final GpuTimer timer;
    private final RenderPassTimer renderTimer;
    private final RollingMedian msPerGeneration = new RollingMedian(WINDOW);
    private final RollingMedian renderMs = new RollingMedian(WINDOW);
    private LiveArea live = LiveArea.NONE;

    FrameWork(Gpu gpu, CanvasSurface surface) {
        this.gpu = gpu;
        this.surface = surface;
        renderer = new BoardRenderer(gpu, surface.format());
        stats = new LiveStats(gpu);
        editor = new CellEditor(gpu);
        timer = new GpuTimer(gpu, TIMED_PASSES);
        renderTimer = gpu.hasTimestamps() ? new RenderPassTimer(gpu) : null;
    }

    /**
     * Encodes, submits and waits for one frame.
     *
     * @param edits       cells drawn since the last frame, or null
     * @param generations steps to advance
     * @param measure     whether to count the population and find the live area
     * @param viewWords   the render uniform, or null to leave the canvas as it is
     */
    void run(LifeEngine engine, CellEdits edits, int generations, boolean measure, int[] viewWords) {
        gpu.requireAlive();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        timer.reset();
        if (edits != null && !edits.isEmpty()) {
            editor.encode(encoder, engine, edits, timer);
        }
        for (int i = 0; i < generations; i++) {
            timer.nextRepetition();
            engine.step(encoder, timer);
        }
        if (measure) {
            stats.encode(encoder, engine, timer);
        }
        boolean timedRender = viewWords != null && renderTimer != null;
        if (viewWords != null) {
            renderer.encode(encoder, surface.currentTexture(), engine, viewWords, timedRender ? renderTimer : null);
        }
        timer.resolve(encoder);
        if (timedRender) {
            renderTimer.resolve(encoder);
        }
        double submitted = now();
        gpu.queue().submit(Submit.of(encoder.finish()));
        collect(engine, generations, submitted);
    }

    private void collect(LifeEngine engine, int generations, double submitted) {
        GpuTimer.Measurement measurement = timer.read();
        if (measurement != null) {
            double[] steps = measurement.millisByPass().get("life " + engine.algorithm() + " step");
            if (steps != null) {
                for (double millis : steps) {
                    msPerGeneration.add(millis);
                }
            }
        } else {
            Await.await(gpu.queue().onSubmittedWorkDone());
            if (generations > 0) {
                // Without timestamps the wall time until the queue is done bounds the GPU time from above.
                msPerGeneration.add((now() - submitted) / generations);
            }
        }
        if (renderTimer != null) {
            renderMs.add(renderTimer.readMillis());
        }
        if (stats.pending()) {
            live = stats.read();
        }
        gpu.requireAlive();
    }

    /** Median GPU milliseconds per generation over the last frames, NaN before the first. */
    double msPerGeneration() {
        return msPerGeneration.median();
    }

    /** Median GPU milliseconds of the render pass, NaN without timestamp queries. */
    double renderMs() {
        return renderMs.median();
    }

    boolean timestamps() {
        return timer.enabled();
    }

    /** The last measured population and live area. */
    LiveArea live() {
        return live;
    }

    /** A new board or engine: old times no longer apply. */
    void forgetTimes() {
        msPerGeneration.clear();
    }

    /** A time measured elsewhere for this board (the contract run's median), until frames measure their own. */
    void recordGenerationTime(double millis) {
        msPerGeneration.add(millis);
    }

    void destroy() {
        renderer.destroy();
        stats.destroy();
        editor.destroy();
        timer.destroy();
        if (renderTimer != null) {
            renderTimer.destroy();
        }
    }

    @JSBody(script = "return performance.now();")
    static native double now();
}
