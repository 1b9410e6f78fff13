package computelab.bench;

import computelab.failure.Failures;
import computelab.ceiling.CopyCeiling;
import computelab.ceiling.ReadCeiling;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timing;
import computelab.gpu.WarmUp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Runs planned cases one after another: prepare (untimed), warm up and time through the Stopwatch,
 * verify against the CPU, time the copy and read ceilings over the case's minimum traffic (once per
 * distinct traffic in a run, while the case still holds its memory), then free the case. A case that
 * cannot run or gives a wrong result becomes a row with a sentence and the run goes on; a lost device
 * ends the run. A cancel request is honoured between cases and between batches of repetitions.
 */
public final class BenchRunner {
    private final Gpu gpu;
    private final int reps;
    private final BenchProgress progress;
    private final BooleanSupplier cancelRequested;
    private final Map<Double, Timing> copyByBytes = new HashMap<>();
    private final Map<Double, Timing> readByBytes = new HashMap<>();
    private final Stopwatch stopwatch;

    public BenchRunner(Gpu gpu, int reps, BenchProgress progress, BooleanSupplier cancelRequested) {
        this.gpu = gpu;
        this.reps = reps;
        this.progress = progress;
        this.cancelRequested = cancelRequested;
        this.stopwatch = new Stopwatch(gpu);
    }

    public BenchOutcome run(List<PlannedCase> cases) {
        List<BenchRow> rows = new ArrayList<>();
        try {
            progress.planned(List.copyOf(cases));
            for (int i = 0; i < cases.size(); i++) {
                if (cancelRequested.getAsBoolean()) {
                    return new BenchOutcome(rows, true);
                }
                progress.starting(i + 1, cases.size(), cases.get(i));
                BenchRow row = measure(cases.get(i));
                rows.add(row);
                progress.measured(i + 1, cases.size(), row);
            }
            return new BenchOutcome(rows, false);
        } catch (RunCancelled cancelled) {
            return new BenchOutcome(rows, true);
        } finally {
            progress.finished();
            stopwatch.destroy();
            CopyCeiling.release(gpu);
        }
    }

    private BenchRow measure(PlannedCase planned) {
        String name = planned.describe();
        BenchCase benchCase = null;
        try {
            benchCase = scoped("preparing " + name,
                    () -> planned.subject().prepare(gpu, planned.algorithm(), planned.size()));
            BenchCase prepared = benchCase;
            Measured measured = stopwatch.time("running " + name, prepared, reps, WarmUp.STEADY, control());
            CaseFacts facts = prepared.facts();
            // The ceilings run right after the case, while the GPU is still at the clocks the case ran
            // at and the case still holds its memory; the CPU verification, which leaves the GPU idle
            // long enough to slow down, comes after.
            Timing copy = null;
            Timing read = null;
            if (measured.timing() != null) {
                double bytes = facts.trafficBytes();
                copy = ceiling(copyByBytes, bytes, () -> CopyCeiling.time(gpu, bytes, reps));
                read = ceiling(readByBytes, bytes, () -> ReadCeiling.time(gpu, bytes, reps));
            }
            if (!scoped("verifying " + name, prepared::verify)) {
                return BenchRow.failed(planned, "The result of " + name + " differs from the CPU reference.");
            }
            BenchRow row = BenchRow.measured(planned, measured, facts, copy, read);
            if (row.ceilingSuspect()) {
                // A case faster than the kernel that bounds it: measure the ceilings once more before
                // the row says that they, not the case, are suspect.
                double bytes = facts.trafficBytes();
                copyByBytes.put(bytes, CopyCeiling.time(gpu, bytes, reps));
                readByBytes.put(bytes, ReadCeiling.time(gpu, bytes, reps));
                row = BenchRow.measured(planned, measured, facts, copyByBytes.get(bytes), readByBytes.get(bytes));
            }
            return row;
        } catch (RunCancelled cancelled) {
            throw cancelled;
        } catch (RuntimeException failure) {
            // A lost device ends the run: every later case would fail the same way.
            gpu.requireAlive();
            return BenchRow.failed(planned, Failures.sentence(failure));
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
        return gpu.scoped(during, work);
    }

    /** Cancels between batches of repetitions too, so a long case stops within a batch. */
    private RunControl control() {
        return new RunControl() {
            @Override
            public boolean cancelled() {
                return cancelRequested.getAsBoolean();
            }
        };
    }
}
