package computelab.lab;

import computelab.failure.Failures;
import computelab.bench.BenchProgress;
import computelab.gpu.Gpu;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;

/**
 * Experiments run without a page (under Node with Dawn): each result JSON goes to the runner. Runs in one
 * script share one device and each page's experiment, so a sweep of thousands of cases opens one device
 * and compiles each pipeline once; a lost device is replaced at the next run.
 */
public final class HeadlessRun {
    /** The command that lists the correctness sweep's cases instead of running a page ({@link Sweep}). */
    public static final String SWEEP_CASES = "sweep-cases";

    // Assigned on first use, not by initializers: TeaVM skips the initializer of a class whose static
    // method it inlines into another class, which happens to run() inside Main.main.
    private static Gpu gpu;
    private static Map<String, Experiment> experiments;

    private HeadlessRun() {
    }

    public static void run(String page, String query) {
        if (page.equals(SWEEP_CASES)) {
            emit(sweepCases(query));
            return;
        }
        Json.Obj result;
        try {
            Experiment experiment = experiment(page);
            if (experiment instanceof BenchExperiment bench) {
                bench.setProgress((number, total, next) -> printError(BenchProgress.line(number, total, next)));
            }
            experiment.params().texts(query);
            if (gpu == null || gpu.lost()) {
                gpu = Gpu.acquire();
            }
            result = Results.done(page, gpu, experiment.run(gpu, experiment.params().parse(query, gpu)));
        } catch (Throwable failure) {
            result = Results.error(page, gpu, Failures.sentence(failure));
        }
        emit(result.toString());
    }

    private static Experiment experiment(String page) {
        if (experiments == null) {
            experiments = new HashMap<>();
        }
        Experiment experiment = experiments.get(page);
        if (experiment == null) {
            experiment = Pages.experiment(page);
            experiments.put(page, experiment);
        }
        return experiment;
    }

    /** The sweep's cases as JSON ({@link Sweep#json(String)}); a bad query gives {@code {"error": ...}}. */
    private static String sweepCases(String query) {
        try {
            return Sweep.json(query);
        } catch (Throwable failure) {
            return Json.object().put("error", Failures.sentence(failure)).toString();
        }
    }

    /** Whether the script runs in a page (else headless under Node). */
    @JSBody(script = "return typeof document !== 'undefined';")
    public static native boolean hasDocument();

    /** Hands a headless result to the runner's {@code labEmit} if it defined one, else prints it. */
    @JSBody(params = "json", script = "if (typeof globalThis.labEmit === 'function') globalThis.labEmit(json);"
            + " else console.log(json);")
    private static native void emit(String json);

    @JSBody(params = "line", script = "console.error(line);")
    private static native void printError(String line);
}
