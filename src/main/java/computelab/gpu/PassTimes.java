package computelab.gpu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUDevice;
import org.teavm.jso.webgpu.GPURenderPassEncoder;

/**
 * The {@link Stopwatch}'s record of timed passes: hands out timestamp slots in its query set as passes
 * begin, and turns the resolved timestamps into spans, per repetition (first begin to last end) and per
 * pass label. In span mode a repetition's first pass writes its begin and every pass writes its end into
 * the same slot, so the last one stays.
 */
final class PassTimes implements Passes {
    final boolean spansOnly;
    private final Supplier<GPUDevice.QuerySet> querySet;
    private final List<String> labels = new ArrayList<>();
    private final List<Integer> repetitionOfPass = new ArrayList<>();
    private final List<Double> repetitionMillis = new ArrayList<>();
    private final Map<String, List<Double>> passMillis = new LinkedHashMap<>();
    private int repetition = -1;
    private boolean firstPassOfRepetition;

    PassTimes(boolean spansOnly, Supplier<GPUDevice.QuerySet> querySet) {
        this.spansOnly = spansOnly;
        this.querySet = querySet;
    }

    void startBatch() {
        labels.clear();
        repetitionOfPass.clear();
        repetition = -1;
    }

    void nextRepetition() {
        repetition++;
        firstPassOfRepetition = true;
    }

    int queryCount() {
        return spansOnly ? 2 * (repetition + 1) : 2 * labels.size();
    }

    @Override
    public GPUComputePassEncoder begin(GPUCommandEncoder encoder, String label) {
        GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setTimestampWrites(slots(label));
        return encoder.beginComputePass(descriptor);
    }

    @Override
    public GPURenderPassEncoder beginRender(GPUCommandEncoder encoder, GPUDescriptor.RenderPass descriptor,
            String label) {
        descriptor.setLabel(label);
        // The same three fields as a compute pass's timestamp writes: the JS object serves both.
        GPUDescriptor.RenderPassTimestampWrites writes = slots(label).cast();
        descriptor.setTimestampWrites(writes);
        return encoder.beginRenderPass(descriptor);
    }

    /** The timestamp slots of the next pass. */
    private GPUDescriptor.ComputePassTimestampWrites slots(String label) {
        GPUDescriptor.ComputePassTimestampWrites writes = GPUDescriptor.create();
        writes.setQuerySet(querySet.get());
        if (spansOnly) {
            if (firstPassOfRepetition) {
                writes.setBeginningOfPassWriteIndex(2 * repetition);
            }
            writes.setEndOfPassWriteIndex(2 * repetition + 1);
        } else {
            if (labels.size() >= Stopwatch.MAX_TIMED_PASSES) {
                throw new IllegalStateException("A repetition began more passes than it declared.");
            }
            writes.setBeginningOfPassWriteIndex(2 * labels.size());
            writes.setEndOfPassWriteIndex(2 * labels.size() + 1);
            labels.add(label);
            repetitionOfPass.add(repetition);
        }
        firstPassOfRepetition = false;
        return writes;
    }

    void collect(Float64Array nanos) {
        if (nanos == null) {
            return;
        }
        if (spansOnly) {
            for (int rep = 0; rep <= repetition; rep++) {
                repetitionMillis.add((nanos.get(2 * rep + 1) - nanos.get(2 * rep)) / 1e6);
            }
            return;
        }
        double[] begin = new double[repetition + 1];
        double[] end = new double[repetition + 1];
        Arrays.fill(begin, Double.MAX_VALUE);
        Arrays.fill(end, -Double.MAX_VALUE);
        for (int pass = 0; pass < labels.size(); pass++) {
            int rep = repetitionOfPass.get(pass);
            double passBegin = nanos.get(2 * pass);
            double passEnd = nanos.get(2 * pass + 1);
            begin[rep] = Math.min(begin[rep], passBegin);
            end[rep] = Math.max(end[rep], passEnd);
            passMillis.computeIfAbsent(labels.get(pass), key -> new ArrayList<>()).add((passEnd - passBegin) / 1e6);
        }
        for (int rep = 0; rep <= repetition; rep++) {
            if (end[rep] >= begin[rep]) {
                repetitionMillis.add((end[rep] - begin[rep]) / 1e6);
            }
        }
    }

    void addSpans(PassTimes other) {
        repetitionMillis.addAll(other.repetitionMillis);
    }

    /** The median repetition so far, NaN before any. */
    double medianRepetition() {
        Timing timing = Timing.of(toArray(repetitionMillis));
        return timing == null ? Double.NaN : timing.median();
    }

    Measured measured(int warmUpReps) {
        Map<String, Timing> passes = new LinkedHashMap<>();
        passMillis.forEach((label, millis) -> {
            Timing timing = Timing.of(toArray(millis));
            if (timing != null) {
                passes.put(label, timing);
            }
        });
        return new Measured(Timing.of(toArray(repetitionMillis)), passes, warmUpReps);
    }

    private static double[] toArray(List<Double> values) {
        double[] array = new double[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return array;
    }
}

