package computelab.lab;

import computelab.bench.SortSuite;
import computelab.sort.SortOptions;
import computelab.sort.example.SortExample;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Test hooks of the sort page, as globals beside {@code labRun} (never URL parameters, so the page's
 * contract stays as specified): {@code labSortTuning = {maxWorkgroupsPerDimension: 4, spinLimit: 0,
 * forceFallback: true, subgroups: false, keysPerInvocation: 12, rowLanes: 2, lookBackWindow: 4}} (any subset) makes the following runs
 * use those {@link SortOptions}, and results then carry "tuning"; {@code labSortExample(callback)} runs
 * {@link SortExample} and passes its JSON report; {@code labSortBench(algorithm, n, reps, values, callback)}
 * drives {@link SortSuite} the way the benchmark does (prepare, timed repetitions, verify) and passes a
 * JSON report. DOM-free: under Node the globals live on globalThis.
 */
final class SortHooks {
    /** The global whose object tunes the following runs. */
    private static final String TUNING = "labSortTuning";

    private SortHooks() {
    }

    static boolean tuned() {
        return Hooks.global(TUNING) != null;
    }

    /** The options the tuning global asks for, defaults where it is silent or absent. */
    static SortOptions tuning() {
        JSObject tuning = Hooks.global(TUNING);
        SortOptions options = SortOptions.defaults();
        if (tuning == null) {
            return options;
        }
        options = Hooks.withNumber(tuning, "maxWorkgroupsPerDimension", options,
                SortOptions::withMaxWorkgroupsPerDimension);
        options = Hooks.withNumber(tuning, "spinLimit", options, SortOptions::withSpinLimit);
        options = Hooks.withFlag(tuning, "forceFallback", options, SortOptions::withForceFallback);
        options = Hooks.withFlag(tuning, "subgroups", options, SortOptions::withSubgroups);
        options = Hooks.withNumber(tuning, "keysPerInvocation", options, SortOptions::withKeysPerInvocation);
        options = Hooks.withNumber(tuning, "rowLanes", options, SortOptions::withRowLanes);
        options = Hooks.withNumber(tuning, "lookBackWindow", options, SortOptions::withLookBackWindow);
        return options;
    }

    static Json.Obj describe(SortOptions options) {
        return Json.object().put("maxWorkgroupsPerDimension", options.maxWorkgroupsPerDimension())
                .put("spinLimit", options.spinLimit()).put("forceFallback", options.forceFallback())
                .put("subgroups", options.subgroups()).put("keysPerInvocation", options.keysPerInvocation())
                .put("rowLanes", options.rowLanes()).put("lookBackWindow", options.lookBackWindow());
    }

    static void install() {
        Hooks.exposeExample("labSortExample", callback -> Hooks.reportLater(callback, SortExample::run));
        exposeBench((algorithm, n, reps, values, callback) -> Hooks.reportLater(callback,
                () -> Hooks.benchReport("the sort benchmark",
                        gpu -> new SortSuite().prepare(gpu, algorithm + (values ? SortSuite.PAIRS : ""), n), reps)
                        .toString()));
    }

    @JSBody(params = "hook", script = "globalThis.labSortBench = hook;")
    private static native void exposeBench(BenchHook hook);

    @JSFunctor
    interface BenchHook extends JSObject {
        void run(String algorithm, int n, int reps, boolean values, Hooks.TextCallback callback);
    }
}
