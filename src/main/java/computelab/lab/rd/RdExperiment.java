package computelab.lab.rd;

import computelab.ceiling.CeilingComparison;
import computelab.ceiling.CopyCeiling;
import computelab.failure.LabException;
import computelab.gpu.Cache;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timing;
import computelab.gpu.WarmUp;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.PageEngine;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.rd.Agreement;
import computelab.rd.CpuGrayScott;
import computelab.rd.FieldStats;
import computelab.rd.Fields;
import computelab.rd.GpuGrayScott;
import computelab.rd.RdEngines;

/**
 * reaction-diffusion.html without the page (DOM-free, so it also runs under Node): builds the initial
 * fields the URL describes on the GPU, advances them {@code steps} steps, reads the statistics, then
 * times {@code reps} passes from the result into the other buffer (the result stays as it is), compares
 * that time with the copy kernel over the same bytes, and checks the fields against the CPU reference.
 * The engine is kept on the device between runs (the page draws {@link #engine()}); another engine or
 * precision replaces it.
 */
public final class RdExperiment implements Experiment {
    private static final Gpu.Key<Cache<GpuGrayScott>> ENGINES = Gpu.Key.named("reaction-diffusion page: engine");
    /** Most steps the search for a divergence's first step replays, beyond the run's own. */
    private static final long MOST_REPLAYED = 1 << 16;
    private final PageEngine<GpuGrayScott> engine = new PageEngine<>(ENGINES);

    @Override
    public ParamTable params() {
        return RdRequest.PARAMS;
    }

    @Override
    public Json.Obj run(Gpu device, Request request, RunControl control) {
        return run(device, RdRequest.of(request), control);
    }

    /** Builds the grid a checked request describes, advances it, times a pass and checks the fields. */
    public Json.Obj run(Gpu device, RdRequest request, RunControl control) {
        GpuGrayScott fields = build(device, request);
        return device.scoped("running reaction-diffusion", () -> advance(device, fields, request, control));
    }

    /** The request's engine, configured and loaded with its initial state (step 0). */
    public GpuGrayScott build(Gpu device, RdRequest request) {
        String refusal = RdEngines.refusal(request.algorithm(), request.precision(), device.hasShaderF16());
        if (refusal != null) {
            throw new LabException(refusal);
        }
        GpuGrayScott fields = engineFor(device, request);
        fields.configure(request.width(), request.height(), request.model(), request.edges());
        fields.load(request.init(), request.density(), request.seed());
        return fields;
    }

    private Json.Obj advance(Gpu device, GpuGrayScott fields, RdRequest request, RunControl control) {
        Stopwatch stopwatch = Stopwatch.of(device);
        int perPass = fields.stepsPerPass();
        long fullPasses = request.steps() / perPass;
        if (fullPasses > 0) {
            stopwatch.time("reaction-diffusion steps", fields.advancing(perPass), (int) fullPasses, WarmUp.NONE,
                    control);
        }
        if (request.steps() % perPass != 0) {
            stopwatch.timeOnce("reaction-diffusion steps", fields.advancing(request.steps() % perPass));
        }
        FieldStats stats = fields.stats();
        if (!stats.finite()) {
            return diverged(fields, request, stopwatch, control);
        }
        control.status("Timing " + request.reps() + (request.reps() == 1 ? " pass" : " passes"));
        Measured measured = stopwatch.time("timing a reaction-diffusion pass", fields.passInPlace(), request.reps(),
                WarmUp.forReps(request.reps()), control);
        Timing pass = measured.timing();
        Json.Obj result = asRun(request, fields.steps()).put("meanU", stats.meanU()).put("meanV", stats.meanV())
                .put("minV", stats.minV()).put("maxV", stats.maxV());
        double msPerStep = pass == null ? Double.NaN : pass.median() / perPass;
        result.put("gpuMsPerStep", pass == null ? null : msPerStep)
                .put("cellUpdatesPerS", pass == null ? null : request.cells() / (msPerStep * 1e-3))
                .put("bytesPerCellStep", fields.bytesPerCellStep());
        // A pass reads and writes the fields once, like a copy of them; one repetition is one cold run,
        // which no ceiling compares with.
        double passBytes = fields.bytesPerCellStep() * perPass * request.cells();
        Timing copy = pass == null || request.reps() == 1 ? null : CopyCeiling.time(device, passBytes, request.reps());
        result.put("fractionOfCopy", CeilingComparison.of("copy", passBytes, copy, pass).fraction());
        if (request.verify()) {
            verify(fields, request, stats, result, control);
        }
        return result;
    }

    /** The parameters as run, F to dt as the shortest decimals of their f32 values. */
    private static Json.Obj asRun(RdRequest request, long steps) {
        return Json.object().put("w", request.width()).put("h", request.height())
                .put("F", RdRequest.decimal(request.model().feed())).put("k", RdRequest.decimal(request.model().kill()))
                .put("Du", RdRequest.decimal(request.model().diffusionU()))
                .put("Dv", RdRequest.decimal(request.model().diffusionV()))
                .put("dt", RdRequest.decimal(request.model().dt())).put("steps", steps).put("init", request.init().id())
                .put("seed", Integer.toUnsignedLong(request.seed())).put("wrap", request.edges().wrap())
                .put("algo", request.algorithm()).put("precision", request.precision().id());
    }

    /**
     * The fields hold NaN or an infinity after the run: the run is replayed from its start to find the first
     * step where they do (doubling, then halving), and stops there; the result says so in one sentence,
     * {@code ok} false, nothing timed or checked. Where that search would replay too many steps it names the
     * steps between which it happened.
     */
    private static Json.Obj diverged(GpuGrayScott fields, RdRequest request, Stopwatch stopwatch,
            RunControl control) {
        control.status("Finding the step where the fields blew up");
        long finite = 0;
        long broken = fields.steps();
        long replayed = 0;
        restart(fields, request);
        for (long probe = 1; probe < broken; probe *= 2) {
            if (!finiteAt(fields, stopwatch, probe, control)) {
                broken = probe;
                break;
            }
            finite = probe;
        }
        replayed += broken;
        while (broken - finite > 1 && replayed + broken <= request.steps() + MOST_REPLAYED) {
            long middle = finite + (broken - finite) / 2;
            restart(fields, request);
            replayed += middle;
            if (finiteAt(fields, stopwatch, middle, control)) {
                finite = middle;
            } else {
                broken = middle;
            }
        }
        if (fields.steps() != broken) {
            restart(fields, request);
            finiteAt(fields, stopwatch, broken, control);
        }
        String where = broken - finite == 1 ? "at step " + broken
                : "between step " + (finite + 1) + " and step " + broken;
        String sentence = RdRequest.divergence(request.model(), where);
        return asRun(request, fields.steps()).put("meanU", null).put("meanV", null).put("minV", null)
                .put("maxV", null).put("gpuMsPerStep", null).put("cellUpdatesPerS", null)
                .put("bytesPerCellStep", fields.bytesPerCellStep()).put("fractionOfCopy", null)
                .put("ok", false).put("error", sentence);
    }

    private static void restart(GpuGrayScott fields, RdRequest request) {
        fields.load(request.init(), request.density(), request.seed());
    }

    /** Advances the fields to {@code step} (from where they are) and says whether every cell is finite there. */
    private static boolean finiteAt(GpuGrayScott fields, Stopwatch stopwatch, long step, RunControl control) {
        control.checkCancelled();
        stopwatch.timeOnce("reaction-diffusion steps", fields.advancing(step - fields.steps()));
        return fields.stats().finite();
    }

    /** The CPU reference from the same start for the same steps: {@code ok} and {@code maxAbsErr}. */
    private static void verify(GpuGrayScott fields, RdRequest request, FieldStats stats, Json.Obj result,
            RunControl control) {
        control.status("Checking on the CPU");
        Fields expected = request.init().fields(request.width(), request.height(), request.density(), request.seed());
        Fields next = new Fields(request.width(), request.height());
        CpuGrayScott cpu = new CpuGrayScott(request.model(), request.edges(), request.precision());
        for (long s = 0; s < fields.steps(); s++) {
            cpu.step(expected, next);
            Fields done = next;
            next = expected;
            expected = done;
            if (s % 64 == 63) {
                control.checkCancelled();
            }
        }
        double maxAbsErr = fields.read().largestDifference(expected);
        result.put("ok", Agreement.of(request.precision()).holds(stats, expected.stats(), maxAbsErr));
        result.put("maxAbsErr", maxAbsErr);
    }

    /**
     * The engine for the request, kept on the device and reused while the engine and precision are the same;
     * one grid at a time, so a large grid of the previous engine lets go of its memory first.
     */
    private GpuGrayScott engineFor(Gpu device, RdRequest request) {
        String key = request.algorithm() + "/" + request.precision().id();
        return engine.on(device, key, () -> RdEngines.create(device, request.algorithm(), request.precision()));
    }

    /** The engine of the last run (its current state holds the fields), or null before the first run. */
    public GpuGrayScott engine() {
        return engine.current();
    }
}
