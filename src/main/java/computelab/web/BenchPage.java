package computelab.web;

import computelab.bench.BenchProgress;
import computelab.bench.BenchSubject;
import computelab.bench.CeilingBench;
import computelab.bench.PlannedCase;
import computelab.life.LifeBench;
import computelab.reduce.ReduceBench;
import computelab.scan.ScanBench;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The benchmark page: which workloads it measures, and, in a browser, the progress line and the Cancel
 * button around a run (under Node progress goes to stderr instead).
 */
final class BenchPage {
    private BenchPage() {
    }

    /** The workloads the bench runs, in this order: each workload adds its BenchSubject here (one line). */
    static List<BenchSubject> subjects() {
        return List.of(
                new ScanBench(),
                new ReduceBench(),
                new LifeBench(),
                new CeilingBench());
    }

    static BenchExperiment experiment() {
        BenchExperiment experiment = new BenchExperiment(subjects());
        if (Environment.hasDocument()) {
            attachControls(experiment, HTMLDocument.current());
        } else {
            experiment.setProgress((number, total, next) -> printError(BenchProgress.line(number, total, next)));
        }
        return experiment;
    }

    private static void attachControls(BenchExperiment experiment, HTMLDocument document) {
        HTMLElement line = document.getElementById("progress");
        HTMLElement cancel = document.getElementById("cancel");
        if (line == null || cancel == null) {
            return;
        }
        cancel.addEventListener("click", event -> {
            experiment.cancel();
            cancel.setAttribute("disabled", "");
            line.withText("Cancelling: the run stops when the current case is done.");
        });
        experiment.setProgress(new BenchProgress() {
            @Override
            public void starting(int number, int total, PlannedCase next) {
                cancel.removeAttribute("hidden");
                line.withText(BenchProgress.line(number, total, next));
            }

            @Override
            public void finished() {
                cancel.setAttribute("hidden", "");
                cancel.removeAttribute("disabled");
                line.withText("");
            }
        });
    }

    @JSBody(params = "line", script = "console.error(line);")
    private static native void printError(String line);
}
