package computelab.lab;

import computelab.bench.BenchOutcome;
import computelab.bench.BenchPlan;
import computelab.bench.BenchProgress;
import computelab.bench.BenchRow;
import computelab.bench.BenchRunner;
import computelab.bench.BenchSettings;
import computelab.bench.BenchSubject;
import computelab.bench.PlannedCase;
import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import java.util.ArrayList;
import java.util.List;

/**
 * The benchmark page's run (docs/page-contract.md, bench.html): every planned case timed beside the copy
 * and read ceilings, as result rows. DOM-free: the page adds a progress line and a Cancel button,
 * Node prints progress to stderr. {@code plan=1} lists the cases without running
 * them; bench/run.mjs uses it to start one process per case.
 */
public final class BenchExperiment implements Experiment {
    /** Sizes when none are given: element counts (life: a square grid of about that many cells). */
    static final String DEFAULT_SIZES = "2^16,2^20";
    static final long MAX_SIZE = 1L << 48;
    static final int MAX_REPS = 1000;

    static final Param<List<Long>> SIZES = Param.wholes("sizes", "Sizes", 1, MAX_SIZE, List.of(1L << 16, 1L << 20))
            .defaultFor(device -> device.cpu() ? List.of(1L << 12, 1L << 16) : List.of(1L << 16, 1L << 20))
            .help("Comma list, 2^k or plain numbers: element counts; with suite=life or rd alone, side lengths");
    static final Param<List<String>> ALGOS = Param.parsed("algos", "Algorithms", BenchExperiment::algorithms,
            names -> String.join(",", names), List.<String>of())
            .help("Comma list of algorithm names; empty for all");
    /** {@code plan=1} lists the cases without running them (bench/run.mjs starts one process per case). */
    static final Param<Boolean> PLAN = Param.flag("plan", "Only plan", false).hidden();

    private final List<BenchSubject> subjects;
    private final ParamTable params;
    private BenchProgress progress = BenchProgress.SILENT;
    private BenchOutcome lastOutcome;

    public BenchExperiment(List<BenchSubject> subjects) {
        this.subjects = List.copyOf(subjects);
        this.params = table(this.subjects);
    }

    /** Where the run reports the case it is about to measure (the page's line, or stderr under Node). */
    public void setProgress(BenchProgress progress) {
        this.progress = progress;
    }

    @Override
    public ParamTable params() {
        return params;
    }

    /** None: the bench times the algorithms the workload pages sweep (its runner has tests of its own). */
    @Override
    public SweepSpace sweep() {
        return SweepSpace.NONE;
    }

    /** The page's parameters; the suites are the subjects this bench was made with. */
    private static ParamTable table(List<BenchSubject> subjects) {
        return ParamTable.of(List.of(
                Param.choice("suite", "Suite", BenchPlan.suiteChoices(subjects), BenchSettings.ALL)
                        .help("The workload to measure; all runs every suite"),
                SIZES,
                ALGOS,
                Param.whole("reps", "Repetitions", 1, MAX_REPS, 10L)
                        .help("Timed repetitions per case, after a warm-up until the GPU runs at a steady speed"),
                PLAN));
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        BenchSettings settings = settings(request);
        List<PlannedCase> cases = BenchPlan.of(subjects, gpu, settings);
        Json.Obj result = BenchJson.settings(settings);
        if (request.get(PLAN)) {
            lastOutcome = null;
            return result.put("plan", BenchJson.plan(cases));
        }
        BenchOutcome outcome = new BenchRunner(gpu, settings.reps(), counted(control),
                control::cancelled).run(cases);
        lastOutcome = outcome;
        result.put("cancelled", outcome.cancelled()).put("results", BenchJson.rows(outcome.rows()));
        if (outcome.cancelled()) {
            // A cancelled run keeps the cases it finished: each row stands on its own.
            throw new CancelledWithResults(result);
        }
        return result;
    }

    /** The page's progress, and the cases done as the run's countable progress. */
    private BenchProgress counted(RunControl control) {
        return new BenchProgress() {
            @Override
            public void planned(List<PlannedCase> cases) {
                progress.planned(cases);
            }

            @Override
            public void starting(int number, int total, PlannedCase next) {
                control.progress(number - 1, total);
                control.status(BenchProgress.line(number, total, next));
                progress.starting(number, total, next);
            }

            @Override
            public void measured(int number, int total, BenchRow row) {
                control.progress(number, total);
                progress.measured(number, total, row);
            }

            @Override
            public void finished() {
                progress.finished();
            }
        };
    }

    /**
     * The request as the runner's settings. Sizes count elements unless they are given for one suite of
     * boards alone, which takes side lengths.
     */
    BenchSettings settings(Request request) {
        @SuppressWarnings("unchecked")
        Param<String> suite = (Param<String>) request.table().named("suite");
        @SuppressWarnings("unchecked")
        Param<Long> reps = (Param<Long>) request.table().named("reps");
        String chosen = request.get(suite);
        boolean sides = subjects.stream().anyMatch(subject -> subject.suite().equals(chosen) && subject.sizeIsSide());
        boolean elementCounts = !request.given(SIZES) || !sides;
        return new BenchSettings(chosen, request.get(SIZES), elementCounts, request.get(ALGOS),
                request.get(reps).intValue());
    }

    private static List<String> algorithms(String text) {
        List<String> names = new ArrayList<>();
        if (text.isEmpty()) {
            return names;
        }
        for (String item : text.split(",", -1)) {
            String name = item.trim();
            if (name.isEmpty()) {
                throw new LabException("The parameter algos has an empty name: write names separated by commas.");
            }
            names.add(name);
        }
        return names;
    }

    /** The rows of the last run, for the page's table and charts (null after a plan or before a run). */
    public BenchOutcome lastOutcome() {
        return lastOutcome;
    }
}
