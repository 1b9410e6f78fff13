package computelab.scan;

import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.BufferIO;
import computelab.gpu.Algorithm;
import computelab.gpu.DeviceFacts;
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
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Prefix sums on the GPU: the one entry to the scan algorithms. Scans a range of one buffer into a
 * range of another (or of the same buffer, or in place), or Java arrays. u32 and i32 wrap modulo
 * 2^32; f32 sums in f32. Pipelines are shared per device; scratch buffers are kept and grow only
 * when a larger scan needs them (see {@link Workload}). Not thread-safe; close it to free its buffers.
 *
 * <pre>
 * PrefixSum scan = PrefixSum.create(gpu);
 * int[] sums = scan.scan(new int[] {1, 2, 3}, ElementType.U32, ScanMode.EXCLUSIVE);  // {0, 1, 3}
 * </pre>
 */
public final class PrefixSum extends Workload {
    public static final String BLELLOCH = BlellochScan.NAME;
    public static final String REDUCE_THEN_SCAN = ReduceThenScan.NAME;
    public static final String DECOUPLED_LOOKBACK = DecoupledLookbackScan.NAME;
    /** Every scan algorithm, in the order pages and the bench list them: the one place to add one. */
    private static final Registry<ScanVariant> VARIANTS = Registry.of("scan", new BlellochScan(),
            new ReduceThenScan(), new DecoupledLookbackScan());
    public static final Registry<? extends Algorithm> ALGORITHMS = VARIANTS;

    private final ScanVariant variant;
    private final ScanVariant inPlaceVariant = new ReduceThenScan();
    /** What a counted scan of an algorithm that cannot follow a count runs. */
    private final ScanVariant countedVariant = new DecoupledLookbackScan();
    private final Scratch sums;
    private final Scratch tileState;

    private PrefixSum(Gpu gpu, ScanVariant variant, Tuning tuning) {
        super(gpu, tuning, variant.name() + " scan");
        this.variant = variant;
        this.sums = scratch("block sums", 4);
        this.tileState = scratch("tile state", 4);
    }

    /** A scan with the fastest algorithm for this device and default options. */
    public static PrefixSum create(Gpu gpu) {
        return create(gpu, defaultAlgorithm(gpu), Tuning.DEFAULT);
    }

    /** A scan with a named algorithm, one of {@link #ALGORITHMS}; LabException if there is none. */
    public static PrefixSum create(Gpu gpu, String algorithm) {
        return create(gpu, algorithm, Tuning.DEFAULT);
    }

    public static PrefixSum create(Gpu gpu, String algorithm, Tuning tuning) {
        return new PrefixSum(gpu, VARIANTS.named(algorithm), tuning);
    }

    /**
     * The fastest algorithm measured (BENCHMARKS.md): on a device with subgroups, decoupled look-back at
     * every size on an H200 (0.179 ms at 2^26 elements against 0.238 ms for reduce-then-scan, which
     * reads the input twice); without them its look-back sums windows in workgroup memory, and
     * reduce-then-scan, whose passes never wait on other workgroups, is the safer choice. It depends on
     * the device only: a tuning that turns subgroups off (tests do) keeps the device's choice.
     */
    public static String defaultAlgorithm(DeviceFacts gpu) {
        return gpu.hasSubgroups() ? DECOUPLED_LOOKBACK : REDUCE_THEN_SCAN;
    }

    public String algorithm() {
        return variant.name();
    }

    /** The most elements one scan can take: the device's largest storage binding, in 32-bit words. */
    public long maxElements() {
        return gpu.maxStorageElements();
    }

    /**
     * Prepares a scan of {@code n} elements of {@code input} from element {@code inputOffset} into
     * {@code output} from element {@code outputOffset}, to be encoded into command encoders any number
     * of times. Input and output may be the same buffer: the same range scans in place, disjoint ranges
     * work, partly overlapping ones are refused. The prepared run reports how it runs as its traits
     * ("ran": the algorithm, which is reduce-then-scan for an in-place decoupled-lookback; "access":
     * "vec4" or "words"). GPU errors of the preparation (and of the runs) are caught by wrapping it in
     * {@code gpu.scoped(...)}.
     */
    public PreparedPlan prepare(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset, long n,
            ElementType type, ScanMode mode) {
        return prepare(input, inputOffset, output, outputOffset, n, type, mode, null);
    }

    /**
     * Prepares a scan whose number of elements lives on the GPU, read at every run (a compaction's kept
     * count, say): as the scan of {@code n.capacity()} elements, then each run scans the first {@code n} of
     * the range (at most the capacity; 0 writes nothing), its dispatches sized on the GPU (indirect) so the
     * count never comes back to the host. Decoupled-lookback and reduce-then-scan take every size from the
     * count; blelloch, whose levels are sized on the host, runs as decoupled-lookback (the trait "ran" says
     * which ran), and in place as reduce-then-scan, as host-sized scans do.
     */
    public PreparedPlan prepare(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset, GpuCount n,
            ElementType type, ScanMode mode) {
        return prepare(input, inputOffset, output, outputOffset, n.capacity(), type, mode, n);
    }

    private PreparedPlan prepare(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset, long n,
            ElementType type, ScanMode mode, GpuCount counted) {
        requireOpen();
        if (n > maxElements()) {
            throw new LabException("A scan of " + n + " elements exceeds this device's largest storage binding of "
                    + maxElements() + " elements.");
        }
        boolean sameBuffer = BufferIO.same(input, output);
        HostCount host = counted == null && n >= 1 && tuning.countOnGpu() ? new HostCount(gpu, variant.name(), n)
                : null;
        ScanVariant requested = counted == null && host == null || variant.followsCount() ? variant : countedVariant;
        ScanLayout layout = ScanLayout.plan(new ScanLayout.Span(inputOffset, input.getSize()),
                new ScanLayout.Span(outputOffset, output.getSize()), sameBuffer, n, limits(),
                tuning.vectorize() && requested.vectorizes());
        ScanVariant chosen = layout.inPlace() && !requested.worksInPlace() ? inPlaceVariant : requested;
        ScanJob job = new ScanJob(n, type, mode, layout,
                DataBindings.of(layout, input, output, standIn(false), standIn(true)), usesSubgroups(),
                workgroupsPerDimension(), maxWorkgroupSize(), (long) limits().offsetAlignment() / 4, tuning, sums,
                tileState, standIn(false), counted != null || host != null);
        Plan plan = chosen.plan(job).moving(8.0 * n).with("ran", chosen.name())
                .with("access", layout.access().vectors() ? "vec4" : "words");
        return new PreparedPlan(gpu, host != null ? host.counting(plan)
                : counted == null ? plan : plan.countedBy(counted));
    }

    /** Scans {@code n} elements of {@code input} into {@code output} now (submitted to the device's queue). */
    public void scan(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset, long n,
            ElementType type, ScanMode mode) {
        gpu.scoped("the " + variant.name() + " scan", () -> {
            try (PreparedPlan prepared = prepare(input, inputOffset, output, outputOffset, n, type, mode)) {
                GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                prepared.encode(encoder, Passes.UNTIMED);
                gpu.queue().submit(Submit.of(encoder.finish()));
            }
        });
    }

    /** Replaces {@code n} elements of {@code buffer} from element {@code offset} by their scan. */
    public void scanInPlace(GPUBuffer buffer, long offset, long n, ElementType type, ScanMode mode) {
        scan(buffer, offset, buffer, offset, n, type, mode);
    }

    /** The scan of u32 or i32 values (as 32-bit patterns; sums wrap modulo 2^32). */
    public int[] scan(int[] values, ElementType type, ScanMode mode) {
        if (!type.isInteger()) {
            throw new LabException("An int[] holds u32 or i32 values; scan f32 values as a float[].");
        }
        if (values.length == 0) {
            return new int[0];
        }
        io.upload(arrayInput(values.length), 0, values);
        scan(arrayInput(values.length), 0, arrayOutput(values.length), 0, values.length, type, mode);
        return io.readInts(arrayOutput(values.length), 0, values.length);
    }

    /** The scan of f32 values. */
    public float[] scan(float[] values, ScanMode mode) {
        if (values.length == 0) {
            return new float[0];
        }
        io.upload(arrayInput(values.length), 0, values);
        scan(arrayInput(values.length), 0, arrayOutput(values.length), 0, values.length, ElementType.F32, mode);
        return io.readFloats(arrayOutput(values.length), 0, values.length);
    }

    /** Array buffers whole vectors long, so the vec4 kernels apply. */
    private GPUBuffer arrayInput(int n) {
        return arrayBuffer(0, Math.ceil(n / 4.0) * 16);
    }

    private GPUBuffer arrayOutput(int n) {
        return arrayBuffer(1, Math.ceil(n / 4.0) * 16);
    }

    private ScanLayout.Limits limits() {
        return new ScanLayout.Limits(Math.max(4, gpu.limit("minStorageBufferOffsetAlignment")),
                gpu.limit("maxStorageBufferBindingSize"));
    }

    private int maxWorkgroupSize() {
        return (int) Math.min(gpu.limit("maxComputeInvocationsPerWorkgroup"), gpu.limit("maxComputeWorkgroupSizeX"));
    }
}
