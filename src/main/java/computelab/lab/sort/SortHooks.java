package computelab.lab.sort;

import computelab.gpu.Gpu;
import computelab.lab.Hooks;
import computelab.sort.example.SortExample;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import java.util.function.Supplier;
import org.teavm.jso.JSObject;

/**
 * Test hooks of the sort page, as globals beside {@code labRun} (tuning goes through the page's hidden
 * parameters, {@link TuningParams}): {@code labSortExample(callback)} runs {@link SortExample} and passes
 * its JSON report; {@code labSortBench(algorithm, n, reps, values, callback)} drives {@link SortSuite} the
 * way the benchmark does (prepare, timed repetitions, verify) and passes a JSON report. DOM-free: under
 * Node the globals live on globalThis.
 */
final class SortHooks {
    private SortHooks() {
    }

    static void install(Supplier<Gpu> device) {
        Hooks.exposeExample("labSortExample", callback -> Hooks.reportLater(callback,
                () -> SortExample.run(device.get())));
        exposeBench((algorithm, n, reps, values, callback) -> Hooks.reportLater(callback,
                () -> Hooks.benchReport(device.get(), "the sort benchmark",
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
