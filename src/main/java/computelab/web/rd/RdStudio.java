package computelab.web.rd;

import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.ParamTable;
import computelab.lab.rd.RdExperiment;
import computelab.lab.Request;
import computelab.web.DeviceView;
import computelab.web.ResultView;
import java.util.Map;
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
            turns = new GpuTurns(page);
            actions = new RdActions(experiment, device, page);
            new RdControls(experiment, device, turns, page, actions);
        }
        page.showAdapter(newGpu.description());
        device.replace(newGpu, new RdLoop(turns, experiment, newGpu, page));
        if (!page.urlRunsAtOnce()) {
            turns.later(() -> actions.rebuild(page.urlParametersOrDefaults()));
        }
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        if (page == null || gpu != device.gpu()) {
            return experiment.run(gpu, request, control);
        }
        turns.turn.take();
        try {
            Json.Obj result = experiment.run(gpu, request, control);
            actions.adopt(request.givenTexts());
            return result;
        } catch (RuntimeException failed) {
            if (experiment.engine() == null) {
                // Nothing to show yet (a run=1 URL with a mistake): the default grid, under the sentence.
                turns.later(() -> actions.rebuild(Map.of()));
            }
            throw failed;
        } finally {
            turns.turn.end();
        }
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        // The picture above is the result; the JSON below says the rest.
    }
}
