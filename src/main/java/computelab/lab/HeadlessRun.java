package computelab.lab;

import computelab.bench.BenchProgress;
import computelab.failure.Failures;
import computelab.gpu.Gpu;
import java.util.function.Supplier;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import org.teavm.jso.JSBody;

/** One experiment run without a page (under Node with Dawn): the result JSON goes to the runner. */
public final class HeadlessRun {
    private HeadlessRun() {
    }

    /**
     * Runs the experiment of {@code page} once with the query and hands over its result; the experiment
     * comes from {@code experiment}, which throws the sentence of an unknown page.
     */
    public static void run(String page, Supplier<Experiment> experiment, String query) {
        Gpu gpu = null;
        Json.Obj result;
        try {
            Experiment made = experiment.get();
            if (made instanceof BenchExperiment bench) {
                bench.setProgress((number, total, next) -> printError(BenchProgress.line(number, total, next)));
            }
            made.params().texts(query);
            gpu = Gpu.acquire();
            result = Results.done(page, gpu, made.run(gpu, made.params().parse(query, gpu), phases()));
        } catch (RunCancelled cancelled) {
            result = Results.cancelled(page, gpu, cancelled);
        } catch (Throwable failure) {
            result = Results.error(page, gpu, Failures.sentence(failure));
        }
        emit(result.toString());
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
