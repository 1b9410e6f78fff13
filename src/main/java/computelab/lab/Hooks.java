package computelab.lab;

import computelab.failure.Failures;
import computelab.bench.BenchCase;
import computelab.bench.CaseFacts;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.WarmUp;
import java.util.function.Function;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * What the pages' test hooks (lab/scan/ScanHooks, lab/sort/SortHooks) share: globals that hold a hook, a
 * report handed to a JavaScript callback from a thread of its own, and the benchmark's report on one case. DOM-free: under Node the globals live on globalThis.
 */
public final class Hooks {
    private Hooks() {
    }

    @JSFunctor
    public interface TextCallback extends JSObject {
        void accept(String text);
    }

    @JSFunctor
    public interface ExampleHook extends JSObject {
        void run(TextCallback callback);
    }

    /** Runs {@code report} on a thread of its own and passes its text, or an error report, to {@code callback}. */
    public static void reportLater(TextCallback callback, Supplier<String> report) {
        new Thread(() -> {
            String text;
            try {
                text = report.get();
            } catch (Throwable failure) {
                text = Json.object().put("error", Failures.sentence(failure)).toString();
            }
            callback.accept(text);
        }).start();
    }

    /**
     * The benchmark's report on one case, run the way the benchmark runs it: prepared on the device,
     * {@code reps} timed repetitions after its warm-up, then verified.
     */
    public static Json.Obj benchReport(Gpu gpu, String what, Function<Gpu, BenchCase> prepare, int reps) {
        Stopwatch stopwatch = new Stopwatch(gpu);
        try (BenchCase bench = prepare.apply(gpu)) {
            Measured measured = stopwatch.time(what, bench, reps, WarmUp.forReps(reps), RunControl.NONE);
            CaseFacts facts = bench.facts();
            return Json.object().put("verified", bench.verify()).put("passes", bench.passesPerRepetition())
                    .put("items", facts.items()).put("minimumTrafficBytes", facts.trafficBytes())
                    .put("scratchBytes", facts.scratchBytes()).put("allocatedBytes", facts.allocatedBytes())
                    .put("gpuMs", Results.gpuMs(measured.timing(), measured.warmUpReps()));
        } finally {
            stopwatch.destroy();
        }
    }

    /** Sets the global {@code name} to {@code hook}, a function of one callback. */
    @JSBody(params = { "name", "hook" }, script = "globalThis[name] = hook;")
    public static native void exposeExample(String name, ExampleHook hook);
}
