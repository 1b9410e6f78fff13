package computelab.lab;

import computelab.bench.BenchCase;
import computelab.bench.ScanSuite;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.WarmUp;
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
    private ScanHooks() {
    }

    static boolean tuned() {
        return tuningObject() != null;
    }

    /** The options the tuning global asks for, defaults where it is silent or absent. */
    static ScanOptions tuning() {
        JSObject tuning = tuningObject();
        ScanOptions options = ScanOptions.defaults();
        if (tuning == null) {
            return options;
        }
        if (has(tuning, "subgroups")) {
            options = options.withSubgroups(flag(tuning, "subgroups"));
        }
        if (has(tuning, "vectorize")) {
            options = options.withVectorize(flag(tuning, "vectorize"));
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
        return options;
    }

    static Json.Obj describe(ScanOptions options) {
        return Json.object().put("subgroups", options.subgroups()).put("vectorize", options.vectorize())
                .put("maxWorkgroupsPerDimension", options.maxWorkgroupsPerDimension())
                .put("spinLimit", options.spinLimit()).put("forceFallback", options.forceFallback());
    }

    static void installExample() {
        exposeExample(callback -> new Thread(() -> {
            String report;
            try {
                report = ScanExample.run();
            } catch (Throwable failure) {
                report = Json.object().put("error", Results.sentence(failure)).toString();
            }
            callback.accept(report);
        }).start());
    }

    static void installBench() {
        exposeBench((algorithm, n, reps, callback) -> new Thread(() -> {
            String report;
            try {
                report = benchReport(algorithm, n, reps).toString();
            } catch (Throwable failure) {
                report = Json.object().put("error", Results.sentence(failure)).toString();
            }
            callback.accept(report);
        }).start());
    }

    private static Json.Obj benchReport(String algorithm, int n, int reps) {
        Gpu gpu = Gpu.acquire();
        Stopwatch stopwatch = new Stopwatch(gpu);
        try (BenchCase bench = new ScanSuite().prepare(gpu, algorithm, n)) {
            Measured measured = stopwatch.time("the scan benchmark", bench, reps, WarmUp.forReps(reps), RunControl.NONE);
            return Json.object().put("verified", bench.verify()).put("passes", bench.passesPerRepetition())
                    .put("items", bench.items()).put("minimumTrafficBytes", bench.minimumTrafficBytes())
                    .put("scratchBytes", bench.scratchBytes()).put("allocatedBytes", bench.allocatedBytes())
                    .put("gpuMs", Results.gpuMs(measured.timing(), measured.warmUpReps()));
        } finally {
            stopwatch.destroy();
        }
    }

    @JSFunctor
    interface BenchHook extends JSObject {
        void run(String algorithm, int n, int reps, TextCallback callback);
    }

    @JSBody(params = "hook", script = "globalThis.labScanBench = hook;")
    private static native void exposeBench(BenchHook hook);

    @JSFunctor
    interface TextCallback extends JSObject {
        void accept(String text);
    }

    @JSFunctor
    interface ExampleHook extends JSObject {
        void run(TextCallback callback);
    }

    @JSBody(params = "hook", script = "globalThis.labScanExample = hook;")
    private static native void exposeExample(ExampleHook hook);

    @JSBody(script = "var t = globalThis.labScanTuning; return t == null ? null : t;")
    private static native JSObject tuningObject();

    @JSBody(params = { "o", "name" }, script = "return o[name] !== undefined && o[name] !== null;")
    private static native boolean has(JSObject o, String name);

    @JSBody(params = { "o", "name" }, script = "return !!o[name];")
    private static native boolean flag(JSObject o, String name);

    @JSBody(params = { "o", "name" }, script = "return o[name] | 0;")
    private static native int number(JSObject o, String name);
}
