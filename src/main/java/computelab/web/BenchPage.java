package computelab.web;

import computelab.bench.BenchProgress;
import computelab.bench.BenchRow;
import computelab.bench.PlannedCase;
import computelab.bench.TimeLeft;
import computelab.failure.LabException;
import computelab.lab.BenchBaseline;
import computelab.lab.BenchExperiment;
import computelab.lab.Numbers;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The benchmark page around the bench experiment: while a run goes, the progress line with an estimate of
 * the time left (the page shell's run bar has the Cancel button), and the rows and charts as cases finish ({@link BenchView}); the
 * baseline file input at any time.
 */
final class BenchPage {
    private final BenchExperiment experiment;
    private final BenchView view;
    private final HTMLElement line;
    private TimeLeft timeLeft;
    private double caseStarted;

    private BenchPage(BenchExperiment experiment, HTMLDocument document) {
        this.experiment = experiment;
        this.view = new BenchView(document.getElementById("output"));
        this.line = document.getElementById("progress");
    }

    /** Wires the page to the experiment; returns how its results show at the end of a run. */
    static ResultView attach(BenchExperiment experiment) {
        HTMLDocument document = HTMLDocument.current();
        BenchPage page = new BenchPage(experiment, document);
        page.watchRuns();
        page.watchBaseline(document);
        return (result, output) -> {
            if (experiment.lastOutcome() != null) {
                page.view.finish(result, experiment.lastOutcome());
            }
        };
    }

    private void watchRuns() {
        experiment.setProgress(new BenchProgress() {
            @Override
            public void planned(List<PlannedCase> cases) {
                timeLeft = new TimeLeft(cases);
                view.begin(cases);
            }

            @Override
            public void starting(int number, int total, PlannedCase next) {
                caseStarted = Performance.now();
                say(BenchProgress.line(number, total, next) + " · " + estimate());
            }

            @Override
            public void measured(int number, int total, BenchRow row) {
                timeLeft.done((Performance.now() - caseStarted) / 1000);
                view.add(row);
            }

            @Override
            public void finished() {
                say("");
            }
        });
    }

    private String estimate() {
        Double seconds = timeLeft.secondsLeft();
        if (seconds == null) {
            return "time left: estimated once the first case is done";
        }
        int done = timeLeft.casesDone();
        return "about " + Numbers.duration(seconds) + " left (an estimate from the " + done
                + (done == 1 ? " case" : " cases") + " done)";
    }

    private void watchBaseline(HTMLDocument document) {
        HTMLElement input = document.getElementById("baseline-file");
        HTMLElement clear = document.getElementById("baseline-clear");
        HTMLElement status = document.getElementById("baseline-status");
        if (input == null || clear == null || status == null) {
            return;
        }
        input.addEventListener("change", event -> readFile(input, (name, text, error) -> {
            status.removeAttribute("class");
            try {
                if (!error.isEmpty()) {
                    throw new LabException("Reading " + LabException.quotable(name) + " failed: " + error);
                }
                BenchBaseline baseline = BenchBaseline.parse(name, text);
                view.setBaseline(baseline);
                clear.removeAttribute("hidden");
                status.withText("Comparing with " + baseline.name() + ": " + baseline.rows().size() + " timed rows"
                        + (baseline.adapter().isEmpty() ? "" : ", measured on " + baseline.adapter()) + ".");
            } catch (LabException bad) {
                // The file chosen is not a baseline: nothing is compared any more, not even an earlier one.
                view.setBaseline(null);
                clear.setAttribute("hidden", "");
                status.setAttribute("class", "bench-error");
                status.withText(bad.getMessage());
            }
        }));
        clear.addEventListener("click", event -> {
            view.setBaseline(null);
            clearInput(input);
            clear.setAttribute("hidden", "");
            status.removeAttribute("class");
            status.withText("");
        });
    }

    private void say(String text) {
        if (line != null) {
            line.withText(text);
        }
    }

    @JSFunctor
    interface FileText extends JSObject {
        /** The chosen file's name and text, or an error message (else empty). */
        void read(String name, String text, String error);
    }

    @JSBody(params = { "input", "callback" }, script = "var file = input.files && input.files[0];"
            + "if (!file) return;"
            + "file.text().then(function(text) { callback(file.name, text, ''); },"
            + "function(e) { callback(file.name, '', String(e && e.message ? e.message : e)); });")
    private static native void readFile(HTMLElement input, FileText callback);

    @JSBody(params = "input", script = "input.value = '';")
    private static native void clearInput(HTMLElement input);

}
