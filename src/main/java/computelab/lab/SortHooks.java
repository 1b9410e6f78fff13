package computelab.lab;

import computelab.bench.BenchCase;
import computelab.bench.SortSuite;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.WarmUp;
import computelab.sort.SortOptions;
import computelab.sort.example.SortExample;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Test hooks of the sort page, as globals beside {@code labRun} (never URL parameters, so the page's
 * contract stays as specified): {@code labSortTuning = {maxWorkgroupsPerDimension: 4, spinLimit: 0,
 * forceFallback: true, subgroups: false, keysPerInvocation: 12}} (any subset) makes the following runs
 * use those {@link SortOptions}, and results then carry "tuning"; {@code labSortExample(callback)} runs
 * {@link SortExample} and passes its JSON report; {@code labSortBench(algorithm, n, reps, values, callback)}
 * drives {@link SortSuite} the way the benchmark does (prepare, timed repetitions, verify) and passes a
 * JSON report. DOM-free: under Node the globals live on globalThis.
 */
final class SortHooks {
    private SortHooks() {
    }

    static boolean tuned() {
        return tuningObject() != null;
    }

    /** The options the tuning global asks for, defaults where it is silent or absent. */
    static SortOptions tuning() {
        JSObject tuning = tuningObject();
        SortOptions options = SortOptions.defaults();
        if (tuning == null) {
            return options;
        }
        if (has(tuning, "maxWorkgroupsPerDimension")) {
            options = options.withMaxWorkgroupsPerDimension(number(tuning, "maxWorkgroupsPerDimension"));
        }
        if (has(tuning, "spinLimit")) {
            options = options.withSpinLimit(number(tuning, "spinLimit"));
        }
        if (has(tuning, "forceFallback")) {
            options = options.withForceFallback(flag(tuning, "forceFallback"));
        }
        if (has(tuning, "subgroups")) {
            options = options.withSubgroups(flag(tuning, "subgroups"));
        }
        if (has(tuning, "keysPerInvocation")) {
            options = options.withKeysPerInvocation(number(tuning, "keysPerInvocation"));
        }
        return options;
    }

    static Json.Obj describe(SortOptions options) {
        return Json.object().put("maxWorkgroupsPerDimension", options.maxWorkgroupsPerDimension())
                .put("spinLimit", options.spinLimit()).put("forceFallback", options.forceFallback())
                .put("subgroups", options.subgroups()).put("keysPerInvocation", options.keysPerInvocation());
    }

    static void install() {
        exposeExample(callback -> new Thread(() -> {
            String report;
            try {
                report = SortExample.run();
            } catch (Throwable failure) {
                report = Json.object().put("error", Results.sentence(failure)).toString();
            }
            callback.accept(report);
        }).start());
        exposeBench((algorithm, n, reps, values, callback) -> new Thread(() -> {
            String report;
            try {
                report = benchReport(algorithm, n, reps, values).toString();
            } catch (Throwable failure) {
                report = Json.object().put("error", Results.sentence(failure)).toString();
            }
            callback.accept(report);
        }).start());
    }

    private static Json.Obj benchReport(String algorithm, int n, int reps, boolean values) {
        Gpu gpu = Gpu.acquire();
        Stopwatch stopwatch = new Stopwatch(gpu);
        try (BenchCase bench = new SortSuite().prepare(gpu, algorithm + (values ? SortSuite.PAIRS : ""), n)) {
            Measured measured = stopwatch.time("the sort benchmark", bench, reps, WarmUp.forReps(reps), RunControl.NONE);
            return Json.object().put("verified", bench.verify()).put("passes", bench.passesPerRepetition())
                    .put("items", bench.items()).put("minimumTrafficBytes", bench.minimumTrafficBytes())
                    .put("scratchBytes", bench.scratchBytes()).put("allocatedBytes", bench.allocatedBytes())
                    .put("gpuMs", Results.gpuMs(measured.timing(), measured.warmUpReps()));
        } finally {
            stopwatch.destroy();
        }
    }

    @JSFunctor
    interface TextCallback extends JSObject {
        void accept(String text);
    }

    @JSFunctor
    interface ExampleHook extends JSObject {
        void run(TextCallback callback);
    }

    @JSFunctor
    interface BenchHook extends JSObject {
        void run(String algorithm, int n, int reps, boolean values, TextCallback callback);
    }

    @JSBody(params = "hook", script = "globalThis.labSortExample = hook;")
    private static native void exposeExample(ExampleHook hook);

    @JSBody(params = "hook", script = "globalThis.labSortBench = hook;")
    private static native void exposeBench(BenchHook hook);

    @JSBody(script = "var t = globalThis.labSortTuning; return t == null ? null : t;")
    private static native JSObject tuningObject();

    @JSBody(params = { "o", "name" }, script = "return o[name] !== undefined && o[name] !== null;")
    private static native boolean has(JSObject o, String name);

    @JSBody(params = { "o", "name" }, script = "return !!o[name];")
    private static native boolean flag(JSObject o, String name);

    @JSBody(params = { "o", "name" }, script = "return o[name] | 0;")
    private static native int number(JSObject o, String name);
}
