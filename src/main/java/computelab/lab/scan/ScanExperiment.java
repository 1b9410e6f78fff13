package computelab.lab.scan;

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
import computelab.scan.ContractBuffers;
import computelab.scan.PrefixSum;
import computelab.scan.ScanCheck;
import computelab.scan.ScanMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * scan.html: the prefix sum of the contract's input (docs/page-contract.md), timed on the GPU and
 * checked against the CPU. Hidden parameters ({@link TuningParams}) force the portable kernel paths,
 * small 2D grids or the look-back's fallback; test hooks beyond the contract (see {@link ScanHooks}):
 * {@code labScanExample} runs the API example and {@code labScanBench} the benchmark subject.
 */
public final class ScanExperiment implements Experiment {
    /** The algo value that compares every algorithm at one size. */
    static final String ALL = "all";
    /** Inputs and outputs of at most this many elements are listed in the result and the page. */
    static final int SHOWN = 32;

    // Kept on the device while it lives: the scans made (by algorithm and tuning) and the last size's buffers.
    private static final Gpu.Key<Cache<PrefixSum>> SCANS = Gpu.Key.named("scan page: scans");
    private static final Gpu.Key<Cache<ContractBuffers>> BUFFERS = Gpu.Key.named("scan page: buffers");

    @Override
    public void installTestHooks(Supplier<Gpu> device) {
        ScanHooks.install(device);
    }

    static final Param<Long> N = ContractParams.count("Elements (n)");
    static final Param<ElementType> TYPE = ContractParams.TYPE;
    static final Param<ScanMode> MODE = Param.menu("mode", "Mode", List.of(ScanMode.values()), ScanMode::text,
            ScanMode.EXCLUSIVE).help("Exclusive or inclusive scan");
    static final Param<String> ALGO = Param.choice("algo", "Algorithm", algorithmChoices(), PrefixSum.DECOUPLED_LOOKBACK)
            .defaultFor(PrefixSum::defaultAlgorithm)
            .help("Scan algorithm, or 'all' to compare every one at this size");
    static final Param<Long> SEED = ContractParams.SEED;
    static final Param<Long> BITS = ContractParams.bits(8);
    static final Param<Long> REPS = ContractParams.REPS;
    static final Param<Boolean> VERIFY = ContractParams.VERIFY;
    private static final ParamTable PARAMS = ParamTable.of(
            List.of(N, TYPE, MODE, ALGO, SEED, BITS, REPS, VERIFY), TuningParams.SCAN);

    /** Every type and mode, small values and 32 random bits (sums that wrap), one timed run. */
    private static final SweepSpace SWEEP = SweepSpace.elements(N, ALGO, PrefixSum.ALGORITHMS).every(TYPE).every(MODE)
            .every(BITS, "32", "8").varied(SEED, "1", "2", "3", "4", "5", "11", "12").fixed(REPS, "1");

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
        ScanMode mode = request.get(MODE);
        String algo = request.get(ALGO);
        int seed = request.get(SEED).intValue();
        int bits = request.get(BITS).intValue();
        int reps = request.get(REPS).intValue();
        boolean verify = request.get(VERIFY);
        Tuning options = TuningParams.of(request);

        ContractBuffers data = buffersFor(gpu, n);
        data.fill(type, seed, bits, control);
        Json.Obj result = Json.object().put("n", n).put("type", type.wgsl()).put("mode", mode.text()).put("algo", algo)
                .put("seed", seed & 0xFFFFFFFFL).put("bits", bits);
        if (!algo.equals(ALL)) {
            scanOnce(gpu, data, algo, mode, reps, verify, options, control, result);
            return tuned(result, request);
        }
        // Every algorithm in turn; the contract's own fields describe this device's default one.
        List<Object> rows = Json.list();
        for (String name : PrefixSum.ALGORITHMS.names()) {
            Json.Obj row = Json.object().put("algo", name);
            scanOnce(gpu, data, name, mode, reps, verify, options, control, row);
            rows.add(compared(row));
            if (name.equals(PrefixSum.defaultAlgorithm(gpu))) {
                row.forEach((key, value) -> {
                    if (!key.equals("algo")) {
                        result.put(key, value);
                    }
                });
            }
        }
        return tuned(result.put("compare", rows), request);
    }

    /** The names the page offers: every algorithm, then "all" for the comparison. */
    private static List<String> algorithmChoices() {
        List<String> choices = new ArrayList<>(PrefixSum.ALGORITHMS.names());
        choices.add(ALL);
        return choices;
    }

    /** A comparison row: the figures a bar chart of every algorithm needs. */
    private static Json.Obj compared(Json.Obj row) {
        Json.Obj compared = Json.object();
        for (String key : List.of("algo", "ok", "gpuMs", "gelemPerS", "fractionOfCopy", "passes", "scratchBytes")) {
            compared.put(key, row.get(key));
        }
        return compared;
    }

    private static Json.Obj tuned(Json.Obj result, Request request) {
        Json.Obj tuning = TuningParams.given(request);
        return tuning == null ? result : result.put("tuning", tuning);
    }

    /** One algorithm's scan of the filled input: timed, compared with the copy ceiling, checked. */
    private void scanOnce(Gpu gpu, ContractBuffers data, String algo, ScanMode mode, int reps, boolean verify,
            Tuning options, RunControl control, Json.Obj result) {
        long n = data.n();
        ElementType type = data.type();
        if (verify) {
            data.clearOutput();
            EditedRun.of(gpu).checkedOutputClearedBy(data::clearOutput);
        }
        PrefixSum scan = scanFor(gpu, algo, options);
        // The verification's fields keep their place in the result although they are filled last.
        result.put("ok", null).put("checksum", null).put("maxRelErr", null);
        int[] outputs;
        control.status("Preparing the " + algo + " scan (its kernels compile once)");
        try (PreparedPlan prepared = gpu.scoped("preparing the " + algo + " scan",
                () -> scan.prepare(data.input(), 0, data.output(), 0, n, type, mode))) {
            control.status("Timing the " + prepared.algorithm() + " scan");
            Measured measured = Stopwatch.of(gpu).time("the " + prepared.algorithm() + " scan", prepared, reps,
                    WarmUp.forReps(reps), control);
            // The ceiling first, while the GPU still runs at the clocks the scan ran at; then the CPU check.
            timing(gpu, result, measured, n, reps, prepared, control);
            outputs = verify ? verification(result, data.verify(mode, SHOWN, control), type, n) : null;
            List<Object> dispatches = Json.list();
            dispatches.addAll(prepared.dispatches());
            prepared.traits().forEach(result::put);
            result.put("primitives", scan.usesSubgroups() ? "subgroups" : "workgroup memory")
                    .put("dispatches", dispatches).put("scratchBytes", prepared.scratchBytes())
                    .put("allocatedBytes", data.bytes() + prepared.scratchBytes());
        }
        if (n <= SHOWN) {
            result.put("input", ScanValues.list(data.firstInputs(SHOWN), type))
                    .put("output", ScanValues.list(outputs != null ? outputs : data.firstOutputs(SHOWN), type));
        }
    }

    /** Shown elements as [index, input, expected, actual] rows (numbers as the contract writes them). */
    private static List<Object> rows(List<ScanCheck.Row> rows) {
        List<Object> list = Json.list();
        for (ScanCheck.Row row : rows) {
            list.add(List.of(row.index(), row.input(), row.expected(), row.actual()));
        }
        return list;
    }

    /** Puts the verification's fields into the result; returns the first outputs. */
    private static int[] verification(Json.Obj result, ContractBuffers.Verified verified, ElementType type,
            long n) {
        ScanCheck check = verified.check();
        result.put("ok", check.ok() && verified.guardIntact());
        result.put("checksum", type.isInteger() ? Long.toString(check.checksum()) : null);
        result.put("maxRelErr", type.isInteger() ? null : check.maxRelErr());
        if (!type.isInteger()) {
            result.put("tolerance", check.tolerance()).put("samples", check.samples());
        }
        result.put("guardOk", verified.guardIntact());
        if (n > SHOWN) {
            // A large scan shows its first and last elements, and those from the first mismatch on.
            result.put("head", rows(check.head())).put("tail", rows(check.tail()));
            if (!check.fromMismatch().isEmpty()) {
                result.put("fromMismatch", rows(check.fromMismatch()));
            }
        }
        if (check.mismatchIndex() >= 0) {
            result.put("mismatch", Json.object().put("index", check.mismatchIndex())
                    .put("expected", check.expected()).put("actual", check.actual()));
        }
        return verified.firstOutputs();
    }

    private static void timing(Gpu gpu, Json.Obj result, Measured measured, long n, int reps, PreparedPlan prepared,
            RunControl control) {
        Timing total = measured.timing();
        // A scan reads and writes every element once, like a copy of the array: that copy is the ceiling.
        // One repetition is one cold run, which no ceiling compares with.
        Timing copy = total == null || reps == 1 ? null : CopyCeiling.time(gpu, prepared.trafficBytes(), reps, control);
        Results.measurement(result, measured, "gelemPerS", n,
                CeilingComparison.of("copy", prepared.trafficBytes(), copy, total), prepared.passLabels());
        result.put("gbPerS", total == null ? null : prepared.trafficBytes() / (total.median() * 1e6));
    }

    /** The contract's input and output for n elements, kept on the device while the size repeats. */
    private static ContractBuffers buffersFor(Gpu gpu, long n) {
        return gpu.keep(BUFFERS, Cache::new).only(Long.toString(n), () -> ContractBuffers.create(gpu, n));
    }

    private static PrefixSum scanFor(Gpu gpu, String algo, Tuning options) {
        return gpu.keep(SCANS, Cache::new).get(algo + " " + options, () -> PrefixSum.create(gpu, algo, options));
    }
}
