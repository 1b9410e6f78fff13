package computelab.web.rd;

import computelab.failure.Failures;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.ParamTable;
import computelab.lab.RdExperiment;
import computelab.lab.Request;
import computelab.rd.GpuGrayScott;
import computelab.web.DeviceView;
import computelab.web.ResultView;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The interactive reaction-diffusion page. Toward the page shell it is the reaction-diffusion experiment
 * (same fields, same result JSON, so the page keeps its URL contract); in the page it owns the grid the
 * experiment built and animates it: painting, stepping, drawing and timing, one animation frame at a time.
 *
 * <p>All GPU work happens on TeaVM threads, one piece at a time: the frame loop's thread runs the
 * person's actions (queued by event handlers, which must not wait) at the start of a frame, and a
 * contract run from the form or a test waits for its turn between frames. Under Node there is no page:
 * runs go straight to the experiment.
 */
public final class RdStudio implements Experiment, ResultView, DeviceView {
    private final RdExperiment experiment;
    private final Deque<Task> tasks = new ArrayDeque<>();
    private Gpu gpu;
    private RdPage page;
    private RdActions actions;
    private RdLoop loop;
    private boolean busy;

    /** A queued action and the panel section whose sentence it shows when it fails (null: over the canvas). */
    private record Task(Runnable action, String section) {
    }

    /** The studio around the page's experiment, which builds and runs its grids. */
    public RdStudio(RdExperiment experiment) {
        this.experiment = experiment;
    }

    @Override
    public ParamTable params() {
        return experiment.params();
    }

    @Override
    public void attach(Gpu newGpu) {
        if (page == null) {
            page = new RdPage();
            actions = new RdActions(this, page);
            new RdControls(this, page, actions);
        }
        if (loop != null) {
            loop.stop();
        }
        gpu = newGpu;
        page.showAdapter(gpu.description());
        RdLoop current = new RdLoop(this, gpu, page);
        loop = current;
        gpu.addLostListener(message -> current.stop());
        loop.start();
        if (!page.urlRunsAtOnce()) {
            later(() -> actions.rebuild(page.urlParametersOrDefaults()));
        }
    }

    @Override
    public Json.Obj run(Gpu device, Request request, RunControl control) {
        if (page == null || device != gpu) {
            return experiment.run(device, request, control);
        }
        takeTurn();
        try {
            Json.Obj result = experiment.run(device, request, control);
            actions.adopt(request.givenTexts());
            return result;
        } catch (RuntimeException failed) {
            if (experiment.engine() == null) {
                // Nothing to show yet (a run=1 URL with a mistake): the default grid, under the sentence.
                later(() -> actions.rebuild(Map.of()));
            }
            throw failed;
        } finally {
            busy = false;
        }
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        // The picture above is the result; the JSON below says the rest.
    }

    /** The engine of the grid on the page, or null before the first one is built. */
    GpuGrayScott engine() {
        return experiment.engine();
    }

    RdExperiment experiment() {
        return experiment;
    }

    Gpu gpu() {
        return gpu;
    }

    RdLoop loop() {
        return loop;
    }

    /** Queues work of the page's own for the start of the next frame, on the loop's thread. */
    void later(Runnable action) {
        tasks.add(new Task(action, null));
    }

    /**
     * Queues a person's action (event handlers use this); a failure shows its sentence in the panel section
     * {@code section} (the controls that caused it), success clears that section's earlier sentence.
     */
    void act(String section, Runnable action) {
        tasks.add(new Task(action, section));
    }

    /** Runs the queued actions; a failing one shows its sentence and leaves the grid as it was. */
    void runQueuedActions() {
        while (!tasks.isEmpty()) {
            Task task = tasks.poll();
            try {
                task.action().run();
                if (task.section() != null) {
                    page.showError(task.section(), "");
                }
            } catch (Throwable failure) {
                String sentence = Failures.sentence(failure);
                if (task.section() == null) {
                    page.showMessage(sentence);
                } else {
                    page.showError(task.section(), sentence);
                }
            }
        }
    }

    /** Waits (between frames) until no other GPU work is in progress, then holds the GPU. */
    private void takeTurn() {
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
}
