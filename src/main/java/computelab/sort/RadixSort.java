package computelab.sort;

import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.Algorithm;
import computelab.gpu.DeviceFacts;
import computelab.gpu.Gpu;
import computelab.gpu.HostCount;
import computelab.gpu.Plan;
import computelab.gpu.Passes;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Registry;
import computelab.gpu.Scratch;
import computelab.gpu.Submit;
import computelab.gpu.Tuning;
import computelab.gpu.Workload;
import computelab.scan.PrefixSum;
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
public final class RadixSort extends Workload {
    public static final String SPLIT_SCAN = SplitScanSort.NAME;
    public static final String ONESWEEP = OnesweepSort.NAME;
    /** Every sort algorithm, in the order pages and the bench list them: the one place to add one. */
    private static final Registry<SortVariant> VARIANTS = Registry.of("sort", new SplitScanSort(),
            new OnesweepSort());
    public static final Registry<? extends Algorithm> ALGORITHMS = VARIANTS;

    private final SortVariant variant;
    private final PrefixSum prefixSum;
    private final Scratch alternateKeys;
    private final Scratch alternateValues;
    private final Scratch counts;

    private RadixSort(Gpu gpu, SortVariant variant, Tuning tuning) {
        super(gpu, tuning, variant.name() + " sort");
        this.variant = variant;
        this.prefixSum = part(PrefixSum.create(gpu, PrefixSum.REDUCE_THEN_SCAN));
        this.alternateKeys = scratch("second copy of the keys", 16);
        this.alternateValues = scratch("second copy of the values", 16);
        this.counts = scratch("digit counts", 16);
    }

    /** A sort with the fastest algorithm for this device. */
    public static RadixSort create(Gpu gpu) {
        return create(gpu, defaultAlgorithm(gpu));
    }

    /** A sort with a named algorithm, one of {@link #ALGORITHMS}; LabException if there is none. */
    public static RadixSort create(Gpu gpu, String algorithm) {
        return create(gpu, algorithm, Tuning.DEFAULT);
    }

    public static RadixSort create(Gpu gpu, String algorithm, Tuning tuning) {
        return new RadixSort(gpu, VARIANTS.named(algorithm), tuning);
    }

    /**
     * The fastest algorithm for this device: onesweep wherever its smallest tile's workgroup memory fits
     * (16 KiB, which every WebGPU device offers; it moves 36 bytes per key where split-scan moves 96; on
     * SwiftShader it already takes half the time), else split-scan. Sorts of 2^30 keys or more need
     * split-scan.
     */
    public static String defaultAlgorithm(DeviceFacts gpu) {
        return gpu.limit("maxComputeWorkgroupStorageSize") >= OnesweepSort.SMALLEST_WORKGROUP_BYTES ? ONESWEEP
                : SPLIT_SCAN;
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
     * Prepares a sort to be encoded into command encoders any number of times; it reports the bytes the
     * algorithm must move ({@link PreparedPlan#trafficBytes()}). Where the data's count lives on the GPU
     * ({@link SortData#count()}), every run sorts as many keys as it says (at most {@code data.n()}): onesweep
     * sizes its dispatches on the GPU, split-scan takes n there and keeps the capacity's grids (its tiles past
     * the count do nothing). GPU errors of the preparation (and of the runs) are caught by wrapping it in
     * {@code gpu.scoped(...)}.
     */
    public PreparedPlan prepare(SortData data) {
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
                alternateValues, counts, prefixSum, standIn(false), standIn(true), workgroupsPerDimension(),
                gpu.limit("maxComputeWorkgroupStorageSize"), usesSubgroups(), tuning);
        HostCount host = data.count() == null && tuning.countOnGpu() ? new HostCount(gpu, algorithm(), n) : null;
        Plan plan = variant.plan(job).moving(variant.trafficBytes(n, data.hasValues()));
        return new PreparedPlan(gpu, host != null ? host.counting(plan)
                : data.count() == null ? plan : plan.countedBy(data.count()));
    }

    /** Sorts now (submitted to the device's queue). */
    public void sort(SortData data) {
        gpu.scoped("the " + variant.name() + " sort", () -> {
            try (PreparedPlan prepared = prepare(data)) {
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
        GPUBuffer arrayKeys = arrayBuffer(0, keys.length * 4.0);
        io.upload(arrayKeys, 0, keys);
        sortInPlace(arrayKeys, 0, keys.length, type);
        return io.readInts(arrayKeys, 0, keys.length);
    }

    /** f32 keys sorted in the order of Float.compare. */
    public float[] sort(float[] keys) {
        if (keys.length == 0) {
            return new float[0];
        }
        GPUBuffer arrayKeys = arrayBuffer(0, keys.length * 4.0);
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
        GPUBuffer arrayKeys = arrayBuffer(0, keys.length * 4.0);
        GPUBuffer arrayValues = arrayBuffer(1, keys.length * 4.0);
        io.upload(arrayKeys, 0, keys);
        io.upload(arrayValues, 0, values);
        sort(SortData.keys(arrayKeys, 0, arrayKeys, 0, keys.length, type).withValues(arrayValues, 0, arrayValues, 0));
        return new Pairs(io.readInts(arrayKeys, 0, keys.length), io.readInts(arrayValues, 0, keys.length));
    }
}
