package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import computelab.gpu.Submit;
import computelab.gpu.Timing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Times a case: a few untimed warm-up repetitions (pipelines and memory reach their steady state), then
 * the timed ones, encoded back to back in as few command buffers as the query set allows, each
 * repetition's span taken from timestamp queries.
 */
public final class Repetitions {
    /** Repetitions run before timing, whose times are dropped. */
    public static final int WARM_UP = 3;
    /** A query set holds at most 4096 timestamps: two per timed pass. */
    static final int MAX_TIMED_PASSES = 2048;

    private Repetitions() {
    }

    /** Median and minimum over {@code reps} timed repetitions (timing null without timestamps). */
    public static Measured time(Gpu gpu, BenchCase benchCase, int reps) {
        int passes = Math.max(1, benchCase.passesPerRepetition());
        int perBatch = Math.max(1, Math.min(reps, MAX_TIMED_PASSES / passes));
        GpuTimer timer = new GpuTimer(gpu, Math.min(MAX_TIMED_PASSES, passes * perBatch));
        try {
            encodeAndSubmit(gpu, benchCase, timer, WARM_UP, false);
            gpu.finishQueue();
            List<Double> millis = new ArrayList<>();
            Map<String, List<Double>> byPass = new LinkedHashMap<>();
            for (int done = 0; done < reps; done += perBatch) {
                GpuTimer.Measurement measurement = encodeAndSubmit(gpu, benchCase, timer,
                        Math.min(perBatch, reps - done), true);
                if (measurement != null) {
                    for (double ms : measurement.repetitionMillis()) {
                        millis.add(ms);
                    }
                    measurement.millisByPass().forEach((label, times) -> {
                        List<Double> list = byPass.computeIfAbsent(label, key -> new ArrayList<>());
                        for (double ms : times) {
                            list.add(ms);
                        }
                    });
                }
            }
            Map<String, Double> passMedians = new LinkedHashMap<>();
            byPass.forEach((label, times) -> {
                Timing timing = Timing.of(toArray(times));
                if (timing != null) {
                    passMedians.put(label, timing.median());
                }
            });
            return new Measured(Timing.of(toArray(millis)), passMedians);
        } finally {
            timer.destroy();
        }
    }

    private static GpuTimer.Measurement encodeAndSubmit(Gpu gpu, BenchCase benchCase, GpuTimer timer, int reps,
            boolean timed) {
        timer.reset();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        for (int rep = 0; rep < reps; rep++) {
            timer.nextRepetition();
            benchCase.encode(encoder, timer);
        }
        if (timed) {
            timer.resolve(encoder);
        }
        gpu.queue().submit(Submit.of(encoder.finish()));
        return timed ? timer.read() : null;
    }

    private static double[] toArray(List<Double> values) {
        double[] array = new double[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return array;
    }
}
