package computelab.gpu;

import org.teavm.jso.JSBody;
import org.teavm.jso.core.JSPromise;
import org.teavm.jso.core.JSUndefined;
import org.teavm.jso.typedarrays.ArrayBuffer;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUDevice;

/**
 * The one way the lab runs and times GPU work: warm-up, then {@code reps} repetitions of a
 * {@link Timed} in batches, each batch one command buffer whose compute passes write timestamps,
 * resolved and read back before the next batch. A batch holds at most {@link #MAX_TIMED_PASSES}
 * passes (a query set holds 4096 timestamps) and aims for about {@link #BATCH_MILLIS} of GPU time, sized
 * from the repetitions timed before it (the first one alone), so any number of repetitions and passes
 * works, no submit holds more than a fraction of a second of work that can be split into repetitions,
 * and progress is seen between batches. A cancel is seen at once even within a batch: inside
 * {@link Gpu#watched} every wait for the GPU stops when the person cancels.
 * Repetitions of more passes than one query set can time are timed as whole spans only.
 * Without the timestamp-query feature the work runs in batches sized from wall time and nothing is timed.
 * Within a run with an edited module ({@link EditedRun}), work that uses it is timed beside the shipped
 * module, batch for batch; a stopwatch made {@link #besideRuns} (a page's frame loop) takes no part in that.
 * The query set and its buffers are made on first use and kept; {@link #destroy()} frees them.
 */
public final class Stopwatch implements AutoCloseable {
    private static final Gpu.Key<Stopwatch> PAGES = Gpu.Key.named("the pages' stopwatch");

    /** Timed passes per batch: two timestamps each, 4096 in one query set. */
    public static final int MAX_TIMED_PASSES = 2048;
    /** GPU time a batch aims for: a cancel or a progress report waits at most about this long. */
    static final double BATCH_MILLIS = 200;
    /** GPU time a warm-up round aims for: long enough that the readback between rounds leaves the GPU busy. */
    static final double ROUND_MILLIS = 20;
    /** Warm-up rounds in a row no faster than the best before them that make the GPU steady. */
    static final int STEADY_ROUNDS = 2;
    /** The most repetitions per batch where nothing is timed (batches are sized from wall time there). */
    static final int UNTIMED_BATCH = 64;
    /** Timed repetitions expected to take longer than this say how long before they start. */
    static final double ESTIMATE_FROM_MILLIS = 5000;

    private final Gpu gpu;
    /**
     * Whether this stopwatch's measurements are the run's, as {@link EditedRun} watches them. A page's frame
     * loop times frames inside a run (its progress draws the board between the run's batches): were they the
     * run's, a frame after the run's last batch would clear that the run used the watched module, and the
     * edited run would have no timing to compare.
     */
    private final boolean runs;
    private GPUDevice.QuerySet queries;
    private GPUBuffer resolved;
    private GPUBuffer readback;

    public Stopwatch(Gpu gpu) {
        this(gpu, true);
    }

    private Stopwatch(Gpu gpu, boolean runs) {
        this.gpu = gpu;
        this.runs = runs;
    }

    /** A stopwatch for work that runs beside the page's runs on the same device (a frame loop): never a run's timing. */
    public static Stopwatch besideRuns(Gpu gpu) {
        return new Stopwatch(gpu, false);
    }

    /** The stopwatch the pages' runs share on a device (one run at a time uses it). */
    public static Stopwatch of(Gpu gpu) {
        return gpu.keep(PAGES, () -> new Stopwatch(gpu));
    }

    /**
     * Warms up as {@code warmUp} says, then runs {@code reps} timed repetitions of {@code work}.
     * Validation and out-of-memory errors become a GpuException naming {@code what}; a cancel through
     * {@code control} ends the run with {@link RunCancelled}. Every phase tells {@code control} what it
     * does, naming {@code what} ("Timing 10 repetitions of the copy ceiling").
     */
    public Measured time(String what, Timed work, int reps, WarmUp warmUp, RunControl control) {
        return gpu.scoped(what, () -> measure(what, work, reps, warmUp, control));
    }

    /** The same with no warm-up, progress or cancel: for work timed once as part of something else. */
    public Measured timeOnce(String what, Timed work) {
        return time(what, work, 1, WarmUp.NONE, RunControl.NONE);
    }

    private Measured measure(String what, Timed work, int reps, WarmUp warmUp, RunControl control) {
        control.checkCancelled();
        int passes = Math.max(1, work.passesPerRepetition());
        boolean spans = passes > MAX_TIMED_PASSES;
        int most = spans ? MAX_TIMED_PASSES : MAX_TIMED_PASSES / passes;
        String timing = "Timing " + reps + (reps == 1 ? " repetition of " : " repetitions of ") + what;
        if (!gpu.hasTimestamps()) {
            String running = timing.replace("Timing", "Running") + " (this GPU cannot time them)";
            control.status(running);
            runUntimed(work, reps, control, running);
            return Measured.untimed(0);
        }
        PassTimes warm = recorder(spans);
        if (!warmUp.none()) {
            control.status("Warming up the GPU on " + what + (gpu.description().cpu()
                    ? " (one untimed repetition, which also tells how long the timed ones will take)"
                    : " (untimed repetitions)"));
        }
        EditedRun edits = runs ? EditedRun.of(gpu) : null;
        if (runs) {
            edits.watchEditedUse();
        }
        double warmUpStart = now();
        int warmUpReps = warmUp(work, warmUp, warm, most, control);
        control.status(timing + (warmUpReps > 0 ? estimate((now() - warmUpStart) / warmUpReps * reps) : ""));
        control.progress(0, reps);
        PassTimes timed = recorder(spans);
        // In a run with an edited module, the shipped one is timed too, a batch of it before each batch of
        // the edit, so both see the same clocks and the edit's output is what stays; whether this work uses
        // the edit shows in its warm-up or its first batch.
        PassTimes shipped = recorder(spans);
        boolean comparing = runs && edits.interleaved() && warmUpReps > 0 && edits.editedUsed();
        if (comparing) {
            // As many repetitions as the edit's warm-up, in batches the query set holds (a warm-up of a short
            // kernel runs thousands).
            edits.onShippedSide(() -> {
                for (int left = warmUpReps; left > 0; left -= most) {
                    runBatch(work, Math.min(most, left), recorder(spans));
                }
            });
        }
        // Without a warm-up the first batch is one repetition: its time sizes the next ones.
        int batch = batchFor(warm.medianRepetition(), BATCH_MILLIS, most, 1);
        for (int done = 0; done < reps;) {
            int count = Math.min(batch, reps - done);
            if (comparing) {
                edits.onShippedSide(() -> runBatch(work, count, shipped));
            }
            runBatch(work, count, timed);
            if (done == 0 && warmUpReps == 0 && runs && edits.interleaved() && edits.editedUsed()) {
                // The edit showed itself in this first batch: its shipped twin catches up before the next.
                comparing = true;
                edits.onShippedSide(() -> runBatch(work, count, shipped));
                runBatch(work, count, recorder(spans));
            }
            done += count;
            control.progress(done, reps);
            control.checkCancelled();
            batch = batchFor(timed.medianRepetition(), BATCH_MILLIS, most, batch);
        }
        if (comparing) {
            edits.compared(timed.measured(warmUpReps), shipped.measured(warmUpReps));
            // The shipped batches wrote the scratch between passes and the checked output too: the edit runs
            // once more alone, on zeroed scratch and a cleared output (where its run's output is not cleared by
            // every run itself), so its check sees what it wrote.
            edits.clearScratch(gpu);
            Runnable clearing = edits.takeOutputClearing();
            if (clearing != null) {
                clearing.run();
            }
            runBatch(work, 1, recorder(spans));
        }
        if (runs) {
            edits.measured(timed.measured(warmUpReps));
        }
        return timed.measured(warmUpReps);
    }

    /**
     * What {@code millis} of wall time comes to, as a person plans with it: ": about 4 minutes on this
     * adapter", or nothing when it is too short to mention. It comes from the wall time of the
     * repetitions run before, so it counts everything a repetition waits for on this adapter.
     */
    static String estimate(double millis) {
        if (!(millis > ESTIMATE_FROM_MILLIS)) {
            return "";
        }
        double seconds = millis / 1000;
        String about = seconds < 90 ? Math.round(seconds) + " seconds"
                : seconds < 90 * 60 ? Math.round(seconds / 60) + " minutes"
                : Math.round(seconds / 360) / 10.0 + " hours";
        return ": about " + about + " on this adapter";
    }

    /**
     * Repetitions where nothing is timed: the first alone, then batches sized from the wall time the
     * ones before took, so no submit holds much more than {@link #BATCH_MILLIS} of work. After the
     * first, a long run says how long the rest will take.
     */
    private void runUntimed(Timed work, int reps, RunControl control, String running) {
        control.progress(0, reps);
        int batch = 1;
        for (int done = 0; done < reps;) {
            int count = Math.min(batch, reps - done);
            double start = now();
            submit(work, count, null);
            gpu.finishQueue();
            if (done == 0 && reps > count) {
                String left = estimate((now() - start) / count * (reps - count));
                if (!left.isEmpty()) {
                    control.status(running + left);
                }
            }
            done += count;
            control.progress(done, reps);
            control.checkCancelled();
            batch = batchFor((now() - start) / count, BATCH_MILLIS, UNTIMED_BATCH, batch);
        }
    }

    /**
     * Rounds of repetitions until the GPU runs at a steady speed: past the minimum of GPU work, until
     * {@link #STEADY_ROUNDS} rounds in a row are no faster than the best before them (the clocks have
     * stopped rising). The first round is one repetition, later ones are sized from its time. Returns how
     * many ran.
     */
    private int warmUp(Timed work, WarmUp warmUp, PassTimes rounds, int most, RunControl control) {
        if (warmUp.none()) {
            return 0;
        }
        if (gpu.description().cpu()) {
            runBatch(work, WarmUp.CPU_REPETITIONS, rounds);
            control.checkCancelled();
            return WarmUp.CPU_REPETITIONS;
        }
        double start = now();
        double best = Double.POSITIVE_INFINITY;
        double busy = 0;
        int roundsNotFaster = 0;
        int ran = 0;
        int round = 1;
        while (true) {
            PassTimes times = recorder(rounds.spansOnly);
            runBatch(work, round, times, round);
            rounds.addSpans(times);
            ran += 2 * round;
            control.checkCancelled();
            double median = times.medianRepetition();
            // The untimed filler took about as long as the timed round.
            busy += 2 * median * round;
            roundsNotFaster = median < best * (1 - warmUp.tolerance()) ? 0 : roundsNotFaster + 1;
            best = Math.min(best, median);
            if (now() - start >= warmUp.maxMillis() || busy >= warmUp.minMillis() && roundsNotFaster >= STEADY_ROUNDS) {
                return ran;
            }
            round = batchFor(median, ROUND_MILLIS, most, round);
        }
    }

    /** Repetitions that take about {@code millis} at {@code perRepetition} each, within 1..most. */
    static int batchFor(double perRepetition, double millis, int most, int fallback) {
        if (!(perRepetition > 0)) {
            return Math.max(1, Math.min(most, fallback));
        }
        return (int) Math.max(1, Math.min(most, Math.ceil(millis / perRepetition)));
    }

    private void runBatch(Timed work, int reps, PassTimes recorder) {
        runBatch(work, reps, recorder, 0);
    }

    /**
     * Runs and times a batch; {@code filler} untimed repetitions more are queued behind it while its
     * timestamps are read back, so the GPU never waits for the CPU between warm-up rounds: a GPU busy only
     * part of the time may keep its idle clocks (an H100 warmed up on a 2^28 reduction at 345 MHz).
     */
    private void runBatch(Timed work, int reps, PassTimes recorder, int filler) {
        ensureQueries();
        recorder.startBatch();
        submit(work, reps, recorder);
        int count = recorder.queryCount();
        JSPromise<JSUndefined> mapped = count == 0 ? null : readback.mapAsync(GPUBuffer.MapMode.READ, 0, 8.0 * count);
        if (filler > 0) {
            submit(work, filler, null);
        }
        recorder.collect(readTimestamps(mapped, count));
    }

    /** Encodes {@code reps} repetitions (timed through the recorder, if any) and submits them. */
    private void submit(Timed work, int reps, PassTimes recorder) {
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        for (int rep = 0; rep < reps; rep++) {
            if (recorder == null) {
                work.encode(encoder, Passes.UNTIMED);
            } else {
                recorder.nextRepetition();
                work.encode(encoder, recorder);
            }
        }
        if (recorder != null && recorder.queryCount() > 0) {
            encoder.resolveQuerySet(queries, 0, recorder.queryCount(), resolved, 0);
            encoder.copyBufferToBuffer(resolved, 0, readback, 0, 8.0 * recorder.queryCount());
        }
        gpu.queue().submit(Submit.of(encoder.finish()));
    }

    /** The timestamps of the batch whose readback {@code mapped} maps (null: the batch wrote none). */
    private Float64Array readTimestamps(JSPromise<JSUndefined> mapped, int count) {
        if (mapped == null) {
            gpu.finishQueue();
            return null;
        }
        try {
            gpu.await(mapped);
        } catch (RunCancelled cancelled) {
            // The mapping stays pending until the GPU gets there: these buffers cannot be used again.
            destroy();
            throw cancelled;
        }
        Float64Array nanos = nanosSinceFirst(readback.getMappedRange(0, 8.0 * count), count);
        readback.unmap();
        return nanos;
    }

    private void ensureQueries() {
        if (queries == null) {
            GPUDescriptor.QuerySet descriptor = GPUDescriptor.create();
            descriptor.setLabel("pass timestamps");
            descriptor.setType("timestamp");
            descriptor.setCount(2 * MAX_TIMED_PASSES);
            queries = gpu.device().createQuerySet(descriptor);
            resolved = BufferIO.create(gpu, "resolved timestamps", 16.0 * MAX_TIMED_PASSES,
                    GPUBuffer.Usage.QUERY_RESOLVE | GPUBuffer.Usage.COPY_SRC);
            readback = BufferIO.create(gpu, "timestamp readback", 16.0 * MAX_TIMED_PASSES,
                    GPUBuffer.Usage.MAP_READ | GPUBuffer.Usage.COPY_DST);
        }
    }

    @Override
    public void close() {
        destroy();
    }

    public void destroy() {
        if (queries != null) {
            queries.destroy();
            resolved.destroy();
            readback.destroy();
            queries = null;
        }
    }

    /** A recorder of pass timestamps in this stopwatch's query set. */
    private PassTimes recorder(boolean spansOnly) {
        return new PassTimes(spansOnly, () -> queries);
    }

    private static double now() {
        return System.currentTimeMillis();
    }

    /** Timestamps are 64-bit nanosecond counters: subtract in BigInt, then convert the small differences. */
    @JSBody(params = { "buffer", "count" }, script = "var view = new DataView(buffer); var out = new Float64Array(count);"
            + "var first = view.getBigUint64(0, true);"
            + "for (var i = 0; i < count; i++) { out[i] = Number(view.getBigUint64(8 * i, true) - first); }"
            + "return out;")
    private static native Float64Array nanosSinceFirst(ArrayBuffer buffer, int count);
}
