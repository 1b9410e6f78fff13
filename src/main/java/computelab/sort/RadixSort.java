package computelab.sort;

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
import computelab.scan.PrefixSum;
import computelab.scan.Scratch;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Radix sort on the GPU: the one entry to the sort algorithms. Sorts u32, i32 or f32 keys (f32 in the
 * order of Java's {@link Float#compare}: -0.0 before 0.0, NaN last), alone or with u32 values that move
 * with them, stably: equal keys keep their input order. Works on ranges of GPU buffers or on Java
 * arrays. Pipelines are shared per device; scratch buffers (a second copy of the keys and values, and
 * digit counts) are kept and grow only when a larger sort needs them. Not thread-safe; close it to free
 * its buffers.
 *
 * <pre>
 * RadixSort sort = RadixSort.create(gpu);
 * int[] sorted = sort.sort(new int[] {3, -1, 2}, ElementType.I32);  // {-1, 2, 3}
 * </pre>
 */
public final class RadixSort implements AutoCloseable {
    public static final String SPLIT_SCAN = SplitScanSort.NAME;
    public static final String ONESWEEP = OnesweepSort.NAME;
    /** Every sort algorithm, in the order pages and the bench list them: the one place to add one. */
    private static final Registry<SortVariant> VARIANTS = Registry.of("sort", new SplitScanSort(),
            new OnesweepSort());
    public static final Registry<? extends Algorithm> ALGORITHMS = VARIANTS;
    /** Bytes of the two stand-in bindings every RadixSort holds. */
    public static final double DUMMY_BYTES = 32;

    private final Gpu gpu;
    private final SortVariant variant;
    private final Tuning options;
    private final PrefixSum prefixSum;
    private final Scratch alternateKeys;
    private final Scratch alternateValues;
    private final Scratch counts;
    private final GPUBuffer readDummy;
    private final GPUBuffer writeDummy;
    private final BufferIO io;
    private GPUBuffer arrayKeys;
    private GPUBuffer arrayValues;
    private boolean closed;

    private RadixSort(Gpu gpu, SortVariant variant, Tuning options) {
        this.gpu = gpu;
        this.variant = variant;
        this.options = options;
        this.prefixSum = PrefixSum.create(gpu, PrefixSum.REDUCE_THEN_SCAN);
        this.alternateKeys = new Scratch(gpu, variant.name() + " sort: second copy of the keys", 16);
        this.alternateValues = new Scratch(gpu, variant.name() + " sort: second copy of the values", 16);
        this.counts = new Scratch(gpu, variant.name() + " sort: digit counts", 16);
        this.readDummy = BufferIO.storage(gpu, "sort unused input binding", 16);
        this.writeDummy = BufferIO.storage(gpu, "sort unused output binding", 16);
        this.io = new BufferIO(gpu);
    }

    /** A sort with the fastest algorithm for this device. */
    public static RadixSort create(Gpu gpu) {
        return create(gpu, defaultAlgorithm(gpu));
    }

    /** A sort with a named algorithm, one of {@link #ALGORITHMS}; LabException if there is none. */
    public static RadixSort create(Gpu gpu, String algorithm) {
        return create(gpu, algorithm, Tuning.DEFAULT);
    }

    public static RadixSort create(Gpu gpu, String algorithm, Tuning options) {
        return new RadixSort(gpu, VARIANTS.named(algorithm), options);
    }

    /**
     * The fastest algorithm for this device: onesweep wherever its 28 KiB of workgroup memory fit (it
     * moves 36 bytes per key where split-scan moves 96; on SwiftShader it already takes half the time),
     * else split-scan. Sorts of 2^30 keys or more need split-scan.
     */
    public static String defaultAlgorithm(DeviceFacts gpu) {
        return gpu.limit("maxComputeWorkgroupStorageSize") >= OnesweepSort.WORKGROUP_BYTES ? ONESWEEP : SPLIT_SCAN;
    }

    public String algorithm() {
        return variant.name();
    }

    /** The most keys one sort can take: the device's largest storage binding, in 32-bit words. */
    public long maxKeys() {
        return gpu.maxStorageElements();
    }

    /** The bytes the named algorithm must move to sort {@code n} keys (its bandwidth bound's traffic). */
    public static double trafficBytes(String algorithm, long n, boolean values) {
        return VARIANTS.named(algorithm).trafficBytes(n, values);
    }

    /**
     * Prepares a sort to be encoded into command encoders any number of times. GPU errors of the
     * preparation (and of the runs) are caught by wrapping it in {@code gpu.pushErrorScopes()} ...
     * {@code gpu.popErrorScopes(...)}, or by {@code gpu.scoped(...)}.
     */
    public PreparedSort prepare(SortData data) {
        requireOpen();
        long n = data.n();
        if (n < 1) {
            throw new LabException("A sort needs at least 1 key, not " + n + ".");
        }
        if (n > maxKeys()) {
            throw new LabException("A sort of " + n + " keys exceeds this device's largest storage binding of "
                    + maxKeys() + " elements.");
        }
        double alignment = Math.max(4, gpu.limit("minStorageBufferOffsetAlignment"));
        double maxBinding = Math.min(gpu.limit("maxStorageBufferBindingSize"), gpu.limit("maxBufferSize"));
        SortRange keysIn = SortRange.of("key input", data.keysIn(), data.keysInOffset(), n, alignment, maxBinding);
        SortRange keysOut = SortRange.of("key output", data.keysOut(), data.keysOutOffset(), n, alignment,
                maxBinding);
        SortRange valuesIn = null;
        SortRange valuesOut = null;
        if (data.hasValues()) {
            valuesIn = SortRange.of("value input", data.valuesIn(), data.valuesInOffset(), n, alignment, maxBinding);
            valuesOut = SortRange.of("value output", data.valuesOut(), data.valuesOutOffset(), n, alignment,
                    maxBinding);
        }
        SortJob job = new SortJob(n, data.type(), keysIn, keysOut, valuesIn, valuesOut, alternateKeys,
                alternateValues, counts, prefixSum, readDummy, writeDummy, maxWorkgroupsPerDimension(),
                gpu.limit("maxComputeWorkgroupStorageSize"), options.subgroups() && gpu.hasSubgroups(), options);
        return new PreparedSort(gpu, variant.plan(job), variant.trafficBytes(n, data.hasValues()));
    }

    /** Sorts now (submitted to the device's queue). */
    public void sort(SortData data) {
        gpu.scoped("the " + variant.name() + " sort", () -> {
            try (PreparedSort prepared = prepare(data)) {
                GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                prepared.encode(encoder, Passes.UNTIMED);
                gpu.queue().submit(Submit.of(encoder.finish()));
            }
        });
    }

    /** Sorts {@code n} keys of {@code buffer} from element {@code offset} where they are. */
    public void sortInPlace(GPUBuffer buffer, long offset, long n, ElementType type) {
        sort(SortData.keys(buffer, offset, buffer, offset, n, type));
    }

    /** u32 or i32 keys (as 32-bit patterns), or f32 keys as their bit patterns, sorted. */
    public int[] sort(int[] keys, ElementType type) {
        if (keys.length == 0) {
            return new int[0];
        }
        reserveArrays(keys.length);
        io.upload(arrayKeys, 0, keys);
        sortInPlace(arrayKeys, 0, keys.length, type);
        return io.readInts(arrayKeys, 0, keys.length);
    }

    /** f32 keys sorted in the order of Float.compare. */
    public float[] sort(float[] keys) {
        if (keys.length == 0) {
            return new float[0];
        }
        reserveArrays(keys.length);
        io.upload(arrayKeys, 0, keys);
        sortInPlace(arrayKeys, 0, keys.length, ElementType.F32);
        return io.readFloats(arrayKeys, 0, keys.length);
    }

    /** Keys and their values, sorted by key; values of equal keys keep their order. */
    public record Pairs(int[] keys, int[] values) {
    }

    /** Keys (f32 as bit patterns) with u32 values of the same length, sorted by key. */
    public Pairs sortPairs(int[] keys, int[] values, ElementType type) {
        if (keys.length != values.length) {
            throw new LabException("Keys and values must be equally many, not " + keys.length + " and "
                    + values.length + ".");
        }
        if (keys.length == 0) {
            return new Pairs(new int[0], new int[0]);
        }
        reserveArrays(keys.length);
        io.upload(arrayKeys, 0, keys);
        io.upload(arrayValues, 0, values);
        sort(SortData.keys(arrayKeys, 0, arrayKeys, 0, keys.length, type).withValues(arrayValues, 0, arrayValues, 0));
        return new Pairs(io.readInts(arrayKeys, 0, keys.length), io.readInts(arrayValues, 0, keys.length));
    }

    private void reserveArrays(int n) {
        double bytes = n * 4.0;
        if (arrayKeys == null || arrayKeys.getSize() < bytes) {
            destroyArrays();
            arrayKeys = BufferIO.storage(gpu, "sort array keys", bytes);
            arrayValues = BufferIO.storage(gpu, "sort array values", bytes);
        }
    }

    /** GPU bytes this sort keeps besides the caller's buffers: scratch, dummies and array buffers. */
    public double scratchBytes() {
        double arrays = arrayKeys == null ? 0 : arrayKeys.getSize() + arrayValues.getSize();
        return alternateKeys.bytes() + alternateValues.bytes() + counts.bytes() + prefixSum.scratchBytes()
                + DUMMY_BYTES + arrays;
    }

    private int maxWorkgroupsPerDimension() {
        int device = gpu.maxWorkgroupsPerDimension();
        int wanted = options.maxWorkgroupsPerDimension();
        return wanted > 0 ? Math.min(wanted, device) : device;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("This RadixSort is closed.");
        }
        gpu.requireAlive();
    }

    private void destroyArrays() {
        if (arrayKeys != null) {
            arrayKeys.destroy();
            arrayValues.destroy();
            arrayKeys = null;
            arrayValues = null;
        }
    }

    /** Frees the scratch and array buffers; prepared sorts still open keep theirs until closed. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            alternateKeys.destroy();
            alternateValues.destroy();
            counts.destroy();
            prefixSum.close();
            destroyArrays();
            readDummy.destroy();
            writeDummy.destroy();
            io.destroy();
        }
    }
}
