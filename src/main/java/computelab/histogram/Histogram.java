package computelab.histogram;

import computelab.failure.LabException;
import computelab.gpu.BufferIO;
import computelab.gpu.DeviceFacts;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Registry;
import computelab.gpu.Scratch;
import computelab.gpu.Submit;
import computelab.gpu.Timed;
import computelab.gpu.Tuning;
import computelab.gpu.Workload;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The histogram facade: counts how many u32 values of a GPU buffer fall in each of 1 to 65,536 equal bins
 * (the bin of v is floor(v * bins / 2^bits), exact, over v's low {@code bits} bits), into a counts buffer
 * of one u32 per bin that this facade holds. The prepared run of the latest input is kept, so repetitions
 * cost nothing to set up.
 *
 * <pre>
 * Histogram histogram = Histogram.create(gpu, "private-slices", Tuning.DEFAULT);
 * int[] counts = histogram.count(values, 256, 32);   // or time histogram.over(buffer, n, 256, 32)
 * </pre>
 */
public final class Histogram extends Workload {
    /** Every histogram algorithm, the default for few bins first ({@link #defaultAlgorithm}). The one place to add one. */
    public static final Registry<HistogramVariant> ALGORITHMS = Registry.of("histogram", new PrivateSlicesHistogram(),
            new PartitionedHistogram(), new PrivatePassesHistogram(), new GlobalAtomicsHistogram());

    private final HistogramVariant variant;
    private final Scratch counts;
    private final Scratch tables;
    private final Scratch pieces;
    private Prepared prepared;

    private Histogram(Gpu gpu, HistogramVariant variant, Tuning tuning) {
        super(gpu, tuning, variant.name() + " histogram");
        this.variant = variant;
        this.counts = scratch("counts", 16);
        this.tables = scratch("tile tables", 4);
        this.pieces = scratch("tile pieces", 4);
    }

    /** A histogram by the first of {@link #ALGORITHMS} (the default for few bins) with default options. */
    public static Histogram create(Gpu gpu) {
        return create(gpu, ALGORITHMS.names().get(0), Tuning.DEFAULT);
    }

    /** A histogram by the algorithm of that name (one of {@link #ALGORITHMS}); LabException if unknown. */
    public static Histogram create(Gpu gpu, String algorithm, Tuning tuning) {
        return new Histogram(gpu, ALGORITHMS.named(algorithm), tuning);
    }

    public String algorithm() {
        return variant.name();
    }

    /**
     * The u32 counters one workgroup keeps for {@code bins} bins on this device: as many as its workgroup
     * memory holds (a power of two), no more than the bins need.
     */
    public int rangeBins(int bins) {
        return rangeBins(gpu, bins);
    }

    /** {@link #rangeBins(int)} on {@code device}. */
    public static int rangeBins(DeviceFacts device, int bins) {
        double storage = device.limit("maxComputeWorkgroupStorageSize");
        int fit = Integer.highestOneBit((int) Math.max(1024, Math.min(1 << 16, (storage > 0 ? storage : 16384) / 4)));
        int needed = bins <= 1 ? 1 : Integer.highestOneBit(bins - 1) << 1;
        return Math.min(fit, needed);
    }

    /**
     * The fastest algorithm for {@code bins} bins on {@code device}: private-slices while its counters fit one
     * range (the input read once), partitioned beyond. On an H100 at 2^26 (32 KiB of workgroup memory, ranges of
     * 8,192 counters) private-slices took half partitioned's time at 8,192 bins; partitioned took 0.90 of its
     * time at 16,384 and 0.48 at 32,768 (BENCHMARKS.md, "Histogram").
     */
    public static String defaultAlgorithm(DeviceFacts device, int bins) {
        return bins > rangeBins(device, bins) ? PartitionedHistogram.NAME : PrivateSlicesHistogram.NAME;
    }

    /**
     * The histogram of the first {@code count} values of {@code values}, ready to be encoded (and timed) any
     * number of times; the counts land in this facade's counts buffer ({@link #readCounts()}). Valid until
     * this Histogram prepares another.
     */
    public Timed over(GPUBuffer values, long count, int bins, int bits) {
        requireOpen();
        requireShape(values, count, bins, bits);
        if (prepared == null || !prepared.covers(values, count, bins, bits)) {
            Scratch.Lease lease = counts.lease(bins * 4.0);
            PreparedPlan run = plan(values, count, bins, bits, lease.buffer(), List.of(lease));
            if (prepared != null) {
                prepared.run.close();
            }
            prepared = new Prepared(values, count, bins, bits, lease.buffer(), run);
        }
        return prepared.run;
    }

    /**
     * Prepares the histogram of the first {@code count} values of {@code values} into the first {@code bins}
     * words of the caller's {@code counts} (a {@code STORAGE} buffer, cleared by every run), to be encoded into
     * the caller's encoders any number of times with nothing read back; close it when done. Independent of
     * {@link #over}.
     */
    public PreparedPlan prepare(GPUBuffer values, long count, int bins, int bits, GPUBuffer counts) {
        requireOpen();
        requireShape(values, count, bins, bits);
        if (counts.getSize() < bins * 4.0) {
            throw new LabException("The counts of " + bins + " bins take " + bins * 4L
                    + " bytes, more than their buffer's " + (long) counts.getSize() + ".");
        }
        return plan(values, count, bins, bits, counts, List.of());
    }

    private PreparedPlan plan(GPUBuffer values, long count, int bins, int bits, GPUBuffer into,
            List<Scratch.Lease> holds) {
        HistogramJob job = new HistogramJob(values, count, count >= 4 ? values : standIn(false), bins, bits, into,
                rangeBins(bins), tuning.targetWorkgroups(), workgroupsPerDimension(),
                variant.name() + " histogram of " + bins + " bins", tables, pieces);
        Plan planned = variant.plan(job);
        List<Plan.Held> held = new ArrayList<>(planned.holds());
        held.addAll(holds);
        return new PreparedPlan(gpu, planned.holding(held));
    }

    /** Encodes one run now (see {@link #over}). */
    public void encode(GPUCommandEncoder encoder, Passes passes, GPUBuffer values, long count, int bins, int bits) {
        over(values, count, bins, bits).encode(encoder, passes);
    }

    /** The counts of the latest submitted run, bin 0 first. */
    public int[] readCounts() {
        if (prepared == null) {
            throw new IllegalStateException("This histogram has not run yet.");
        }
        return io.readInts(prepared.counts, 0, prepared.bins);
    }

    /** The histogram of a Java array of u32 values (as 32-bit patterns); GPU errors become GpuException. */
    public int[] count(int[] values, int bins, int bits) {
        if (values.length < 1) {
            throw new LabException("A histogram needs at least one value.");
        }
        GPUBuffer uploads = arrayBuffer(0, values.length * 4.0);
        io.upload(uploads, 0, values);
        return gpu.scoped("the " + variant.name() + " histogram", () -> {
            GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
            encode(encoder, Passes.UNTIMED, uploads, values.length, bins, bits);
            gpu.queue().submit(Submit.of(encoder.finish()));
            return readCounts();
        });
    }

    /** The prepared run's dispatches and how it splits the bins (ranges, counters per workgroup). */
    public PreparedPlan prepared() {
        return prepared == null ? null : prepared.run;
    }

    /** Bytes this histogram holds on the GPU: counts, parameters, uploads, stand-ins. */
    public double allocatedBytes() {
        return super.scratchBytes() + (prepared == null ? 0 : prepared.run.parameterBytes());
    }

    @Override
    protected void closeOwn() {
        if (prepared != null) {
            prepared.run.close();
            prepared = null;
        }
    }

    private void requireShape(GPUBuffer values, long count, int bins, int bits) {
        if (bins < 1 || bins > CpuHistogram.MAX_BINS) {
            throw new LabException("A histogram takes 1 to " + CpuHistogram.MAX_BINS + " bins, not " + bins + ".");
        }
        if (bits < 1 || bits > 32) {
            throw new LabException("A histogram reads 1 to 32 bits of each value, not " + bits + ".");
        }
        if (count < 1 || count * 4.0 > values.getSize()) {
            throw new LabException("A histogram of " + count + " values needs 1 to " + (long) (values.getSize() / 4)
                    + " values, what its buffer holds.");
        }
        if (count > gpu.maxStorageElements() || count >= 0xFFFFFFFFL) {
            throw new LabException("A histogram of " + count + " values is more than this device can bind at once ("
                    + gpu.maxStorageElements() + " values, from maxStorageBufferBindingSize).");
        }
    }

    /** The prepared run of one input shape. */
    private record Prepared(GPUBuffer values, long count, int bins, int bits, GPUBuffer counts, PreparedPlan run) {
        boolean covers(GPUBuffer otherValues, long otherCount, int otherBins, int otherBits) {
            return BufferIO.same(values, otherValues) && count == otherCount && bins == otherBins && bits == otherBits;
        }
    }
}
