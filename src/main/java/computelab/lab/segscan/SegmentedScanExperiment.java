package computelab.lab.segscan;

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
import computelab.scan.ScanMode;
import computelab.scan.SegmentHeads;
import computelab.scan.ContractBuffers;
import computelab.scan.ScanCheck;
import computelab.scan.SegmentedContractBuffers;
import computelab.scan.SegmentedPrefixSum;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * segmented-scan.html: the segmented prefix sum of the contract's input and segments
 * (docs/page-contract.md), timed on the GPU and checked against the CPU. The heads are packed on the
 * CPU and uploaded before the timed runs; the kernel reads them (n / 32 words), which the contract's
 * ceiling (a copy of n words) leaves out. Hidden parameters ({@link TuningParams}) force the portable
 * path (no subgroups), the single-word path, small 2D grids or the look-back's fallback; its test hook
 * ({@link SegmentedScanHooks}) runs the library's array calls.
 */
public final class SegmentedScanExperiment implements Experiment {
    /** Inputs and outputs of at most this many elements are listed in the result and the page. */
    static final int SHOWN = 32;

    private static final Gpu.Key<Cache<SegmentedPrefixSum>> SCANS = Gpu.Key.named("segmented scan page: scans");
    private static final Gpu.Key<Cache<SegmentedContractBuffers>> BUFFERS =
            Gpu.Key.named("segmented scan page: buffers");

    @Override
    public void installTestHooks(Supplier<Gpu> device) {
        SegmentedScanHooks.install(device);
    }

    static final Param<Long> N = ContractParams.count("Elements (n)");
    static final Param<ElementType> TYPE = ContractParams.TYPE;
    static final Param<ScanMode> MODE = Param.menu("mode", "Mode", List.of(ScanMode.values()), ScanMode::text,
            ScanMode.EXCLUSIVE).help("Exclusive or inclusive scan");
    static final Param<Long> SEGMENT = Param.whole("segment", "Mean segment length", 1, SegmentHeads.MAX_SEGMENT,
            1000L).help("Element i starts a segment iff i = 0 or mix32(i + mix32(seed + 1)) % segment = 0 (1 .. 2^31)");
    static final Param<String> ALGO = Param.choice("algo", "Algorithm", SegmentedPrefixSum.ALGORITHMS.names(),
            SegmentedPrefixSum.SEGMENTED_LOOKBACK).help("Segmented scan algorithm");
    static final Param<Long> SEED = ContractParams.SEED;
    static final Param<Long> BITS = ContractParams.bits(8);
    static final Param<Long> REPS = ContractParams.REPS;
    static final Param<Boolean> VERIFY = ContractParams.VERIFY;
    private static final ParamTable PARAMS = ParamTable.of(
            List.of(N, TYPE, MODE, SEGMENT, ALGO, SEED, BITS, REPS, VERIFY), TuningParams.SEGMENTED_SCAN);

    /**
     * Every type and mode; segments of one element, two, about a tile (4096 and 8192 elements), the
     * default and longer than any swept n; small values and 32 random bits (sums that wrap).
     */
    private static final SweepSpace SWEEP = SweepSpace.elements(N, ALGO, SegmentedPrefixSum.ALGORITHMS)
            .every(TYPE).every(MODE).varied(SEGMENT, "1", "2", "4095", "1000", "8192", "3", "2147483648")
            .varied(BITS, "32", "8", "1").varied(SEED, "1", "2", "3", "4", "5", "11", "12").fixed(REPS, "1");

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
        long segment = request.get(SEGMENT);
        String algo = request.get(ALGO);
        int seed = request.get(SEED).intValue();
        int bits = request.get(BITS).intValue();
        int reps = request.get(REPS).intValue();
        boolean verify = request.get(VERIFY);
        Tuning options = TuningParams.of(request);

        SegmentedContractBuffers data = gpu.keep(BUFFERS, Cache::new).only(Long.toString(n),
                () -> SegmentedContractBuffers.create(gpu, n));
        data.fill(type, seed, bits, segment, control);
        if (verify) {
            data.clearOutput();
            EditedRun.of(gpu).checkedOutputClearedBy(data::clearOutput);
        }
        Json.Obj result = Json.object().put("n", n).put("type", type.wgsl()).put("mode", mode.text())
                .put("segment", segment).put("algo", algo).put("seed", seed & 0xFFFFFFFFL).put("bits", bits)
                .put("heads", "packed on the CPU, uploaded");
        SegmentedPrefixSum scan = gpu.keep(SCANS, Cache::new).get(algo + " " + options,
                () -> SegmentedPrefixSum.create(gpu, algo, options));
        // The verification's fields keep their place in the result although they are filled last.
        result.put("ok", null).put("checksum", null).put("maxRelErr", null).put("segments", null);
        int[] outputs;
        control.status("Preparing the " + algo + " scan (its kernel compiles once)");
        try (PreparedPlan prepared = gpu.scoped("preparing the " + algo + " scan",
                () -> scan.prepare(data.input(), 0, data.output(), 0, data.heads(), n, type, mode))) {
            control.status("Timing the " + algo + " scan");
            Measured measured = Stopwatch.of(gpu).time("the " + algo + " scan", prepared, reps,
                    WarmUp.forReps(reps), control);
            timing(gpu, result, measured, n, reps, prepared, control);
            outputs = verify ? verification(result, data.verify(mode, SHOWN, control), type) : null;
            List<Object> dispatches = Json.list();
            dispatches.addAll(prepared.dispatches());
            prepared.traits().forEach(result::put);
            result.put("primitives", scan.usesSubgroups() ? "subgroups" : "workgroup memory").put("dispatches", dispatches)
                    .put("scratchBytes", prepared.scratchBytes())
                    .put("allocatedBytes", data.bytes() + prepared.scratchBytes());
        }
        if (n <= SHOWN) {
            result.put("input", ScanValues.list(data.firstInputs(SHOWN), type))
                    .put("headFlags", list(data.firstHeads(SHOWN)))
                    .put("output", ScanValues.list(outputs != null ? outputs : data.firstOutputs(SHOWN), type));
        }
        Json.Obj tuning = TuningParams.given(request);
        return tuning == null ? result : result.put("tuning", tuning);
    }

    private static List<Object> list(int[] flags) {
        List<Object> list = new ArrayList<>();
        for (int flag : flags) {
            list.add(flag);
        }
        return list;
    }

    /** Puts the verification's fields into the result; returns the first outputs. */
    private static int[] verification(Json.Obj result, ContractBuffers.Verified verified, ElementType type) {
        ScanCheck check = verified.check();
        result.put("ok", check.ok() && verified.guardIntact()).put("segments", check.segments())
                .put("guardOk", verified.guardIntact());
        result.put("checksum", type.isInteger() ? Long.toString(check.checksum()) : null);
        result.put("maxRelErr", type.isInteger() ? null : check.maxRelErr());
        if (!type.isInteger()) {
            result.put("tolerance", check.tolerance());
        }
        if (check.mismatchIndex() >= 0) {
            result.put("mismatch", Json.object().put("index", check.mismatchIndex())
                    .put("expected", check.expected()).put("actual", check.actual()));
        }
        return verified.firstOutputs();
    }

    /** The contract's ceiling: a copy of n words (read n, write n); the heads' n / 32 words are extra. */
    private static void timing(Gpu gpu, Json.Obj result, Measured measured, long n, int reps, PreparedPlan prepared,
            RunControl control) {
        Timing total = measured.timing();
        Timing copy = total == null || reps == 1 ? null : CopyCeiling.time(gpu, prepared.trafficBytes(), reps, control);
        Results.measurement(result, measured, "gelemPerS", n,
                CeilingComparison.of("copy", prepared.trafficBytes(), copy, total), prepared.passLabels());
        result.put("gbPerS", total == null ? null : prepared.trafficBytes() / (total.median() * 1e6));
    }
}
