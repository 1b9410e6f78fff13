package computelab.lab.histogram;

import computelab.ceiling.CeilingComparison;
import computelab.ceiling.ReadCeiling;
import computelab.gpu.Cache;
import computelab.gpu.DeviceFacts;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.PreparedPlan;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timing;
import computelab.gpu.Tuning;
import computelab.gpu.WarmUp;
import computelab.histogram.CpuHistogram;
import computelab.histogram.Histogram;
import computelab.histogram.HistogramInput;
import computelab.lab.ContractParams;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.lab.Results;
import computelab.lab.SweepSpace;
import computelab.lab.TuningParams;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * histogram.html (docs/page-contract.md): the counts of a contract input of u32 values in 1 to 65,536 equal
 * bins by one algorithm, compared with the CPU's counts and timed against the read kernel over the same
 * bytes. The input and the histograms are kept while their parameters repeat.
 */
public final class HistogramExperiment implements Experiment {
    /** Counts of at most this many bins are listed whole in the result. */
    static final int SHOWN_BINS = 64;

    private static final Gpu.Key<Cache<Histogram>> HISTOGRAMS = Gpu.Key.named("histogram page: histograms");
    private static final Gpu.Key<Cache<HistogramInput>> INPUTS = Gpu.Key.named("histogram page: input");

    static final Param<Long> N = ContractParams.count("Values")
            .atMostOnDevice(DeviceFacts::maxArrayElements, "this device's largest storage binding")
            .help("How many u32 values to count (2^k allowed)");
    static final Param<Long> BINS = Param.whole("bins", "Bins", 1, CpuHistogram.MAX_BINS, 256L)
            .help("Equal bins over 0 .. 2^bits - 1 (1..65536)");
    static final Param<Long> BITS = ContractParams.bits(32);
    /** The algo that leaves the choice to the bins ({@link Histogram#defaultAlgorithm}). */
    static final String AUTO = "auto";
    static final Param<String> ALGO = Param.choice("algo", "Algorithm", algoChoices(), AUTO)
            .help("How the values are counted (auto: private-slices while the bins fit one workgroup's counters, "
                    + "partitioned beyond)");
    private static final ParamTable PARAMS = ParamTable.of(List.of(N, BINS, BITS, ALGO, ContractParams.SEED,
            ContractParams.REPS, ContractParams.VERIFY), TuningParams.HISTOGRAM);

    /**
     * Bins from one to the most, and around the ranges of workgroup counters (4,096 and 8,192 per range, so
     * 4,097 and 8,193 take a second range) and the partition's buckets of 256 (257: a second bucket of one
     * bin); 32 random bits, 16, and 1 (two bins take everything).
     */
    private static final SweepSpace SWEEP = SweepSpace.elements(N, ALGO, Histogram.ALGORITHMS)
            .every(BINS, "1", "256", "4097", "65536").every(BITS, "32", "1")
            .varied(BINS, "7", "257", "1000", "4096", "8192", "8193", "65535").varied(BITS, "16", "13", "31")
            .varied(ContractParams.SEED, "1", "2", "3", "5", "9").fixed(ContractParams.REPS, "1");

    @Override
    public void installTestHooks(Supplier<Gpu> device) {
        HistogramHooks.install(device);
    }

    @Override
    public ParamTable params() {
        return PARAMS;
    }

    @Override
    public SweepSpace sweep() {
        return SWEEP;
    }

    /** {@link #AUTO}, then every algorithm. */
    private static List<String> algoChoices() {
        List<String> choices = new ArrayList<>(List.of(AUTO));
        choices.addAll(Histogram.ALGORITHMS.names());
        return choices;
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        int n = request.get(N).intValue();
        int bins = request.get(BINS).intValue();
        int bits = request.get(BITS).intValue();
        String algo = request.get(ALGO).equals(AUTO) ? Histogram.defaultAlgorithm(gpu, bins) : request.get(ALGO);
        int seed = request.get(ContractParams.SEED).intValue();
        int reps = request.get(ContractParams.REPS).intValue();
        boolean verify = request.get(ContractParams.VERIFY);
        Tuning tuning = TuningParams.of(request);
        gpu.requireAlive();
        HistogramInput input = gpu.keep(INPUTS, Cache::new).only(n + " " + seed + " " + bits,
                () -> HistogramInput.contract(gpu, n, seed, bits));
        Histogram histogram = gpu.keep(HISTOGRAMS, Cache::new).get(algo + " " + tuning,
                () -> Histogram.create(gpu, algo, tuning));
        Measured measured = Stopwatch.of(gpu).time("the " + algo + " histogram",
                histogram.over(input.buffer(), n, bins, bits), reps, WarmUp.forReps(reps), control);
        int[] counts = gpu.scoped("reading the " + algo + " histogram", histogram::readCounts);
        // A histogram reads every value once and writes a few counts: the read kernel over the same bytes is its
        // ceiling, timed at once while the GPU runs at the clocks the histogram ran at.
        Timing read = measured.timing() == null || reps == 1 ? null
                : ReadCeiling.time(gpu, 4.0 * n, reps, control);
        Json.Obj result = Json.object().put("n", (long) n).put("bins", (long) bins).put("bits", (long) bits)
                .put("algo", algo).put("seed", seed & 0xFFFFFFFFL);
        result.put("ok", verify ? Arrays.equals(counts, input.expected(bins)) : null)
                .put("checksum", Long.toString(CpuHistogram.checksum(counts)))
                .put("maxCount", Long.toString(CpuHistogram.maxCount(counts)));
        if (verify) {
            int[] expected = input.expected(bins);
            result.put("expectedChecksum", Long.toString(CpuHistogram.checksum(expected)))
                    .put("expectedMaxCount", Long.toString(CpuHistogram.maxCount(expected)));
            putFirstMismatch(result, counts, expected);
        }
        result.put("gpuMs", Results.gpuMs(measured.timing(), measured.warmUpReps()))
                .put("gelemPerS", measured.timing() == null ? null : n / (measured.timing().median() * 1e6));
        CeilingComparison.of("read", 4.0 * n, read, measured.timing()).fields().forEach(result::put);
        PreparedPlan run = histogram.prepared();
        result.put("passes", run.passesPerRepetition()).put("dispatches", run.dispatches().size());
        run.traits().forEach(result::put);
        return result.put("counts", shown(counts)).put("scratchBytes", histogram.scratchBytes())
                .put("allocatedBytes", histogram.allocatedBytes());
    }

    /** The first bin whose count differs from the CPU's, with both counts (none where all agree). */
    private static void putFirstMismatch(Json.Obj result, int[] counts, int[] expected) {
        for (int b = 0; b < counts.length; b++) {
            if (counts[b] != expected[b]) {
                result.put("firstMismatchBin", (long) b).put("expectedCount", Long.toString(expected[b] & 0xFFFFFFFFL))
                        .put("actualCount", Long.toString(counts[b] & 0xFFFFFFFFL));
                return;
            }
        }
    }

    /** The counts as decimal text, whole for a few bins, else the first ones. */
    private static List<Object> shown(int[] counts) {
        List<Object> shown = Json.list();
        for (int b = 0; b < Math.min(SHOWN_BINS, counts.length); b++) {
            shown.add(Long.toString(counts[b] & 0xFFFFFFFFL));
        }
        return shown;
    }
}
