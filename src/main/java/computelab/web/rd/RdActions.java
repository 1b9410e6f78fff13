package computelab.web.rd;

import computelab.data.ContractInputs;
import computelab.failure.LabException;
import computelab.lab.rd.RdExperiment;
import computelab.lab.rd.RdRequest;
import computelab.rd.GpuGrayScott;
import computelab.rd.InitialState;
import computelab.rd.Preset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the person can do to the grid, run on the frame loop's thread: change a parameter (the page's
 * parameters are the URL contract's, kept as the text of each one and checked by {@link RdRequest}, so
 * a field of the panel says exactly what a URL would), choose a preset or a point of the map, reset,
 * clear, paint, scatter seeds, share and export. A change of size, start, engine or precision builds
 * the grid anew at step 0; a change of the model or the edges keeps the fields.
 */
final class RdActions {
    /** Parameters whose change needs new fields. */
    private static final Set<String> REBUILDS = Set.of("w", "h", "init", "density", "seed", "algo", "precision");
    /** Seed discs one press of Random seeds paints. */
    private static final int SCATTERED = 12;

    private final RdExperiment experiment;
    private final DeviceLoop device;
    private final RdPage page;
    private Map<String, String> parameters = new LinkedHashMap<>();
    private RdRequest request;
    private boolean painted;
    private int scatters;

    RdActions(RdExperiment experiment, DeviceLoop device, RdPage page) {
        this.experiment = experiment;
        this.device = device;
        this.page = page;
    }

    /** Builds the grid the parameters describe at step 0 (the first grid, or the defaults after a mistake). */
    void rebuild(Map<String, String> texts) {
        build(gridOnly(texts));
    }

    /** After a contract run: its grid is the page's now, at the step it reached. */
    void adopt(Map<String, String> texts) {
        Map<String, String> values = gridOnly(texts);
        parameters = values;
        request = RdRequest.of(values);
        painted = false;
        page.fill(parameters, request);
        device.loop().gridReplaced();
    }

    /** The texts of the parameters that describe the grid (not a run of it: steps, reps, verify, render). */
    private static Map<String, String> gridOnly(Map<String, String> texts) {
        Map<String, String> grid = new LinkedHashMap<>(texts);
        grid.keySet().retainAll(RdRequest.GRID);
        return grid;
    }

    private void build(Map<String, String> values) {
        RdRequest built = RdRequest.of(values);
        experiment.build(device.gpu(), built);
        parameters = values;
        request = built;
        painted = false;
        page.fill(parameters, request);
        device.loop().gridReplaced();
    }

    /** One parameter as typed; an empty text means its default. Refused values leave everything as it was. */
    void set(String name, String text) {
        Map<String, String> values = new LinkedHashMap<>(parameters);
        String value = text.trim();
        if (value.isEmpty()) {
            values.remove(name);
        } else {
            values.put(name, value);
        }
        if (name.equals("init") && value.equals(InitialState.CENTER.id())) {
            values.remove("density");
            values.remove("seed");
        }
        apply(values);
    }

    /** F and k together (a preset, a click on the map). */
    void setFeedKill(double feed, double kill) {
        Map<String, String> values = new LinkedHashMap<>(parameters);
        values.put("F", Float.toString((float) feed));
        values.put("k", Float.toString((float) kill));
        apply(values);
    }

    void preset(String name) {
        Preset preset = Preset.named(name);
        if (preset != null) {
            setFeedKill(preset.feed(), preset.kill());
        }
    }

    private void apply(Map<String, String> values) {
        RdRequest next;
        try {
            next = RdRequest.of(values);
        } catch (LabException refused) {
            page.fill(parameters, request);
            throw refused;
        }
        boolean rebuild = false;
        for (String name : REBUILDS) {
            rebuild |= !String.valueOf(values.get(name)).equals(String.valueOf(parameters.get(name)));
        }
        if (rebuild) {
            try {
                build(values);
            } catch (RuntimeException failed) {
                page.fill(parameters, request);
                throw failed;
            }
            return;
        }
        engine().setModel(next.model(), next.edges());
        parameters = values;
        request = next;
        page.fill(parameters, request);
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
     * The link that rebuilds this grid and advances it to the current step: every parameter of the grid,
     * the step count, and run=1. Brush strokes are not in it; the page says so.
     */
    String shareLink() {
        Map<String, String> values = new LinkedHashMap<>(parameters);
        values.put("steps", Long.toString(engine().steps()));
        RdRequest.of(values);
        return "?" + RdRequest.PARAMS.query(values, true);
    }

    /** Whether the fields were painted, scattered or cleared since they were built or reset. */
    boolean painted() {
        return painted;
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
