package computelab.lab.compact;

import computelab.ceiling.CeilingComparison;
import computelab.ceiling.CopyCeiling;
import computelab.compact.CompactBuffers;
import computelab.compact.CompactOutput;
import computelab.compact.Keep;
import computelab.compact.Selection;
import computelab.compact.StreamCompaction;
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
import java.util.List;
import java.util.function.Supplier;

/**
 * compact.html: the stream compaction of the contract's input (docs/page-contract.md), timed on the GPU
 * and checked in order against the CPU. Hidden parameters ({@link TuningParams}) force the portable
 * look-back, small 2D grids or the look-back's fallback.
 */
public final class CompactExperiment implements Experiment {
    /** Inputs and outputs of at most this many elements are listed in the result and the page. */
    static final int SHOWN = 32;

    // Kept on the device while it lives: the compactions made (by algorithm and tuning) and the last size's buffers.
    private static final Gpu.Key<Cache<StreamCompaction>> COMPACTIONS = Gpu.Key.named("compact page: compactions");
    private static final Gpu.Key<Cache<CompactBuffers>> BUFFERS = Gpu.Key.named("compact page: buffers");

    @Override
    public void installTestHooks(Supplier<Gpu> device) {
        CompactHooks.install(device);
    }

    static final Param<Long> N = ContractParams.count("Elements (n)");
    static final Param<ElementType> TYPE = ContractParams.TYPE;
    static final Param<Keep> KEEP = Param.menu("keep", "Keep", Keep.all(), Keep::text, Keep.ODD)
            .help("Which elements stay: odd (integers), nonzero (-0.0 counts as zero) or below the pivot");
    static final Param<Double> PIVOT = Param.number("pivot", "Pivot", -Float.MAX_VALUE, Float.MAX_VALUE, 0.0)
            .help("For keep=below: keep x < pivot in the type's order (a whole number for u32 and i32)");
    static final Param<CompactOutput> OUTPUT = Param.menu("output", "Output", List.of(CompactOutput.values()),
            CompactOutput::text, CompactOutput.VALUES).help("Write the kept values or their input indices");
    static final Param<String> ALGO = Param.choice("algo", "Algorithm", StreamCompaction.ALGORITHMS.names(),
            StreamCompaction.DECOUPLED_LOOKBACK).help("Compaction algorithm");
    static final Param<Long> SEED = ContractParams.SEED;
    static final Param<Long> BITS = ContractParams.bits(8);
    static final Param<Long> REPS = ContractParams.REPS;
    static final Param<Boolean> VERIFY = ContractParams.VERIFY;
    private static final ParamTable PARAMS = ParamTable.of(
            List.of(N, TYPE, KEEP, PIVOT, OUTPUT, ALGO, SEED, BITS, REPS, VERIFY), TuningParams.COMPACT);

    /** Every type, predicate and output; few, some and most bits set; pivots that keep none, some or most. */
    private static final SweepSpace SWEEP = SweepSpace.elements(N, ALGO, StreamCompaction.ALGORITHMS).every(TYPE)
            .every(KEEP).every(OUTPUT).varied(BITS, "8", "32", "1").varied(PIVOT, "0", "100", "1")
            .varied(SEED, "1", "2", "3", "4", "5").fixed(REPS, "1");

    @Override
    public ParamTable params() {
        return PARAMS;
    }

    @Override
    public SweepSpace sweep() {
        return SWEEP;
    }

    @Override
    public void requireRunnable(Request request) {
        selection(request);
    }

    private static Selection selection(Request request) {
        return new Selection(request.get(TYPE), request.get(KEEP), request.get(PIVOT), request.get(OUTPUT));
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        long n = request.get(N);
        Selection selection = selection(request);
        String algo = request.get(ALGO);
        int seed = request.get(SEED).intValue();
        int bits = request.get(BITS).intValue();
        int reps = request.get(REPS).intValue();
        boolean verify = request.get(VERIFY);
        Tuning options = TuningParams.of(request);

        CompactBuffers data = gpu.keep(BUFFERS, Cache::new).only(Long.toString(n), () -> CompactBuffers.create(gpu, n));
        data.fill(selection.type(), seed, bits, control);
        Json.Obj result = Json.object().put("n", n).put("type", selection.type().wgsl())
                .put("keep", selection.keep().text()).put("pivot", request.get(PIVOT))
                .put("output", selection.output().text()).put("algo", algo).put("seed", seed & 0xFFFFFFFFL)
                .put("bits", bits);
        if (verify) {
            data.clearOutput();
            EditedRun.of(gpu).checkedOutputClearedBy(data::clearOutput);
        }
        StreamCompaction compaction = gpu.keep(COMPACTIONS, Cache::new).get(algo + " " + options,
                () -> StreamCompaction.create(gpu, algo, options));
        // The verification's fields keep their place in the result although they are filled last.
        result.put("count", null).put("ok", null).put("checksum", null);
        control.status("Preparing the " + algo + " compaction (its kernel compiles once)");
        try (PreparedPlan prepared = gpu.scoped("preparing the " + algo + " compaction",
                () -> compaction.prepare(data.input(), data.output(), data.count(), n, selection))) {
            control.status("Timing the " + algo + " compaction");
            Measured measured = Stopwatch.of(gpu).time("the " + algo + " compaction", prepared, reps,
                    WarmUp.forReps(reps), control);
            long count = data.readCount();
            result.put("count", Long.toString(count));
            // The least a compaction moves: its input read, its kept elements written.
            double traffic = 4.0 * n + 4.0 * Math.min(count, n);
            Timing total = measured.timing();
            Timing copy = total == null || reps == 1 ? null : CopyCeiling.time(gpu, traffic, reps, control);
            Results.measurement(result, measured, "gelemPerS", n, CeilingComparison.of("copy", traffic, copy, total),
                    prepared.passLabels());
            result.put("gbPerS", total == null ? null : traffic / (total.median() * 1e6));
            if (verify) {
                CompactBuffers.Verified verified = data.verify(selection, control);
                result.put("ok", verified.ok()).put("checksum", Long.toString(verified.checksum()))
                        .put("expectedCount", Long.toString(verified.expectedCount()));
                if (verified.mismatchIndex() >= 0) {
                    result.put("mismatchIndex", verified.mismatchIndex());
                }
            }
            prepared.traits().forEach(result::put);
            List<Object> dispatches = Json.list();
            dispatches.addAll(prepared.dispatches());
            result.put("primitives", compaction.usesSubgroups() ? "subgroups" : "workgroup memory")
                    .put("dispatches", dispatches).put("scratchBytes", prepared.scratchBytes())
                    .put("allocatedBytes", data.bytes() + prepared.scratchBytes());
            if (n <= SHOWN) {
                int[] inputs = data.inputs(0, (int) n);
                result.put("input", ScanValues.list(inputs, selection.type())).put("places", places(inputs, selection));
                ElementType shownAs = selection.output() == CompactOutput.INDICES ? ElementType.U32 : selection.type();
                result.put("kept", ScanValues.list(data.firstOutputs(count, SHOWN), shownAs));
            }
        }
        Json.Obj tuning = TuningParams.given(request);
        return tuning == null ? result : result.put("tuning", tuning);
    }

    /** Where the CPU puts each shown input: its place in the output, or null where it is dropped. */
    private static List<Object> places(int[] inputs, Selection selection) {
        List<Object> places = Json.list();
        long next = 0;
        for (int input : inputs) {
            places.add(selection.keeps(input) ? (Object) next++ : null);
        }
        return places;
    }
}
