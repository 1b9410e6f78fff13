package computelab.gpu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.ArrayBuffer;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUDevice;

/**
 * GPU time of compute passes from timestamp queries: each timed pass writes a timestamp when it begins
 * and when it ends. Passes are grouped into repetitions; a repetition's time is the span from its first
 * pass's start to its last pass's end. Without the timestamp-query feature passes run untimed and
 * {@link #read()} returns null.
 */
public final class GpuTimer {
    private final Gpu gpu;
    private final int capacity;
    private final GPUDevice.QuerySet querySet;
    private final GPUBuffer resolved;
    private final GPUBuffer readback;
    private final List<String> labels = new ArrayList<>();
    private final List<Integer> repetitionOfPass = new ArrayList<>();
    private int repetition;

    /** A timer for at most {@code capacity} passes between two {@link #reset()} calls. */
    public GpuTimer(Gpu gpu, int capacity) {
        this.gpu = gpu;
        this.capacity = capacity;
        if (gpu.hasTimestamps()) {
            GPUDescriptor.QuerySet descriptor = GPUDescriptor.create();
            descriptor.setLabel("pass timestamps");
            descriptor.setType("timestamp");
            descriptor.setCount(2 * capacity);
            querySet = gpu.device().createQuerySet(descriptor);
            resolved = BufferIO.create(gpu, "resolved timestamps", 16.0 * capacity,
                    GPUBuffer.Usage.QUERY_RESOLVE | GPUBuffer.Usage.COPY_SRC);
            readback = BufferIO.create(gpu, "timestamp readback", 16.0 * capacity,
                    GPUBuffer.Usage.MAP_READ | GPUBuffer.Usage.COPY_DST);
        } else {
            querySet = null;
            resolved = null;
            readback = null;
        }
    }

    public boolean enabled() {
        return querySet != null;
    }

    public void reset() {
        labels.clear();
        repetitionOfPass.clear();
        repetition = 0;
    }

    /** Passes begun after this call belong to the next repetition. */
    public void nextRepetition() {
        if (!labels.isEmpty()) {
            repetition++;
        }
    }

    /** Begins a compute pass, timed when the feature is there and capacity is left. */
    public GPUComputePassEncoder beginComputePass(GPUCommandEncoder encoder, String label) {
        GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        if (querySet != null && labels.size() < capacity) {
            int index = labels.size();
            GPUDescriptor.ComputePassTimestampWrites writes = GPUDescriptor.create();
            writes.setQuerySet(querySet);
            writes.setBeginningOfPassWriteIndex(2 * index);
            writes.setEndOfPassWriteIndex(2 * index + 1);
            descriptor.setTimestampWrites(writes);
            labels.add(label);
            repetitionOfPass.add(repetition);
        }
        return encoder.beginComputePass(descriptor);
    }

    /** Copies the timestamps of the passes recorded so far to the readback buffer; encode it last. */
    public void resolve(GPUCommandEncoder encoder) {
        if (querySet != null && !labels.isEmpty()) {
            int queries = 2 * labels.size();
            encoder.resolveQuerySet(querySet, 0, queries, resolved, 0);
            encoder.copyBufferToBuffer(resolved, 0, readback, 0, 8.0 * queries);
        }
    }

    /** The recorded times, after the command buffer holding {@link #resolve} was submitted. */
    public Measurement read() {
        if (querySet == null || labels.isEmpty()) {
            return null;
        }
        int queries = 2 * labels.size();
        Await.await(readback.mapAsync(GPUBuffer.MapMode.READ, 0, 8.0 * queries));
        Float64Array nanos = nanosSinceFirst(readback.getMappedRange(0, 8.0 * queries), queries);
        readback.unmap();
        return new Measurement(List.copyOf(labels), List.copyOf(repetitionOfPass), nanos);
    }

    public void destroy() {
        if (querySet != null) {
            querySet.destroy();
            resolved.destroy();
            readback.destroy();
        }
    }

    /** Timestamps are 64-bit nanosecond counters: subtract in BigInt, then convert the small differences. */
    @JSBody(params = { "buffer", "count" }, script = "var view = new DataView(buffer); var out = new Float64Array(count);"
            + "var first = view.getBigUint64(0, true);"
            + "for (var i = 0; i < count; i++) { out[i] = Number(view.getBigUint64(8 * i, true) - first); }"
            + "return out;")
    private static native Float64Array nanosSinceFirst(ArrayBuffer buffer, int count);

    /** The begin and end times of every timed pass, in nanoseconds since the first one began. */
    public static final class Measurement {
        private final List<String> labels;
        private final List<Integer> repetitions;
        private final Float64Array nanos;

        Measurement(List<String> labels, List<Integer> repetitions, Float64Array nanos) {
            this.labels = labels;
            this.repetitions = repetitions;
            this.nanos = nanos;
        }

        public double passMillis(int pass) {
            return (nanos.get(2 * pass + 1) - nanos.get(2 * pass)) / 1e6;
        }

        /** Per repetition, from its first pass's start to its last pass's end. */
        public double[] repetitionMillis() {
            int count = repetitions.isEmpty() ? 0 : repetitions.get(repetitions.size() - 1) + 1;
            double[] begin = new double[count];
            double[] end = new double[count];
            java.util.Arrays.fill(begin, Double.MAX_VALUE);
            java.util.Arrays.fill(end, -Double.MAX_VALUE);
            for (int pass = 0; pass < labels.size(); pass++) {
                int rep = repetitions.get(pass);
                begin[rep] = Math.min(begin[rep], nanos.get(2 * pass));
                end[rep] = Math.max(end[rep], nanos.get(2 * pass + 1));
            }
            double[] millis = new double[count];
            for (int rep = 0; rep < count; rep++) {
                millis[rep] = (end[rep] - begin[rep]) / 1e6;
            }
            return millis;
        }

        /** Per pass label, the time of that pass in every repetition, in order of first appearance. */
        public Map<String, double[]> millisByPass() {
            Map<String, List<Double>> grouped = new LinkedHashMap<>();
            for (int pass = 0; pass < labels.size(); pass++) {
                grouped.computeIfAbsent(labels.get(pass), label -> new ArrayList<>()).add(passMillis(pass));
            }
            Map<String, double[]> result = new LinkedHashMap<>();
            grouped.forEach((label, times) -> result.put(label, times.stream().mapToDouble(Double::doubleValue).toArray()));
            return result;
        }
    }
}
