package computelab.lab.scan;

import computelab.gpu.Gpu;
import computelab.lab.Hooks;
import computelab.scan.example.ScanExample;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Test hooks of the scan page, as globals beside {@code labRun} (tuning goes through the page's hidden
 * parameters, {@link TuningParams}):
 * <ul>
 * <li>{@code labScanExample(callback)} runs {@link ScanExample} and passes its JSON report.</li>
 * <li>{@code labScanBench(algorithm, n, reps, callback)} drives {@link ScanSuite} the way the benchmark
 * does (prepare, timed repetitions, verify) and passes a JSON report.</li>
 * </ul>
 * DOM-free: under Node the globals live on globalThis.
 */
final class ScanHooks {
    private ScanHooks() {
    }

    static void install(Supplier<Gpu> device) {
        Hooks.exposeExample("labScanExample", callback -> Hooks.reportLater(callback,
                () -> ScanExample.run(device.get())));
        exposeBench((algorithm, n, reps, callback) -> Hooks.reportLater(callback,
                () -> Hooks.benchReport(device.get(), "the scan benchmark",
                        gpu -> new ScanSuite().prepare(gpu, algorithm, n), reps).toString()));
    }

    @JSBody(params = "hook", script = "globalThis.labScanBench = hook;")
    private static native void exposeBench(BenchHook hook);

    @JSFunctor
    interface BenchHook extends JSObject {
        void run(String algorithm, int n, int reps, Hooks.TextCallback callback);
    }
}
