package computelab.lab;

import computelab.failure.LabException;
import computelab.gpu.CompileMessage;
import computelab.gpu.EditedRun;
import computelab.gpu.Gpu;
import computelab.gpu.KernelEdit;
import computelab.gpu.Measured;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.gpu.Shaders;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A workload page's experiment that also runs an edited kernel (docs/page-contract.md, "Edited kernels"):
 * its table gains {@link KernelEditParams}, and every result says which modules the run used. With an edit
 * the text is compiled first (its messages reported, a refused text ends the run), the page's own run then
 * uses it in place of the shipped module, the shipped one is timed beside it (in alternate batches, or for
 * a simulation in a whole run just before), and the run has a time limit
 * ({@link #limitMillis}), past which its device is given up and the next run opens a new one.
 */
public final class EditableExperiment implements Experiment {
    /** Time every edited run may take, whatever the shipped kernel's time. */
    static final double BASE_LIMIT_MILLIS = 10_000;
    /** How many times the shipped run's wall time an edited run may take on top. */
    static final double LIMIT_FACTOR = 20;

    private final Experiment own;
    /**
     * Whether the workload's runs step a simulation's state ({@link Workloads.Workload#stepsState}): a
     * repetition goes on from the last one, so the shipped kernel cannot take turns with the edit inside one
     * run. There the shipped kernel runs first, whole, and the edited run follows from the same start.
     */
    private final boolean steps;
    private final ParamTable table;
    /** Wall time of the last run of each of the page's own queries without an edit. */
    private final Map<String, Double> shippedMillis = new HashMap<>();

    public EditableExperiment(Workloads.Workload workload, Experiment own) {
        this.own = own;
        this.steps = workload.stepsState();
        this.table = KernelEditParams.tableWith(own.params());
    }

    /** What the page of this name runs: a workload's experiment made editable, any other page's as it is. */
    public static Experiment forPage(String page, Experiment experiment) {
        Workloads.Workload workload = Workloads.named(page);
        return workload == null ? experiment : new EditableExperiment(workload, experiment);
    }

    /** The page's own experiment (what its view knows). */
    public Experiment own() {
        return own;
    }

    @Override
    public ParamTable params() {
        return table;
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        Request ownRequest = own.params().read(KernelEditParams.withoutEdit(request.givenTexts()), gpu);
        KernelEdit edit = KernelEditParams.edit(request);
        if (edit == null) {
            return shippedRun(gpu, ownRequest, null, control);
        }
        List<CompileMessage> messages = Shaders.messages(gpu, edit.module() + " (edited)", edit.wgsl());
        requireCompiled(messages);
        String query = ownRequest.query(false);
        Measured shippedTiming = null;
        Double asked = request.get(KernelEditParams.LIMIT);
        if (steps || asked == null && !shippedMillis.containsKey(query)) {
            control.status(steps ? "Running the shipped kernel first, to compare the edited one with it"
                    : "Running the shipped kernel once, to know how long the edited one may take");
            shippedRun(gpu, ownRequest, edit.module(), control);
            shippedTiming = EditedRun.of(gpu).firstWatched();
        }
        double limit = asked != null ? asked * 1000 : limitMillis(shippedMillis.get(query));
        Json.Obj result = limited(gpu, limit, control, limited -> runWith(gpu, edit, ownRequest, limited));
        EditedRun edits = EditedRun.of(gpu);
        Map<String, Boolean> used = edits.used();
        if (!Boolean.TRUE.equals(used.get(edit.module()))) {
            throw new LabException("The run does not use " + edit.module() + ": with these parameters the page runs "
                    + String.join(", ", used.keySet()) + "; choose the algorithm that runs it.");
        }
        Measured editedTiming = steps ? edits.firstWatched() : edits.editedTiming();
        if (!steps) {
            shippedTiming = edits.shippedTiming();
        }
        return result.put("compileMessages", messagesJson(messages)).putAll(comparison(editedTiming, shippedTiming));
    }

    /** A run with the shipped kernels, its wall time kept for the time limit of edited runs of the same query. */
    private Json.Obj shippedRun(Gpu gpu, Request ownRequest, String watched, RunControl control) {
        double start = System.currentTimeMillis();
        Json.Obj result = runWith(gpu, null, ownRequest, watched, control);
        shippedMillis.put(ownRequest.query(false), System.currentTimeMillis() - start);
        return result;
    }

    /**
     * The time limit of an edited run: {@link #BASE_LIMIT_MILLIS} plus {@link #LIMIT_FACTOR} times the
     * wall time of the same run with the shipped kernel (which grows with the size), generous enough for
     * an edit many times slower, short enough that an endless loop ends a run in a person's patience.
     */
    static double limitMillis(double shippedMillis) {
        return BASE_LIMIT_MILLIS + LIMIT_FACTOR * shippedMillis;
    }

    private Json.Obj runWith(Gpu gpu, KernelEdit edit, Request ownRequest, RunControl control) {
        return runWith(gpu, edit, ownRequest, edit.module(), control);
    }

    private Json.Obj runWith(Gpu gpu, KernelEdit edit, Request ownRequest, String watched, RunControl control) {
        EditedRun edits = EditedRun.of(gpu);
        edits.begin(edit, !steps, watched);
        Json.Obj result;
        try {
            result = own.run(gpu, ownRequest, control);
        } finally {
            edits.end();
        }
        List<Object> kernels = Json.list();
        edits.used().forEach((module, edited) -> kernels.add(Json.object().put("module", module).put("edited", edited)));
        return result.put("kernels", kernels);
    }

    /** Runs {@code work} under a control that also stops it when {@code millis} have passed, with one sentence. */
    private static Json.Obj limited(Gpu gpu, double millis, RunControl control,
            Function<RunControl, Json.Obj> work) {
        double deadline = System.currentTimeMillis() + millis;
        RunControl limited = new RunControl() {
            @Override
            public void progress(long done, long total) {
                control.progress(done, total);
            }

            @Override
            public void status(String text) {
                control.status(text);
            }

            @Override
            public boolean cancelled() {
                return control.cancelled() || System.currentTimeMillis() > deadline;
            }
        };
        try {
            return gpu.watched(limited, () -> work.apply(limited));
        } catch (RunCancelled stopped) {
            if (control.cancelled()) {
                throw stopped;
            }
            throw new LabException("The edited kernel did not finish within its time limit of "
                    + Numbers.duration(millis / 1000) + " (an endless loop?): the run stopped, and the next run opens"
                    + " a new GPU device.");
        }
    }

    private static void requireCompiled(List<CompileMessage> messages) {
        for (CompileMessage message : messages) {
            if ("error".equals(message.type())) {
                throw new KernelRejected("The kernel does not compile: line " + message.line() + ", column "
                        + message.column() + ": " + message.message(),
                        Json.object().put("compileMessages", messagesJson(messages)));
            }
        }
    }

    private static List<Object> messagesJson(List<CompileMessage> messages) {
        List<Object> list = Json.list();
        for (CompileMessage message : messages) {
            list.add(Json.object().put("type", message.type()).put("line", message.line())
                    .put("column", message.column()).put("message", message.message()));
        }
        return list;
    }

    /** The shipped module's timing in the same run and the ratio of the medians (null without timestamps). */
    private static Json.Obj comparison(Measured edited, Measured shipped) {
        boolean timed = edited != null && shipped != null && edited.timing() != null && shipped.timing() != null
                && edited.timing().median() > 0;
        return Json.object()
                .put("shipped", Json.object().put("gpuMs", timed ? Results.gpuMs(shipped.timing(), shipped.warmUpReps()) : null))
                .put("speedup", timed ? shipped.timing().median() / edited.timing().median() : null);
    }

    @Override
    public void requireRunnable(Request request) {
        own.requireRunnable(own.params().read(KernelEditParams.withoutEdit(request.givenTexts()), null));
    }

    @Override
    public SweepSpace sweep() {
        return own.sweep();
    }

    @Override
    public void installTestHooks(Supplier<Gpu> device) {
        own.installTestHooks(device);
    }
}
