package computelab.web.rd;

import computelab.failure.Failures;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.lab.rd.RdExperiment;
import computelab.lab.rd.RdRequest;
import computelab.web.DeviceView;
import computelab.web.ResultView;
import computelab.web.ViewOf;
import java.util.List;
import org.teavm.jso.browser.Location;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The interactive reaction-diffusion page. Toward the page shell it is the reaction-diffusion experiment
 * (same fields, same result JSON, so the page keeps its URL contract); in the page it owns the grid the
 * experiment built and animates it: painting, stepping, drawing and timing, one animation frame at a time.
 *
 * <p>It builds the page's parts top-down: the page, whose GPU work takes turns ({@link GpuTurns}), the
 * actions, the controls, and per device a frame loop ({@link DeviceLoop}). Under Node there is no page:
 * runs go straight to the experiment.
 */
public final class RdStudio implements Experiment, ResultView, DeviceView {
    private final RdExperiment experiment;
    private final DeviceLoop device = new DeviceLoop();
    private RdPage page;
    private GpuTurns turns;
    private RdActions actions;
    /** Whether the URL's run builds the first grid. */
    private boolean awaitingRun;

    /** The studio around the page's experiment, which builds and runs its grids. */
    @ViewOf(RdExperiment.class)
    public RdStudio(RdExperiment experiment) {
        this.experiment = experiment;
    }

    @Override
    public ParamTable params() {
        return experiment.params();
    }

    /** The page's parts, made once the page's elements exist (never under Node, where there is no page). */
    private void makePage() {
        if (page == null) {
            page = new RdPage();
            turns = new GpuTurns(page);
            actions = new RdActions(experiment, device, page);
            new RdControls(experiment, device, turns, page, actions);
        }
    }

    /**
     * A device is open (again, after a reconnect): a new frame loop draws on it, and the first grid is the
     * URL's (what it could take of it), or the one before the reconnect.
     */
    @Override
    public void attach(Gpu newGpu) {
        makePage();
        page.showAdapter(newGpu.description());
        page.offerPrecisions(newGpu.hasShaderF16());
        device.replace(newGpu, new RdLoop(turns, experiment, newGpu, page));
        Request before = actions.asked();
        if (before != null) {
            turns.later(() -> showGrid(before, List.of()));
            return;
        }
        UrlGrid first = UrlGrid.read(Location.current().getSearch(), newGpu);
        awaitingRun = first.runsAtOnce();
        if (!awaitingRun) {
            turns.later(() -> showGrid(first.asked(), first.mistakes()));
        }
    }

    /** Builds a grid on the loop's thread; where that fails, the default grid under the sentence. */
    private void showGrid(Request grid, List<FieldMistake> mistakes) {
        try {
            actions.build(grid);
        } catch (RuntimeException failed) {
            page.showMessage(Failures.sentence(failed));
            actions.build(RdRequest.PARAMS.defaults(device.gpu()));
        }
        page.urlMistakes(mistakes);
    }

    /** No device: the panel shows the defaults, with what needs a GPU disabled; the shell says why. */
    @Override
    public void unavailable(String sentence) {
        makePage();
        page.withoutGpu(RdRequest.PARAMS.defaults(null));
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        if (page == null || gpu != device.gpu()) {
            return experiment.run(gpu, request, control);
        }
        turns.turn.take();
        try {
            Json.Obj result = experiment.run(gpu, request, control);
            actions.adopt(request);
            if (result.get("error") != null) {
                page.showMessage(String.valueOf(result.get("error")));
            }
            return result;
        } catch (RuntimeException failed) {
            if (awaitingRun) {
                // Nothing to show (a run=1 URL this device cannot run): the default grid, under the sentence.
                turns.later(() -> showGrid(RdRequest.PARAMS.defaults(gpu), List.of()));
            }
            throw failed;
        } finally {
            awaitingRun = false;
            turns.turn.end();
        }
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        // The picture above is the result; the JSON below says the rest.
    }
}
