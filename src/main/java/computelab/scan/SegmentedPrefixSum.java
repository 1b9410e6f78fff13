package computelab.scan;

import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.Algorithm;
import computelab.gpu.Bound;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Registry;
import computelab.gpu.Scratch;
import computelab.gpu.Submit;
import computelab.gpu.Tuning;
import computelab.gpu.Variant;
import computelab.gpu.Workload;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Segmented prefix sums on the GPU: running sums that restart at every head, the heads given as one bit
 * per element (bit {@code i % 32} of word {@code i / 32} for element {@code i} of the range, as
 * {@link SegmentHeads} packs them); in the exclusive mode a head's output is 0. u32 and i32 wrap modulo
 * 2^32; f32 sums in f32. Not thread-safe; close it to free its buffers.
 *
 * <pre>
 * SegmentedPrefixSum scan = SegmentedPrefixSum.create(gpu);
 * // heads at elements 0 and 2: bits 0b101
 * int[] sums = scan.scan(new int[] {1, 2, 3, 4}, new int[] {0b101}, ElementType.U32, ScanMode.INCLUSIVE);  // {1, 3, 3, 7}
 * </pre>
 */
public final class SegmentedPrefixSum extends Workload {
    public static final String SEGMENTED_LOOKBACK = SegmentedLookbackScan.NAME;
    /** Every segmented scan algorithm: the one place to add one. */
    private static final Registry<Variant<SegmentedScanJob>> VARIANTS = Registry.of("segmented-scan",
            new SegmentedLookbackScan());
    public static final Registry<? extends Algorithm> ALGORITHMS = VARIANTS;

    private final Variant<SegmentedScanJob> variant;
    private final Scratch tileState;
    /** The heads of an array call, grown when a longer array needs it. */
    private GPUBuffer headArray;

    private SegmentedPrefixSum(Gpu gpu, Variant<SegmentedScanJob> variant, Tuning tuning) {
        super(gpu, tuning, variant.name() + " scan");
        this.variant = variant;
        this.tileState = scratch("tile state", 4);
    }

    public static SegmentedPrefixSum create(Gpu gpu) {
        return create(gpu, SEGMENTED_LOOKBACK, Tuning.DEFAULT);
    }

    /** A segmented scan with a named algorithm, one of {@link #ALGORITHMS}; LabException if there is none. */
    public static SegmentedPrefixSum create(Gpu gpu, String algorithm, Tuning tuning) {
        return new SegmentedPrefixSum(gpu, VARIANTS.named(algorithm), tuning);
    }

    public String algorithm() {
        return variant.name();
    }

    /** The most elements one scan can take: the device's largest storage binding, in 32-bit words. */
    public long maxElements() {
        return gpu.maxStorageElements();
    }

    /**
     * Prepares a segmented scan of {@code n} elements of {@code input} from element {@code inputOffset} into
     * {@code output} from element {@code outputOffset}, the heads of the range read from the start of
     * {@code heads}. Input and output may share a buffer in disjoint ranges; a scan in place is refused
     * (the look-back's fallback re-reads earlier tiles' input).
     */
    public PreparedPlan prepare(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset,
            GPUBuffer heads, long n, ElementType type, ScanMode mode) {
        requireOpen();
        if (n > maxElements()) {
            throw new LabException("A segmented scan of " + n + " elements exceeds this device's largest storage "
                    + "binding of " + maxElements() + " elements.");
        }
        double headBytes = SegmentHeads.wordCount(n) * 4.0;
        if (heads.getSize() < headBytes) {
            throw new LabException("The heads of " + n + " elements take " + (long) headBytes + " bytes (one bit "
                    + "each), more than their buffer's " + (long) heads.getSize() + ".");
        }
        ScanLayout.Limits limits = new ScanLayout.Limits(Math.max(4, gpu.limit("minStorageBufferOffsetAlignment")),
                gpu.limit("maxStorageBufferBindingSize"));
        ScanLayout layout = ScanLayout.plan(new ScanLayout.Span(inputOffset, input.getSize()),
                new ScanLayout.Span(outputOffset, output.getSize()), BufferIO.same(input, output), n, limits,
                tuning.vectorize());
        if (layout.inPlace()) {
            throw new LabException("A segmented scan cannot run in place: scan into another range or buffer.");
        }
        int maxWorkgroupSize = (int) Math.min(gpu.limit("maxComputeInvocationsPerWorkgroup"),
                gpu.limit("maxComputeWorkgroupSizeX"));
        ScanJob job = new ScanJob(n, type, mode, layout,
                DataBindings.of(layout, input, output, standIn(false), standIn(true)), usesSubgroups(),
                workgroupsPerDimension(), maxWorkgroupSize, (long) limits.offsetAlignment() / 4, tuning, null,
                tileState, standIn(false), false);
        Plan plan = variant.plan(new SegmentedScanJob(job, new Bound(6, heads, 0, headBytes))).moving(8.0 * n)
                .with("ran", variant.name()).with("access", layout.access().vectors() ? "vec4" : "words");
        return new PreparedPlan(gpu, plan);
    }

    /** The segmented scan of u32 or i32 values (as 32-bit patterns) with packed heads, now. */
    public int[] scan(int[] values, int[] heads, ElementType type, ScanMode mode) {
        if (!type.isInteger()) {
            throw new LabException("An int[] holds u32 or i32 values; scan f32 values as a float[].");
        }
        if (values.length == 0) {
            return new int[0];
        }
        uploadHeads(heads, values.length);
        io.upload(arrayBuffer(0, Math.ceil(values.length / 4.0) * 16), 0, values);
        run(values.length, type, mode);
        return io.readInts(arrayBuffer(1, Math.ceil(values.length / 4.0) * 16), 0, values.length);
    }

    /** The segmented scan of f32 values with packed heads, now. */
    public float[] scan(float[] values, int[] heads, ScanMode mode) {
        if (values.length == 0) {
            return new float[0];
        }
        uploadHeads(heads, values.length);
        io.upload(arrayBuffer(0, Math.ceil(values.length / 4.0) * 16), 0, values);
        run(values.length, ElementType.F32, mode);
        return io.readFloats(arrayBuffer(1, Math.ceil(values.length / 4.0) * 16), 0, values.length);
    }

    private void uploadHeads(int[] heads, int n) {
        if (heads.length < SegmentHeads.wordCount(n)) {
            throw new LabException("The heads of " + n + " elements take " + SegmentHeads.wordCount(n)
                    + " words (one bit each), not " + heads.length + ".");
        }
        double bytes = Math.max(16, heads.length * 4.0);
        if (headArray == null || headArray.getSize() < bytes) {
            if (headArray != null) {
                headArray.destroy();
            }
            headArray = BufferIO.storage(gpu, "segmented scan heads", bytes);
        }
        io.upload(headArray, 0, heads);
    }

    @Override
    protected void closeOwn() {
        if (headArray != null) {
            headArray.destroy();
        }
    }

    private void run(int n, ElementType type, ScanMode mode) {
        double bytes = Math.ceil(n / 4.0) * 16;
        gpu.scoped("the " + variant.name() + " scan", () -> {
            try (PreparedPlan prepared = prepare(arrayBuffer(0, bytes), 0, arrayBuffer(1, bytes), 0,
                    headArray, n, type, mode)) {
                GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                prepared.encode(encoder, Passes.UNTIMED);
                gpu.queue().submit(Submit.of(encoder.finish()));
            }
        });
    }
}
