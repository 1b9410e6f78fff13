package computelab.web.rd;

import computelab.data.ContractInputs;
import computelab.failure.LabException;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.rd.RdExperiment;
import computelab.lab.rd.RdRequest;
import computelab.lab.Request;
import computelab.rd.GpuGrayScott;
import computelab.rd.InitialState;
import computelab.rd.Preset;
import java.util.Objects;

/**
 * What the person can do to the grid, run on the frame loop's thread: change a parameter (the page holds
 * the URL contract's typed {@link Request} of the grid and the model, and changes it through
 * {@link Request#with}, so a field of the panel takes exactly what a URL would), choose a preset or a point
 * of the map, reset, clear, paint, scatter seeds, share and export. A change of the grid's parameters
 * ({@link RdRequest#GRID}) builds the fields anew at step 0; a change of the model's
 * ({@link RdRequest#MODEL}) keeps them.
 */
final class RdActions {
    /** Seed discs one press of Random seeds paints. */
    private static final int SCATTERED = 12;

    private final RdExperiment experiment;
    private final DeviceLoop device;
    private final RdPage page;
    private Request asked;
    private RdRequest request;
    private boolean painted;
    private int scatters;

    RdActions(RdExperiment experiment, DeviceLoop device, RdPage page) {
        this.experiment = experiment;
        this.device = device;
        this.page = page;
    }

    /** Builds the grid the request describes at step 0 (the URL's, the one before a reconnect, the defaults). */
    void build(Request grid) {
        RdRequest built = UrlGrid.checked(grid, device.gpu());
        experiment.build(device.gpu(), built);
        replaced(grid, built);
    }

    /** After a contract run: its grid is the page's now, at the step it reached. */
    void adopt(Request run) {
        Request grid = run.without(ParamTable.RUN);
        for (Param<?> param : RdRequest.RUN) {
            grid = grid.without(param);
        }
        replaced(grid, RdRequest.of(grid));
    }

    private void replaced(Request grid, RdRequest built) {
        asked = grid;
        request = built;
        painted = false;
        page.showGrid(asked, request);
        device.loop().gridReplaced();
    }

    /**
     * One field as typed, read in the panel's words (an empty text means its default); refused, it stays as
     * typed beside the sentence and the grid stays as it was.
     */
    <T> void set(Param<T> param, String text) {
        try {
            String value = text.trim();
            Request next = value.isEmpty() ? asked.without(param) : asked.with(param, PanelWords.read(param, value));
            if (param == RdRequest.INIT && next.get(RdRequest.INIT) == InitialState.CENTER) {
                next = next.without(RdRequest.DENSITY).without(RdRequest.SEED);
            }
            apply(next, RdRequest.MODEL.contains(param));
        } catch (LabException refused) {
            throw new RefusedValue(param, text, refused.getMessage());
        }
    }

    /** F and k together (a click on the map), as the f32 values the step will use. */
    void setFeedKill(double feed, double kill) {
        apply(asked.with(RdRequest.F, RdRequest.decimal((float) feed))
                .with(RdRequest.K, RdRequest.decimal((float) kill)), true);
    }

    void preset(String name) {
        Preset preset = Preset.named(name);
        if (preset != null) {
            apply(asked.with(RdRequest.F, RdRequest.decimal(preset.feed()))
                    .with(RdRequest.K, RdRequest.decimal(preset.kill())), true);
        }
    }

    /**
     * Takes the request if it describes a possible grid: new fields where a grid parameter changed, the same
     * fields with the new model otherwise. A model the panel changed must keep the explicit step stable.
     */
    private void apply(Request next, boolean modelChanged) {
        RdRequest checked = UrlGrid.checked(next, device.gpu());
        String unstable = modelChanged ? RdRequest.instability(checked.model()) : null;
        if (unstable != null) {
            throw new LabException(unstable);
        }
        for (Param<?> param : RdRequest.GRID) {
            if (!Objects.equals(next.get(param), asked.get(param))) {
                build(next);
                return;
            }
        }
        engine().setModel(checked.model(), checked.edges());
        asked = next;
        request = checked;
        page.showGrid(asked, request);
        device.loop().redraw();
    }

    /** Back to the start the grid was built with, at step 0. */
    void reset() {
        engine().load(request.init(), request.density(), request.seed());
        painted = false;
        device.loop().fieldsChanged();
    }

    /** u = 1 and v = 0 everywhere, step 0. */
    void clear() {
        engine().clear();
        painted = true;
        device.loop().fieldsChanged();
    }

    /** A dozen seed discs of the brush's size at places drawn from the contract's generator, in turn. */
    void scatterSeeds() {
        GpuGrayScott engine = engine();
        int radius = Math.max(2, Math.min(page.brushSize(), Math.min(engine.width(), engine.height()) / 8));
        for (int i = 0; i < SCATTERED; i++) {
            int hash = ContractInputs.mix32(scatters * SCATTERED + i + ContractInputs.mix32(request.seed()));
            int x = (int) ((hash & 0xFFFFL) * engine.width() >>> 16);
            int y = (int) ((hash >>> 16 & 0xFFFFL) * engine.height() >>> 16);
            engine.paint(x, y, radius, true);
        }
        scatters++;
        painted = true;
        device.loop().fieldsChanged();
    }

    /** The brush at one cell: seeds or, in erase mode, empty cells in a disc of the brush's size. */
    void paint(int x, int y) {
        GpuGrayScott engine = engine();
        if (x < 0 || y < 0 || x >= engine.width() || y >= engine.height()) {
            return;
        }
        engine.paint(x, y, page.brushSize() - 1, !page.erasing());
        painted = true;
        device.loop().fieldsChanged();
    }

    /**
     * The link that rebuilds this grid and advances it to the current step: the grid's and the model's
     * parameters as given, the step count, and run=1. Brush strokes are not in it; the page says so.
     */
    String shareLink() {
        return "?" + asked.with(RdRequest.STEPS, engine().steps()).query(true);
    }

    /** Whether the fields were painted, scattered or cleared since they were built or reset. */
    boolean painted() {
        return painted;
    }

    /** The grid's and the model's parameters as the page holds them, null before the first grid. */
    Request asked() {
        return asked;
    }

    RdRequest request() {
        return request;
    }

    private GpuGrayScott engine() {
        GpuGrayScott engine = experiment.engine();
        if (engine == null || request == null) {
            throw new LabException("The grid is not built yet: wait until the GPU is ready.");
        }
        return engine;
    }
}
