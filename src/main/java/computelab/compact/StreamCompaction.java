package computelab.compact;

import computelab.failure.LabException;
import computelab.gpu.Algorithm;
import computelab.gpu.Bound;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.GpuCount;
import computelab.gpu.HostCount;
import computelab.gpu.Passes;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Registry;
import computelab.gpu.Scratch;
import computelab.gpu.Submit;
import computelab.gpu.Tuning;
import computelab.gpu.Workload;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Stream compaction on the GPU: the elements of a buffer that a {@link Selection} keeps (or their input
 * indices), stably packed at the front of another buffer, and their count written to a third, so work
 * that follows on the GPU can take the count from there. Not thread-safe; close it to free its buffers.
 *
 * <pre>
 * StreamCompaction compact = StreamCompaction.create(gpu);
 * int[] odd = compact.compact(new int[] {1, 2, 3}, new Selection(ElementType.U32, Keep.ODD, 0, CompactOutput.VALUES));
 * // {1, 3}
 * </pre>
 */
public final class StreamCompaction extends Workload {
    public static final String DECOUPLED_LOOKBACK = LookbackCompaction.NAME;
    /** Every compaction algorithm, in the order pages and the bench list them: the one place to add one. */
    private static final Registry<CompactVariant> VARIANTS = Registry.of("compact", new LookbackCompaction());
    public static final Registry<? extends Algorithm> ALGORITHMS = VARIANTS;

    private final CompactVariant variant;
    private final Scratch tileState;
    private GPUBuffer arrayCount;

    private StreamCompaction(Gpu gpu, CompactVariant variant, Tuning tuning) {
        super(gpu, tuning, variant.name() + " compaction");
        this.variant = variant;
        this.tileState = scratch("tile state", 4);
    }

    /** A compaction with the default algorithm and options. */
    public static StreamCompaction create(Gpu gpu) {
        return create(gpu, DECOUPLED_LOOKBACK, Tuning.DEFAULT);
    }

    /** A compaction with a named algorithm, one of {@link #ALGORITHMS}; LabException if there is none. */
    public static StreamCompaction create(Gpu gpu, String algorithm, Tuning tuning) {
        return new StreamCompaction(gpu, VARIANTS.named(algorithm), tuning);
    }

    public String algorithm() {
        return variant.name();
    }

    /** The most elements one compaction can take: the device's largest storage binding, in 32-bit words. */
    public long maxElements() {
        return gpu.maxStorageElements();
    }

    /**
     * Prepares a compaction of the first {@code n} elements of {@code input} into {@code output} (from its
     * start; room for n words), with the count of kept elements written to the first word of {@code count},
     * to be encoded any number of times. The input is read as vectors: its buffer must hold n rounded up to
     * a multiple of 4 words. The three buffers must differ.
     */
    public PreparedPlan prepare(GPUBuffer input, GPUBuffer output, GPUBuffer count, long n, Selection selection) {
        return prepare(input, output, count, n, selection, null);
    }

    /**
     * Prepares a compaction whose number of elements lives on the GPU, read at every run (the count of an
     * earlier compaction, say): as {@link #prepare(GPUBuffer, GPUBuffer, GPUBuffer, long, Selection)} for
     * {@code n.capacity()} elements, then each run compacts the first {@code n} (at most the capacity; 0 keeps
     * none and writes a kept count of 0). Its dispatches are sized on the GPU (indirect), so the count never
     * comes back to the host. The count's buffer must differ from the three others.
     */
    public PreparedPlan prepare(GPUBuffer input, GPUBuffer output, GPUBuffer keptCount, GpuCount n,
            Selection selection) {
        return prepare(input, output, keptCount, n.capacity(), selection, n);
    }

    private PreparedPlan prepare(GPUBuffer input, GPUBuffer output, GPUBuffer count, long n, Selection selection,
            GpuCount counted) {
        requireOpen();
        if (n < 1) {
            throw new LabException("A compaction needs at least 1 element, not " + n + ".");
        }
        if (n > maxElements()) {
            throw new LabException("A compaction of " + n + " elements exceeds this device's largest storage binding of "
                    + maxElements() + " elements.");
        }
        double vectorBytes = Math.ceil(n / 4.0) * 16;
        require(input, vectorBytes, "input");
        require(output, n * 4.0, "output");
        require(count, 4, "count");
        List<Bound> data = List.of(new Bound(1, input, 0, vectorBytes), new Bound(2, output, 0, n * 4.0),
                new Bound(3, count, 0, 4));
        int maxWorkgroupSize = (int) Math.min(gpu.limit("maxComputeInvocationsPerWorkgroup"),
                gpu.limit("maxComputeWorkgroupSizeX"));
        HostCount host = counted == null && tuning.countOnGpu() ? new HostCount(gpu, algorithm(), n) : null;
        CompactJob job = new CompactJob(n, selection, data, usesSubgroups(), workgroupsPerDimension(), maxWorkgroupSize,
                tuning, tileState, counted != null || host != null);
        // The least a compaction moves is its input read once; what it writes depends on the data.
        Plan plan = variant.plan(job).moving(4.0 * n).with("ran", variant.name());
        return new PreparedPlan(gpu, host != null ? host.counting(plan)
                : counted == null ? plan : plan.countedBy(counted));
    }

    private static void require(GPUBuffer buffer, double bytes, String role) {
        if (buffer.getSize() < bytes) {
            throw new LabException("The " + role + " buffer of " + (long) buffer.getSize() + " bytes is too small: "
                    + "this compaction needs " + (long) bytes + ".");
        }
    }

    /** Compacts now (submitted to the device's queue). */
    public void compact(GPUBuffer input, GPUBuffer output, GPUBuffer count, long n, Selection selection) {
        gpu.scoped("the " + variant.name() + " compaction", () -> {
            try (PreparedPlan prepared = prepare(input, output, count, n, selection)) {
                GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                prepared.encode(encoder, Passes.UNTIMED);
                gpu.queue().submit(Submit.of(encoder.finish()));
            }
        });
    }

    /** The kept elements of {@code words} (32-bit patterns of the selection's type), or their indices, in order. */
    public int[] compact(int[] words, Selection selection) {
        if (words.length == 0) {
            return new int[0];
        }
        GPUBuffer input = arrayBuffer(0, Math.ceil(words.length / 4.0) * 16);
        GPUBuffer output = arrayBuffer(1, Math.ceil(words.length / 4.0) * 16);
        if (arrayCount == null) {
            arrayCount = BufferIO.storage(gpu, algorithm() + " compaction count", 16);
        }
        io.upload(input, 0, words);
        compact(input, output, arrayCount, words.length, selection);
        int kept = io.readInts(arrayCount, 0, 1)[0];
        return kept == 0 ? new int[0] : io.readInts(output, 0, kept);
    }

    @Override
    protected void closeOwn() {
        if (arrayCount != null) {
            arrayCount.destroy();
        }
    }
}
