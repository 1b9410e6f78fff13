package computelab.web.life;

import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.Passes;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timed;
import computelab.gpu.Timing;
import computelab.life.CellEditor;
import computelab.life.CellEdits;
import computelab.life.LifeEngine;
import computelab.life.LiveArea;
import computelab.life.LiveStats;
import computelab.web.canvas.CanvasSurface;
import computelab.web.canvas.RollingMedian;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The GPU work of one animation frame, in one command buffer: the person's edits, the frame's
 * generations, the live-cell statistics, the render pass. The Stopwatch runs it as one repetition and
 * waits for it (through the timestamp readback), so a frame never queues work behind unfinished work,
 * and gives the GPU time of the generations and of the render pass (or, without timestamp queries,
 * the wall time until the queue is done bounds the generations' time from above).
 */
final class FrameWork {
    private static final int WINDOW = 31;

    private final Gpu gpu;
    private final CanvasSurface surface;
    private final BoardRenderer renderer;
    private final LiveStats stats;
    private final CellEditor editor;
    private final Stopwatch stopwatch;
    private final RollingMedian msPerGeneration = new RollingMedian(WINDOW);
    private final RollingMedian renderMs = new RollingMedian(WINDOW);
    private LiveArea live = LiveArea.NONE;

    FrameWork(Gpu gpu, CanvasSurface surface) {
        this.gpu = gpu;
        this.surface = surface;
        renderer = new BoardRenderer(gpu, surface.format());
        stats = new LiveStats(gpu);
        editor = new CellEditor(gpu);
        stopwatch = Stopwatch.besideRuns(gpu);
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
        Timed frame = new Timed() {
            @Override
            public void encode(GPUCommandEncoder encoder, Passes passes) {
                if (edits != null && !edits.isEmpty()) {
                    editor.encode(encoder, engine, edits, passes);
                }
                for (int i = 0; i < generations; i++) {
                    engine.step(encoder, passes);
                }
                if (measure) {
                    stats.encode(encoder, engine, passes);
                }
                if (viewWords != null) {
                    renderer.encode(encoder, surface.currentTexture(), engine, viewWords, passes);
                }
            }

            @Override
            public int passesPerRepetition() {
                return generations + 3;
            }
        };
        double submitted = Performance.now();
        Measured measured = stopwatch.timeOnce("a Life frame", frame);
        record(measured, engine, generations, Performance.now() - submitted);
        if (stats.pending()) {
            live = stats.read();
        }
        gpu.requireAlive();
    }

    private void record(Measured measured, LifeEngine engine, int generations, double wallMillis) {
        if (measured.timing() == null) {
            if (generations > 0) {
                msPerGeneration.add(wallMillis / generations);
            }
            return;
        }
        Timing steps = measured.passes().get(engine.stepLabel());
        if (steps != null) {
            msPerGeneration.add(steps.median());
        }
        Timing render = measured.passes().get(BoardRenderer.LABEL);
        if (render != null) {
            renderMs.add(render.median());
        }
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
        return gpu.hasTimestamps();
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
        stopwatch.destroy();
    }
}
