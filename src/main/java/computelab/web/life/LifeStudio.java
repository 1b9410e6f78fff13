package computelab.web.life;

import computelab.failure.Failures;
import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.LifeExperiment;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.web.DeviceView;
import computelab.web.ResultView;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The interactive Game of Life page. Toward the page shell it is the life experiment (same fields,
 * same result JSON, so life.html keeps its URL contract); in the page it owns the board the
 * experiment built and runs it in animation frames: drawing, editing, stepping and measuring.
 *
 * <p>All GPU work happens on TeaVM threads, one piece at a time: the frame loop's thread runs the
 * person's actions (queued by event handlers, which must not wait) at the start of a frame, and a
 * contract run from the form or a test waits for its turn between frames, showing its progress over
 * the board as it goes. Under Node there is no page: runs go straight to the experiment.
 */
public final class LifeStudio implements Experiment, ResultView, DeviceView {
    private final LifeExperiment experiment;
    private final Board board;
    private final Deque<Task> tasks = new ArrayDeque<>();
    private Gpu gpu;
    private StudioPage page;
    private FrameLoop loop;
    private boolean busy;
    private boolean stopRun;

    /** The studio around the life page's experiment, which it runs its boards with. */
    public LifeStudio(LifeExperiment experiment) {
        this.experiment = experiment;
        this.board = new Board(experiment);
    }

    /** A queued action; a person's action that succeeds clears the sentence an earlier mistake left. */
    private record Task(Runnable action, boolean person) {
    }

    @Override
    public ParamTable params() {
        return experiment.params();
    }

    @Override
    public void attach(Gpu newGpu) {
        if (page == null) {
            page = new StudioPage(this);
        }
        if (loop != null) {
            loop.stop();
        }
        gpu = newGpu;
        page.showAdapter(gpu.description());
        FrameLoop current = new FrameLoop(this, gpu, page);
        loop = current;
        gpu.addLostListener(message -> current.stop());
        loop.start();
        if (board.ready()) {
            // A reconnect: the board of the lost device comes back from its origin, at generation 0.
            Map<String, String> params = board.originParameters();
            later(() -> {
                board.build(gpu, params, RunControl.NONE);
                loop.boardReplaced(true);
            });
        } else if (!page.urlRunsAtOnce()) {
            // Show the URL's board (or the default one) at generation 0; a run=1 URL builds its own next.
            Map<String, String> params = page.urlParametersOrDefaults();
            later(() -> {
                board.build(gpu, params, RunControl.NONE);
                loop.boardReplaced(true);
            });
        }
    }

    @Override
    public Json.Obj run(Gpu device, Request request, RunControl control) {
        if (page == null || device != gpu) {
            return experiment.run(device, request, control);
        }
        Map<String, String> params = request.givenTexts();
        takeTurn();
        stopRun = false;
        boolean draw = !"0".equals(params.get("render"));
        RunControl shown = new RunControl() {
            @Override
            public void progress(long done, long total) {
                control.progress(done, total);
                loop.runProgress(experiment.engine(), done, total, draw);
            }

            @Override
            public boolean cancelled() {
                return stopRun || control.cancelled();
            }
        };
        try {
            loop.runStarting();
            Json.Obj result = board.build(device, params, shown);
            loop.boardReplaced(draw, result.get("gpuMsPerGen"));
            return result;
        } catch (RunCancelled stopped) {
            // The board stays where the run got to.
            loop.boardReplaced(true);
            page.note("The run was stopped at generation " + board.generation() + ".");
            throw stopped;
        } catch (RuntimeException failed) {
            if (!board.ready()) {
                // Nothing to show yet (a run=1 URL with a mistake): the default board, under the sentence.
                later(() -> {
                    board.build(gpu, Map.of(), RunControl.NONE);
                    loop.boardReplaced(true);
                });
            }
            throw failed;
        } finally {
            loop.runEnded();
            busy = false;
        }
    }

    /** Stops a contract run under way after its current batch (the Stop button over the board). */
    void stopRun() {
        stopRun = true;
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        if (page != null) {
            page.showSummary(result, output);
        }
    }

    /** Queues work of the page's own for the start of the next frame, on the loop's thread. */
    void later(Runnable action) {
        tasks.add(new Task(action, false));
    }

    /** Queues a person's action (event handlers use this); when it succeeds, an earlier mistake's sentence goes. */
    void act(Runnable action) {
        tasks.add(new Task(action, true));
    }

    /** Runs the queued actions; a failing one shows its sentence and leaves the board as it was. */
    void runQueuedActions() {
        while (!tasks.isEmpty()) {
            Task task = tasks.poll();
            try {
                task.action().run();
                if (task.person()) {
                    page.clearMessage();
                }
            } catch (Throwable failure) {
                page.showMessage(Failures.sentence(failure));
            }
        }
    }

    /** Waits (between frames) until no other GPU work is in progress, then holds the GPU. */
    void takeTurn() {
        while (busy) {
            try {
                Thread.sleep(4);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        busy = true;
    }

    /** Holds the GPU if free; the frame loop skips a frame rather than wait. */
    boolean tryTurn() {
        if (busy) {
            return false;
        }
        busy = true;
        return true;
    }

    void endTurn() {
        busy = false;
    }

    Board board() {
        return board;
    }

    Gpu gpu() {
        return gpu;
    }

    FrameLoop loop() {
        return loop;
    }
}
