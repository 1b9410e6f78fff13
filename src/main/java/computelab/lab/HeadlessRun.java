package computelab.lab;

import computelab.bench.BenchProgress;
import computelab.failure.Failures;
import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.teavm.jso.JSBody;

/**
 * Experiments run without a page (under Node with Dawn): each result JSON goes to the runner. Runs in one
 * script share one device and each page's experiment, so a sweep of thousands of cases opens one device
 * and compiles each pipeline once; a lost device is replaced at the next run.
 */
public final class HeadlessRun {
    /** The command that lists the correctness sweep's cases instead of running a page ({@link Sweep}). */
    public static final String SWEEP_CASES = "sweep-cases";
    /** The command that lists the site's pages by name (a JSON list, in the site's order) instead of running one. */
    public static final String PAGE_NAMES = "page-names";

    // Assigned on first use, not by initializers: TeaVM skips the initializer of a class whose static
    // method it inlines into another class, which happens to run() inside Main.main.
    private static Gpu gpu;
    private static Map<String, Experiment> experiments;

    private HeadlessRun() {
    }

    /**
     * Runs the experiment of {@code page} once with the query and hands over its result, or for
     * {@link #SWEEP_CASES} the sweep's case list, or for {@link #PAGE_NAMES} the pages' names. {@code site} makes a page's experiment by name (throwing
     * the sentence of an unknown page); {@code pages} names every page, in the site's order.
     */
    public static void run(String page, String query, Function<String, Experiment> site, List<String> pages) {
        if (page.equals(SWEEP_CASES)) {
            emit(sweepCases(query, site, pages));
            return;
        }
        if (page.equals(PAGE_NAMES)) {
            emit(Json.write(new ArrayList<Object>(pages)));
            return;
        }
        Json.Obj result;
        try {
            Experiment experiment = experiment(page, site);
            if (experiment instanceof BenchExperiment bench) {
                bench.setProgress((number, total, next) -> printError(BenchProgress.line(number, total, next)));
            }
            experiment.params().texts(query);
            if (gpu == null || gpu.lost()) {
                gpu = Gpu.acquire();
            }
            result = Results.done(page, gpu, experiment.run(gpu, experiment.params().parse(query, gpu), phases()));
        } catch (RunCancelled cancelled) {
            result = Results.cancelled(page, gpu, cancelled);
        } catch (Throwable failure) {
            result = Results.failed(page, gpu, failure);
        }
        emit(result.toString());
    }

    private static Experiment experiment(String page, Function<String, Experiment> site) {
        if (experiments == null) {
            experiments = new HashMap<>();
        }
        Experiment experiment = experiments.get(page);
        if (experiment == null) {
            experiment = EditableExperiment.forPage(page, site.apply(page));
            experiments.put(page, experiment);
        }
        return experiment;
    }

    /** The sweep's cases as JSON ({@link Sweep#json}); a bad query gives {@code {"error": ...}}. */
    private static String sweepCases(String query, Function<String, Experiment> site, List<String> pages) {
        try {
            return Sweep.json(query, site, pages);
        } catch (Throwable failure) {
            return Json.object().put("error", Failures.sentence(failure)).toString();
        }
    }

    /** Each phase of the run on stderr with the seconds since the start, as a page's run bar shows it. */
    private static RunControl phases() {
        double start = now();
        return new RunControl() {
            @Override
            public void status(String text) {
                printError("[" + Numbers.fixed((now() - start) / 1000, 1) + " s] " + text);
            }
        };
    }

    @JSBody(script = "return performance.now();")
    private static native double now();

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
