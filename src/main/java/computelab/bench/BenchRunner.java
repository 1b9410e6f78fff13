package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.GpuException;
import computelab.gpu.LabException;
import computelab.gpu.Timing;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Runs planned cases one after another: prepare (untimed), warm up and time, verify against the CPU,
 * time the copy and read ceilings over the case's minimum traffic (once per distinct traffic in a
 * run, while the case still holds its memory), then free the case. A case that cannot
 * run or gives a wrong result becomes a row with a sentence and the run goes on; a lost device ends
 * the run. A cancel request is honoured between cases.
 */
public final class BenchRunner {
    private final Gpu gpu;
    private final int reps;
    private final BenchProgress progress;
    private final BooleanSupplier cancelRequested;
    private final Map<Double, Timing> copyByBytes = new HashMap<>();
    private final Map<Double, Timing> readByBytes = new HashMap<>();

    public BenchRunner(Gpu gpu, int reps, BenchProgress progress, BooleanSupplier cancelRequested) {
        this.gpu = gpu;
        this.reps = reps;
        this.progress = progress;
        this.cancelRequested = cancelRequested;
    }

    public BenchOutcome run(List<PlannedCase> cases) {
        List<BenchRow> rows = new ArrayList<>();
        try {
            for (int i = 0; i < cases.size(); i++) {
                if (cancelRequested.getAsBoolean()) {
                    return new BenchOutcome(rows, true);
                }
                progress.starting(i + 1, cases.size(), cases.get(i));
                rows.add(measure(cases.get(i)));
            }
            return new BenchOutcome(rows, false);
        } finally {
            progress.finished();
            CeilingData.release(gpu);
        }
    }

    private BenchRow measure(PlannedCase planned) {
        String name = planned.describe();
        BenchCase benchCase = null;
        try {
            benchCase = scoped("preparing " + name,
                    () -> planned.subject().prepare(gpu, planned.algorithm(), planned.size()));
            BenchCase prepared = benchCase;
            Measured measured = scoped("running " + name, () -> Repetitions.time(gpu, prepared, reps));
            if (!scoped("verifying " + name, prepared::verify)) {
                return BenchRow.failed(planned, "The result of " + name + " differs from the CPU reference.");
            }
            CaseFacts facts = CaseFacts.of(prepared);
            Timing copy = null;
            Timing read = null;
            if (measured.timing() != null) {
                // Timed while the case still holds its memory: on an H200, ceilings over 1 GiB and more
                // allocated right after an equal allocation was freed ran at 40% of their usual speed.
                copy = ceiling(copyByBytes, facts.trafficBytes(),
                        () -> CopyCeiling.time(gpu, facts.trafficBytes(), reps));
                read = ceiling(readByBytes, facts.trafficBytes(),
                        () -> ReadCeiling.time(gpu, facts.trafficBytes(), reps));
            }
            return BenchRow.measured(planned, measured, facts, copy, read);
        } catch (RuntimeException failure) {
            // A lost device ends the run: every later case would fail the same way.
            gpu.requireAlive();
            return BenchRow.failed(planned, sentence(failure));
        } finally {
            if (benchCase != null) {
                benchCase.close();
            }
        }
    }

    private static Timing ceiling(Map<Double, Timing> cache, double bytes, Supplier<Timing> measure) {
        Timing timing = cache.get(bytes);
        if (timing == null) {
            timing = measure.get();
            cache.put(bytes, timing);
        }
        return timing;
    }

    private <T> T scoped(String during, Supplier<T> work) {
        return ErrorScoped.run(gpu, during, work);
    }

    static String sentence(RuntimeException failure) {
        if (failure instanceof LabException || failure instanceof GpuException) {
            // Driver messages go on with call sites and source lines; the first line is the sentence.
            String message = failure.getMessage().trim();
            int end = message.indexOf('\n');
            return end < 0 ? message : message.substring(0, end).trim();
        }
        String message = failure.getMessage();
        return "Internal error (" + failure.getClass().getSimpleName() + ")" + (message == null ? "." : ": " + message);
    }
}
