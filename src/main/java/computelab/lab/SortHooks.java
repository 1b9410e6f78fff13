package computelab.lab;

import computelab.bench.BenchCase;
import computelab.bench.SortSuite;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.WarmUp;
import computelab.sort.example.SortExample;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * Test hooks of the sort page, as globals beside {@code labRun}: {@code labSortExample(callback)} runs
 * {@link SortExample} and passes its JSON report; {@code labSortBench(algorithm, n, reps, values, callback)}
 * drives {@link SortSuite} the way the benchmark does (prepare, timed repetitions, verify) and passes a
 * JSON report. DOM-free: under Node the globals live on globalThis.
 */
final class SortHooks {
    private SortHooks() {
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
}
