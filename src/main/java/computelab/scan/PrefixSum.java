package computelab.scan;

import computelab.gpu.Tuning;
import computelab.data.ElementType;
import computelab.gpu.Algorithm;
import computelab.gpu.BufferIO;
import computelab.gpu.DeviceFacts;
import computelab.gpu.Gpu;
import computelab.failure.LabException;
import computelab.gpu.Passes;
import computelab.gpu.Registry;
import computelab.gpu.Submit;
import org.teavm.jso.JSBody;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Prefix sums on the GPU: the one entry to the scan algorithms. Scans a range of one buffer into a
 * range of another (or of the same buffer, or in place), or Java arrays. u32 and i32 wrap modulo
 * 2^32; f32 sums in f32. Pipelines are shared per device; scratch buffers are kept and grow only
 * when a larger scan needs them. Not thread-safe; close it to free its buffers.
 *
 * <pre>
 * PrefixSum scan = PrefixSum.create(gpu);
 * int[] sums = scan.scan(new int[] {1, 2, 3}, ElementType.U32, ScanMode.EXCLUSIVE);  // {0, 1, 3}
 * </pre>
 */
public final class PrefixSum implements AutoCloseable {
    public static final String BLELLOCH = BlellochScan.NAME;
    public static final String REDUCE_THEN_SCAN = ReduceThenScan.NAME;
    public static final String DECOUPLED_LOOKBACK = DecoupledLookbackScan.NAME;
    /** Every scan algorithm, in the order pages and the bench list them: the one place to add one. */
    private static final Registry<ScanVariant> VARIANTS = Registry.of("scan", new BlellochScan(),
            new ReduceThenScan(), new DecoupledLookbackScan());
    public static final Registry<? extends Algorithm> ALGORITHMS = VARIANTS;
    /** Bytes of the two stand-in bindings every PrefixSum holds. */
    public static final double DUMMY_BYTES = 32;

    private final Gpu gpu;
    private final ScanVariant variant;
    private final ScanVariant inPlaceVariant = new ReduceThenScan();
    private final Tuning options;
    private final Scratch sums;
    private final Scratch tileState;
    // Stand-ins for the data bindings a kernel's access mode leaves unused (see ScanLayout).
    private final GPUBuffer readDummy;
    private final GPUBuffer writeDummy;
    private final BufferIO io;
    private GPUBuffer arrayInput;
    private GPUBuffer arrayOutput;
    private boolean closed;

    private PrefixSum(Gpu gpu, ScanVariant variant, Tuning options) {
        this.gpu = gpu;
        this.variant = variant;
        this.options = options;
        this.sums = new Scratch(gpu, variant.name() + " block sums", 4);
        this.tileState = new Scratch(gpu, variant.name() + " tile state", 4);
        this.readDummy = BufferIO.storage(gpu, "scan unused input binding", 16);
        this.writeDummy = BufferIO.storage(gpu, "scan unused output binding", 16);
        this.io = new BufferIO(gpu);
    }

    /** A scan with the fastest algorithm for this device and default options. */
    public static PrefixSum create(Gpu gpu) {
        return create(gpu, defaultAlgorithm(gpu), Tuning.DEFAULT);
    }

    /** A scan with a named algorithm, one of {@link #ALGORITHMS}; LabException if there is none. */
    public static PrefixSum create(Gpu gpu, String algorithm) {
        return create(gpu, algorithm, Tuning.DEFAULT);
    }

    public static PrefixSum create(Gpu gpu, String algorithm, Tuning options) {
        return new PrefixSum(gpu, variant(algorithm), options);
    }

    /**
     * The fastest algorithm measured (BENCHMARKS.md): on a device with subgroups, decoupled look-back at
     * every size on an H200 (0.179 ms at 2^26 elements against 0.238 ms for reduce-then-scan, which
     * reads the input twice); without them its look-back sums windows in workgroup memory, and
     * reduce-then-scan, whose passes never wait on other workgroups, is the safer choice. It depends on
     * the device only: options that turn subgroups off (tests do) keep the device's choice.
     */
    public static String defaultAlgorithm(DeviceFacts gpu) {
        return gpu.hasSubgroups() ? DECOUPLED_LOOKBACK : REDUCE_THEN_SCAN;
    }

    private static ScanVariant variant(String algorithm) {
        return VARIANTS.named(algorithm);
    }

    public String algorithm() {
        return variant.name();
    }

    public Tuning options() {
        return options;
    }

    /** Whether the kernels use subgroup operations (the device has them and the options allow them). */
    public boolean usesSubgroups() {
        return options.subgroups() && gpu.hasSubgroups();
    }

    /** The most elements one scan can take: the device's largest storage binding, in 32-bit words. */
    public long maxElements() {
        return gpu.maxStorageElements();
    }

    /**
     * Prepares a scan of {@code n} elements of {@code input} from element {@code inputOffset} into
     * {@code output} from element {@code outputOffset}, to be encoded into command encoders any number
     * of times. Input and output may be the same buffer: the same range scans in place, disjoint ranges
     * work, partly overlapping ones are refused. GPU errors of the preparation (and of the runs) are
     * caught by wrapping it in {@code gpu.pushErrorScopes()} ... {@code gpu.popErrorScopes(...)}.
     */
    public PreparedScan prepare(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset, long n,
            ElementType type, ScanMode mode) {
        requireOpen();
        if (n > maxElements()) {
            throw new LabException("A scan of " + n + " elements exceeds this device's largest storage binding of "
                    + maxElements() + " elements.");
        }
        boolean sameBuffer = same(input, output);
        ScanLayout layout = ScanLayout.plan(new ScanLayout.Span(inputOffset, input.getSize()),
                new ScanLayout.Span(outputOffset, output.getSize()), sameBuffer, n, limits(),
                options.vectorize() && variant.vectorizes());
        ScanVariant chosen = layout.inPlace() && !variant.worksInPlace() ? inPlaceVariant : variant;
        boolean subgroups = usesSubgroups();
        ScanJob job = new ScanJob(n, type, mode, layout, DataBindings.of(layout, input, output, readDummy, writeDummy),
                subgroups, maxWorkgroupsPerDimension(), maxWorkgroupSize(), (long) limits().offsetAlignment() / 4,
                options, sums, tileState, readDummy);
        return new PreparedScan(gpu, chosen.plan(job), layout);
    }

    /** Scans {@code n} elements of {@code input} into {@code output} now (submitted to the device's queue). */
    public void scan(GPUBuffer input, long inputOffset, GPUBuffer output, long outputOffset, long n,
            ElementType type, ScanMode mode) {
        gpu.scoped("the " + variant.name() + " scan", () -> {
            try (PreparedScan prepared = prepare(input, inputOffset, output, outputOffset, n, type, mode)) {
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
        reserveArrays(values.length);
        io.upload(arrayInput, 0, values);
        scan(arrayInput, 0, arrayOutput, 0, values.length, type, mode);
        return io.readInts(arrayOutput, 0, values.length);
    }

    /** The scan of f32 values. */
    public float[] scan(float[] values, ScanMode mode) {
        if (values.length == 0) {
            return new float[0];
        }
        reserveArrays(values.length);
        io.upload(arrayInput, 0, values);
        scan(arrayInput, 0, arrayOutput, 0, values.length, ElementType.F32, mode);
        return io.readFloats(arrayOutput, 0, values.length);
    }

    /** Buffers for array scans, whole vectors long so the vec4 kernels apply; grown only when needed. */
    private void reserveArrays(int n) {
        double bytes = Math.ceil(n / 4.0) * 16;
        if (arrayInput == null || arrayInput.getSize() < bytes) {
            destroyArrays();
            arrayInput = BufferIO.storage(gpu, "scan array input", bytes);
            arrayOutput = BufferIO.storage(gpu, "scan array output", bytes);
        }
    }

    /** GPU bytes this scan keeps besides the caller's buffers: scratch, dummies and array buffers. */
    public double scratchBytes() {
        double arrays = arrayInput == null ? 0 : arrayInput.getSize() + arrayOutput.getSize();
        return sums.bytes() + tileState.bytes() + DUMMY_BYTES + arrays;
    }

    private ScanLayout.Limits limits() {
        return new ScanLayout.Limits(Math.max(4, gpu.limit("minStorageBufferOffsetAlignment")),
                gpu.limit("maxStorageBufferBindingSize"));
    }

    private int maxWorkgroupSize() {
        return (int) Math.min(gpu.limit("maxComputeInvocationsPerWorkgroup"), gpu.limit("maxComputeWorkgroupSizeX"));
    }

    private int maxWorkgroupsPerDimension() {
        int device = gpu.maxWorkgroupsPerDimension();
        int wanted = options.maxWorkgroupsPerDimension();
        return wanted > 0 ? Math.min(wanted, device) : device;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("This PrefixSum is closed.");
        }
        gpu.requireAlive();
    }

    private void destroyArrays() {
        if (arrayInput != null) {
            arrayInput.destroy();
            arrayOutput.destroy();
            arrayInput = null;
            arrayOutput = null;
        }
    }

    /** Frees the scratch and array buffers; prepared scans still open keep theirs until closed. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            sums.destroy();
            tileState.destroy();
            destroyArrays();
            readDummy.destroy();
            writeDummy.destroy();
            io.destroy();
        }
    }

    @JSBody(params = { "a", "b" }, script = "return a === b;")
    private static native boolean same(GPUBuffer a, GPUBuffer b);
}
