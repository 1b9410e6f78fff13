package computelab.lab;

import computelab.bench.ScanSuite;
import computelab.scan.ScanOptions;
import computelab.scan.example.ScanExample;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Test hooks of the scan page, as globals beside {@code labRun} (never URL parameters, so the page's
 * contract stays as specified):
 * <ul>
 * <li>{@code labScanTuning = {subgroups: false, vectorize: false, maxWorkgroupsPerDimension: 16,
 * spinLimit: 0, forceFallback: true}} (any subset) makes the following runs use those
 * {@link ScanOptions}: the workgroup-memory kernels on a device with subgroups, single-word access,
 * 2D grids from a few workgroups on, or decoupled-lookback's fallback. Results then carry "tuning".</li>
 * <li>{@code labScanExample(callback)} runs {@link ScanExample} and passes its JSON report.</li>
 * <li>{@code labScanBench(algorithm, n, reps, callback)} drives {@link ScanSuite} the way the benchmark
 * does (prepare, timed repetitions, verify) and passes a JSON report.</li>
 * </ul>
 * DOM-free: under Node the globals live on globalThis.
 */
final class ScanHooks {
    /** The global whose object tunes the following runs. */
    private static final String TUNING = "labScanTuning";

    private ScanHooks() {
    }

    static boolean tuned() {
        return Hooks.global(TUNING) != null;
    }

    /** The options the tuning global asks for, defaults where it is silent or absent. */
    static ScanOptions tuning() {
        JSObject tuning = Hooks.global(TUNING);
        ScanOptions options = ScanOptions.defaults();
        if (tuning == null) {
            return options;
        }
        options = Hooks.withFlag(tuning, "subgroups", options, ScanOptions::withSubgroups);
        options = Hooks.withFlag(tuning, "vectorize", options, ScanOptions::withVectorize);
        options = Hooks.withNumber(tuning, "maxWorkgroupsPerDimension", options,
                ScanOptions::withMaxWorkgroupsPerDimension);
        options = Hooks.withNumber(tuning, "spinLimit", options, ScanOptions::withSpinLimit);
        options = Hooks.withFlag(tuning, "forceFallback", options, ScanOptions::withForceFallback);
        return options;
    }

    static Json.Obj describe(ScanOptions options) {
        return Json.object().put("subgroups", options.subgroups()).put("vectorize", options.vectorize())
                .put("maxWorkgroupsPerDimension", options.maxWorkgroupsPerDimension())
                .put("spinLimit", options.spinLimit()).put("forceFallback", options.forceFallback());
    }

    static void install() {
        Hooks.exposeExample("labScanExample", callback -> Hooks.reportLater(callback, ScanExample::run));
        exposeBench((algorithm, n, reps, callback) -> Hooks.reportLater(callback,
                () -> Hooks.benchReport("the scan benchmark", gpu -> new ScanSuite().prepare(gpu, algorithm, n), reps)
                        .toString()));
    }

    @JSBody(params = "hook", script = "globalThis.labScanBench = hook;")
    private static native void exposeBench(BenchHook hook);

    @JSFunctor
    interface BenchHook extends JSObject {
        void run(String algorithm, int n, int reps, Hooks.TextCallback callback);
    }
}
