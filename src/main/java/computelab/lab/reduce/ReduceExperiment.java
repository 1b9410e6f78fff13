package computelab.lab.reduce;

import computelab.ceiling.CeilingComparison;
import computelab.ceiling.ReadCeiling;
import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.Cache;
import computelab.gpu.DeviceFacts;
import computelab.gpu.EditedRun;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
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
import computelab.lab.SweepSpace;
import computelab.lab.TuningParams;
import computelab.reduce.ReduceInput;
import computelab.reduce.ReduceOp;
import computelab.reduce.ReducedValue;
import computelab.reduce.Reduction;
import java.util.ArrayList;
import java.util.List;

/**
 * reduce.html (docs/page-contract.md): one reduction of a contract input by URL, or with {@code algo=ladder}
 * every version of the tutorial's ladder and the fast one at one size, drawn as a bar chart of GPU times.
 * The input and the reductions are kept while their parameters repeat, so a test can run hundreds of cases
 * in one page load and upload each input once.
 */
public final class ReduceExperiment implements Experiment {
    static final String LADDER = "ladder";
    static final String FASTEST = "fast";
    /** Inputs of at most this many elements are listed whole in the result and the page. */
    static final int SHOWN = 32;
    /** Elements listed at each end of a larger input. */
    static final int SHOWN_ENDS = 8;

    // Kept on the device while it lives: the reductions made and the last input.
    private static final Gpu.Key<Cache<Reduction>> REDUCTIONS = Gpu.Key.named("reduce page: reductions");
    private static final Gpu.Key<Cache<ReduceInput>> INPUTS = Gpu.Key.named("reduce page: input");
    /** The device of the run under way. */
    private Gpu gpu;

    static final Param<Long> N = ContractParams.count("Elements")
            .atMostOnDevice(DeviceFacts::maxArrayElements, "this device's largest storage binding")
            .help("How many elements to reduce (2^k allowed)");
    static final Param<ReduceOp> OP = Param.menu("op", "Operation", List.of(ReduceOp.values()), ReduceOp::text,
            ReduceOp.SUM).help("How elements combine");
    static final Param<String> ALGO = Param.choice("algo", "Algorithm", algorithmChoices(), FASTEST)
            .help("One version, or 'ladder' to time every version at this size");
    static final Param<Long> OFFSET = Param.whole("offset", "Offset", 0, 1 << 20, 0L)
            .help("Element offset of the input in its buffer; the elements around it would spoil the result");
    static final Param<Long> BITS = ContractParams.bits(8);
    private static final ParamTable PARAMS = ParamTable.of(List.of(N, ContractParams.TYPE, OP, ALGO,
            ContractParams.SEED, BITS, ContractParams.REPS, ContractParams.VERIFY, OFFSET),
            TuningParams.REDUCE);

    /**
     * Every type and operation, 32 random bits (sums that wrap) and 8 (many equal values for min and max),
     * ranges at element offsets that leave them unaligned to vectors, one timed run.
     */
    private static final SweepSpace SWEEP = SweepSpace.elements(N, ALGO, Reduction.ALGORITHMS)
            .every(ContractParams.TYPE).every(OP).every(BITS, "32", "8").varied(OFFSET, "0", "1", "3", "0", "65", "1001")
            .varied(ContractParams.SEED, "1", "2", "3", "4", "5", "9", "11").fixed(ContractParams.REPS, "1");

    @Override
    public ParamTable params() {
        return PARAMS;
    }

    @Override
    public SweepSpace sweep() {
        return SWEEP;
    }


    private static List<String> algorithmChoices() {
        List<String> algorithms = new ArrayList<>(Reduction.ALGORITHMS.names());
        algorithms.add(LADDER);
        return algorithms;
    }

    @Override
    public Json.Obj run(Gpu gpu, Request request, RunControl control) {
        long n = request.get(N);
        ElementType type = request.get(ContractParams.TYPE);
        ReduceOp op = request.get(OP);
        String algo = request.get(ALGO);
        int seed = request.get(ContractParams.SEED).intValue();
        int bits = request.get(BITS).intValue();
        int reps = request.get(ContractParams.REPS).intValue();
        boolean verify = request.get(ContractParams.VERIFY);
        long offset = request.get(OFFSET);
        this.gpu = gpu;
        gpu.requireAlive();
        requireFits(gpu, n, offset);
        ReduceInput data = input(type, (int) n, seed, bits, offset);
        Tuning options = TuningParams.of(request);
        Json.Obj result = Json.object().put("n", n).put("type", type.wgsl()).put("op", op.text()).put("algo", algo)
                .put("seed", seed & 0xFFFFFFFFL).put("bits", bits);
        if (algo.equals(LADDER)) {
            return ladder(result, data, op, options, reps, verify, control);
        }
        Outcome outcome = measure(reduction(algo, type, op, options), data, reps, control);
        // A reduction reads every element once and writes almost nothing: a read-only kernel is its
        // ceiling, timed right away while the GPU runs at the clocks the reduction ran at (the CPU
        // reference comes after).
        return describeRun(result, outcome, readCeiling(data, outcome, reps, control), data, op, verify);
    }

    private Json.Obj ladder(Json.Obj result, ReduceInput data, ReduceOp op, Tuning options, int reps,
            boolean verify, RunControl control) {
        List<Object> rows = Json.list();
        List<Timing> timings = new ArrayList<>();
        Double v1Millis = null;
        Outcome fast = null;
        boolean allOk = true;
        for (String name : Reduction.ALGORITHMS.names()) {
            Outcome outcome = measure(reduction(name, data.type(), op, options), data, reps, control);
            Json.Obj row = describe(Json.object().put("algo", name), outcome, data, op, verify)
                    .put("passes", outcome.passes).put("dispatches", outcome.dispatches).put("path", outcome.path);
            if (outcome.timing != null) {
                double millis = outcome.timing.median();
                if (v1Millis == null) {
                    v1Millis = millis;
                }
                row.put("speedupOverV1", v1Millis / millis);
            }
            allOk &= !verify || Boolean.TRUE.equals(row.get("ok"));
            rows.add(row);
            timings.add(outcome.timing);
            if (name.equals(FASTEST)) {
                fast = outcome;
            }
        }
        Timing read = readCeiling(data, fast, reps, control);
        compareWithReadCeiling(rows, timings, read, 4.0 * data.length());
        // The contract's single-run fields describe "fast", the default, as a run of it alone would; ok is the
        // whole ladder's and maxRelErr the worst of it.
        describeRun(result, fast, read, data, op, verify).put("ok", verify ? allOk : null);
        if (result.get("maxRelErr") != null) {
            double worst = 0;
            for (Object row : rows) {
                worst = Math.max(worst, (Double) ((Json.Obj) row).get("maxRelErr"));
            }
            result.put("maxRelErr", worst);
        }
        return result.put("ladder", rows);
    }

    /**
     * The read-only kernel's time over the input's bytes; null where the reduction has no time (no
     * timestamps) or one repetition, a cold run that no ceiling compares with.
     */
    private Timing readCeiling(ReduceInput data, Outcome measured, int reps, RunControl control) {
        return measured.timing == null || reps == 1 ? null : ReadCeiling.time(gpu, 4.0 * data.length(), reps, control);
    }

    /** Every contract field of one reduction's run, after the request's own (docs/page-contract.md). */
    private static Json.Obj describeRun(Json.Obj result, Outcome outcome, Timing read, ReduceInput data, ReduceOp op,
            boolean verify) {
        describe(result, outcome, data, op, verify);
        CeilingComparison.of("read", 4.0 * data.length(), read, outcome.timing).fields().forEach(result::put);
        shownInput(result, data);
        return result.put("offset", data.offset()).put("path", outcome.path)
                .put("passes", outcome.passes).put("dispatches", outcome.dispatches).put("scratchBytes", outcome.scratchBytes)
                .put("allocatedBytes", outcome.allocatedBytes);
    }

    /** A small input whole; of a large one its first and last elements. */
    private static void shownInput(Json.Obj result, ReduceInput data) {
        List<Object> head = Json.list();
        if (data.length() <= SHOWN) {
            head.addAll(data.values(0, SHOWN));
            result.put("input", head);
            return;
        }
        List<Object> tail = Json.list();
        head.addAll(data.values(0, SHOWN_ENDS));
        tail.addAll(data.values(data.length() - SHOWN_ENDS, SHOWN_ENDS));
        result.put("inputHead", head).put("inputTail", tail);
    }

    /** Each version's fraction of the read ceiling (null where either time is missing). */
    private static void compareWithReadCeiling(List<Object> rows, List<Timing> timings, Timing read, double bytes) {
        for (int i = 0; i < rows.size(); i++) {
            Json.Obj row = (Json.Obj) rows.get(i);
            CeilingComparison.of("read", bytes, read, timings.get(i)).fields().forEach((key, value) -> {
                if (!key.equals("readGBs")) {
                    row.put(key, value);
                }
            });
        }
    }

    /** The contract fields of one measured reduction: ok, value, maxRelErr (f32 sum), gpuMs, gelemPerS. */
    private static Json.Obj describe(Json.Obj into, Outcome outcome, ReduceInput data, ReduceOp op, boolean verify) {
        into.put("ok", verify ? data.accepts(op, outcome.value) : null).put("value", outcome.value.decimal());
        if (verify) {
            if (data.type() == ElementType.F32 && op == ReduceOp.SUM) {
                into.put("maxRelErr", data.relativeSumError(outcome.value));
            }
            into.put("expected", data.reference(op).decimal());
        }
        return into.put("gpuMs", Results.gpuMs(outcome.timing, outcome.warmUpReps))
                .put("gelemPerS", elementsPerSecond(data, outcome.timing));
    }

    private static Double elementsPerSecond(ReduceInput data, Timing timing) {
        return timing == null ? null : data.length() / (timing.median() * 1e6);
    }

    /** A GPU result with its times, read back after the timed repetitions. */
    private static final class Outcome {
        ReducedValue value;
        Timing timing;
        int warmUpReps;
        String path;
        int passes;
        int dispatches;
        double scratchBytes;
        double allocatedBytes;
    }

    /** The timed repetitions after the warm-up; the value is read from the last. */
    private Outcome measure(Reduction reduction, ReduceInput data, int reps, RunControl control) {
        EditedRun.of(gpu).checkedOutputClearedBy(reduction::clearResult);
        Measured measured = Stopwatch.of(gpu).time("the " + reduction.algorithm() + " reduction",
                reduction.over(data.buffer(), data.offset(), data.length()), reps, WarmUp.forReps(reps), control);
        Outcome outcome = new Outcome();
        outcome.value = gpu.scoped("reading the " + reduction.algorithm() + " reduction", reduction::readResult);
        outcome.timing = measured.timing();
        outcome.warmUpReps = measured.warmUpReps();
        outcome.path = reduction.usesSubgroups() ? "subgroups" : "workgroup memory";
        outcome.passes = reduction.levels(data.length()).passes();
        outcome.dispatches = reduction.dispatches(data.length());
        outcome.scratchBytes = reduction.scratchBytes();
        outcome.allocatedBytes = reduction.allocatedBytes();
        return outcome;
    }

    private void requireFits(Gpu current, long n, long offset) {
        long limit = current.maxArrayElements();
        if (offset + n > limit) {
            throw new LabException("An input of n = " + n + (offset > 0 ? " at offset " + offset : "") + " is more than this "
                    + "device can bind at once: at most " + (limit - offset) + " elements (maxStorageBufferBindingSize "
                    + (long) current.limit("maxStorageBufferBindingSize") + " bytes).");
        }
    }

    /** The contract's input, kept on the device while its parameters repeat. */
    private ReduceInput input(ElementType type, int n, int seed, int bits, long offset) {
        return gpu.keep(INPUTS, Cache::new).only(type.wgsl() + " " + n + " " + seed + " " + bits + " " + offset,
                () -> ReduceInput.contract(gpu, type, n, seed, bits, offset));
    }

    private Reduction reduction(String algo, ElementType type, ReduceOp op, Tuning options) {
        return gpu.keep(REDUCTIONS, Cache::new).get(algo + " " + type.wgsl() + " " + op.text() + " " + options,
                () -> Reduction.create(gpu, algo, type, op, options));
    }
}
