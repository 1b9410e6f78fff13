package computelab.web;

import computelab.bench.BenchProgress;
import computelab.bench.PlannedCase;
import computelab.lab.BenchExperiment;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The benchmark page around the bench experiment: the progress line and the Cancel button while a run
 * goes, then the table and charts of its rows ({@link BenchView}).
 */
final class BenchPage {
    private BenchPage() {
    }

    /** Wires the page's progress line and Cancel button to the experiment; returns how its results show. */
    static ResultView attach(BenchExperiment experiment) {
        HTMLDocument document = HTMLDocument.current();
        HTMLElement line = document.getElementById("progress");
        HTMLElement cancel = document.getElementById("cancel");
        if (line != null && cancel != null) {
            attachControls(experiment, line, cancel);
        }
        return (result, output) -> {
            if (experiment.lastOutcome() != null) {
                BenchView.show(output, experiment.lastOutcome(), result.toString());
            }
        };
    }

    private static void attachControls(BenchExperiment experiment, HTMLElement line, HTMLElement cancel) {
        cancel.addEventListener("click", event -> {
            experiment.cancel();
            cancel.setAttribute("disabled", "");
            line.withText("Cancelling: the run stops within the current case.");
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
}
