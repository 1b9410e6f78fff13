package computelab.lab.sort;

import computelab.ceiling.CeilingComparison;
import computelab.ceiling.CopyCeiling;
import computelab.data.ElementType;
import computelab.gpu.Cache;
import computelab.gpu.EditedRun;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.PreparedPlan;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timing;
import computelab.gpu.Tuning;
import computelab.gpu.WarmUp;
import computelab.lab.ContractParams;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.lab.Results;
import computelab.lab.ScanValues;
import computelab.lab.SweepSpace;
import computelab.lab.TuningParams;
import computelab.sort.RadixSort;
import computelab.sort.SortBuffers;
import computelab.sort.SortCheck;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * sort.html: the radix sort of the contract's keys (docs/page-contract.md), alone or with their indices
 * as values, timed on the GPU, compared with the bandwidth bound of the bytes the algorithm must move,
 * and checked in linear time ({@link SortCheck}: order, fingerprint, stability, the first keys beside
 * the CPU's). Buffers and sorts are kept while the size repeats, so
 * tests run many cases in one page load. Test hooks beyond the contract: see {@link SortHooks}.
 */
public final class SortExperiment implements Experiment {
    /** Inputs and outputs of at most this many keys are listed whole in the result and the page. */
    static final int SHOWN = 32;
    /** Rows of a larger sort's first keys shown with the CPU's. */
    static final int SHOWN_ROWS = 16;

    // Kept on the device while it lives: the sorts made (by algorithm and tuning) and the last size's buffers.
    private static final Gpu.Key<Cache<RadixSort>> SORTS = Gpu.Key.named("sort page: sorts");
    private static final Gpu.Key<Cache<SortBuffers>> BUFFERS = Gpu.Key.named("sort page: buffers");

    @Override
    public void installTestHooks(Supplier<Gpu> device) {
        SortHooks.install(device);
    }

    static final Param<Long> N = ContractParams.count("Keys (n)");
    static final Param<ElementType> TYPE = ContractParams.TYPE;
    static final Param<Boolean> VALUES = Param.flag("values", "Values", false)
            .help("1: each key carries its input index as a u32 value");
    static final Param<String> ALGO = Param.choice("algo", "Algorithm", RadixSort.ALGORITHMS.names(), RadixSort.ONESWEEP)
            .defaultFor(RadixSort::defaultAlgorithm).help("Sort algorithm");
    static final Param<Long> BITS = ContractParams.bits(32);
    private static final ParamTable PARAMS = ParamTable.of(List.of(N, TYPE, VALUES, ALGO, ContractParams.SEED, BITS,
            ContractParams.REPS, ContractParams.VERIFY), TuningParams.SORT);

    /**
     * Every type, keys alone and with their indices as values, 32 random bits and 4 (most keys equal: the
     * values show whether equal keys kept their order), one timed run.
     */
    private static final SweepSpace SWEEP = SweepSpace.elements(N, ALGO, RadixSort.ALGORITHMS).every(TYPE)
            .every(VALUES).every(BITS, "32", "4").varied(ContractParams.SEED, "1", "2", "3", "4", "5", "6", "7")
            .fixed(ContractParams.REPS, "1");

    @Override
    public ParamTable params() {
        return PARAMS;
    }

    @Override
    public SweepSpace sweep() {
        return SWEEP;
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        long n = request.get(N);
        ElementType type = request.get(TYPE);
        boolean values = request.get(VALUES);
        String algo = request.get(ALGO);
        int seed = request.get(ContractParams.SEED).intValue();
        int bits = request.get(BITS).intValue();
        int reps = request.get(ContractParams.REPS).intValue();
        boolean verify = request.get(ContractParams.VERIFY);

        SortBuffers data = buffersFor(gpu, n);
        SortCheck check = verify ? new SortCheck(type, values, n <= SHOWN ? SHOWN : SHOWN_ROWS) : null;
        data.fill(type, seed, bits, values, check, control);
        if (verify) {
            data.clearOutputs(values);
            EditedRun.of(gpu).checkedOutputClearedBy(() -> data.clearOutputs(values));
        }
        Tuning options = TuningParams.of(request);
        RadixSort sort = gpu.keep(SORTS, Cache::new).get(algo + " " + options, () -> RadixSort.create(gpu, algo, options));
        Json.Obj result = Json.object().put("n", n).put("type", type.wgsl()).put("values", values ? 1 : 0)
                .put("algo", algo).put("seed", seed & 0xFFFFFFFFL).put("bits", bits);
        // The verification's fields keep their place in the result although they are filled last.
        result.put("ok", null).put("checksum", null).put("valuesChecksum", null);
        control.status("Preparing the " + algo + " sort (its kernels compile once)");
        try (PreparedPlan prepared = gpu.scoped("preparing the " + algo + " sort",
                () -> sort.prepare(data.data(values)))) {
            control.status("Timing the " + algo + " sort");
            Measured measured = Stopwatch.of(gpu).time("the " + algo + " sort", prepared, reps, WarmUp.forReps(reps),
                    control);
            timing(gpu, result, measured, n, reps, values, prepared, control);
            result.put("scratchBytes", prepared.scratchBytes())
                    .put("allocatedBytes", data.bytes(values) + prepared.scratchBytes());
            List<Object> dispatches = Json.list();
            dispatches.addAll(prepared.dispatches());
            result.put("dispatches", dispatches);
        }
        if (verify) {
            verification(result, data.verify(check, control), type, n, values);
        }
        if (n <= SHOWN) {
            result.put("input", ScanValues.list(data.firstKeys(SHOWN), type));
        }
        Json.Obj tuning = TuningParams.given(request);
        return tuning == null ? result : result.put("tuning", tuning);
    }

    private static void timing(Gpu gpu, Json.Obj result, Measured measured, long n, int reps, boolean values,
            PreparedPlan prepared, RunControl control) {
        Timing total = measured.timing();
        // The bound: the time a copy kernel needs to move the bytes this algorithm must move. The copy is
        // timed over the keys (and values) once, read and written, and its bandwidth stands for those bytes.
        double traffic = prepared.trafficBytes();
        double copied = (values ? 16.0 : 8.0) * n;
        Timing copy = total == null || reps == 1 ? null : CopyCeiling.time(gpu, copied, reps, control);
        result.put("trafficBytes", traffic).put("bytesPerKey", traffic / n);
        Results.measurement(result, measured, "gkeysPerS", n,
                new CeilingComparison("copy", traffic, copied, copy, total), prepared.passLabels());
    }

    private static void verification(Json.Obj result, SortCheck check, ElementType type, long n, boolean values) {
        result.put("ok", check.ok());
        result.put("checksum", Long.toString(check.keysChecksum()));
        result.put("valuesChecksum", values ? Long.toString(check.valuesChecksum()) : null);
        result.put("guardOk", check.guardIntact());
        if (check.mismatchIndex() >= 0) {
            ElementType shownAs = check.mismatchInValue() ? ElementType.U32 : type;
            result.put("mismatch", Json.object().put("index", check.mismatchIndex())
                    .put("in", check.mismatchInValue() ? "value" : "key")
                    .put("expected", ScanValues.list(new int[] { check.expected() }, shownAs).get(0))
                    .put("actual", ScanValues.list(new int[] { check.actual() }, shownAs).get(0))
                    .put("reason", check.reason()));
        } else if (check.reason() != null) {
            // Only the fingerprint (or the guard) tells: no one index is wrong.
            result.put("mismatch", Json.object().put("index", null).put("in", null).put("expected", null)
                    .put("actual", null).put("reason", check.reason()));
        }
        List<int[]> shown = check.shown();
        int[] expectedKeys = new int[shown.size()];
        int[] keys = new int[shown.size()];
        int[] expectedValues = new int[shown.size()];
        int[] gpuValues = new int[shown.size()];
        for (int i = 0; i < shown.size(); i++) {
            expectedKeys[i] = shown.get(i)[0];
            keys[i] = shown.get(i)[1];
            expectedValues[i] = shown.get(i)[2];
            gpuValues[i] = shown.get(i)[3];
        }
        Json.Obj first = Json.object().put("expectedKeys", ScanValues.list(expectedKeys, type))
                .put("keys", ScanValues.list(keys, type));
        if (values) {
            first.put("expectedValues", ScanValues.list(expectedValues, ElementType.U32))
                    .put("values", ScanValues.list(gpuValues, ElementType.U32));
        }
        result.put(n <= SHOWN ? "output" : "head", first);
    }

    /** The contract's keys, values and outputs for n keys, kept on the device while the size repeats. */
    private static SortBuffers buffersFor(Gpu gpu, long n) {
        return gpu.keep(BUFFERS, Cache::new).only(Long.toString(n), () -> SortBuffers.create(gpu, n));
    }
}
