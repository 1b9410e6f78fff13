package computelab.web;

import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import computelab.gpu.LabException;
import computelab.gpu.Submit;
import computelab.gpu.Timing;
import computelab.reduce.FastReduction;
import computelab.reduce.ReduceInput;
import computelab.reduce.ReduceOp;
import computelab.reduce.ReduceVariant;
import computelab.reduce.ReducedValue;
import computelab.reduce.Reduction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * reduce.html (docs/page-contract.md): one reduction of a contract input by URL, or with {@code algo=ladder}
 * every version of the tutorial's ladder and the fast one at one size, drawn as a bar chart of GPU times.
 * The input and the reductions are kept while their parameters repeat, so a test can run hundreds of cases
 * in one page load and upload each input once.
 */
public final class ReduceExperiment implements Experiment, ResultView {
    static final String LADDER = "ladder";
    static final String FASTEST = "fast";
    private static final long DEFAULT_N = 1 << 20;

    /**
     * The bandwidth of a read-only kernel over the given bytes on this device, to compare each version with
     * (Main wires computelab.bench.ReadCeiling in).
     */
    @FunctionalInterface
    public interface ReadBandwidth {
        double gigabytesPerSecond(Gpu gpu, double bytes);
    }

    private ReadBandwidth readCeiling;
    private Gpu gpu;
    private ReduceInput input;
    private final Map<String, Reduction> reductions = new HashMap<>();
    private final Set<Reduction> warm = new HashSet<>();
    private GpuTimer timer;
    private int timerCapacity;

    /** Compares the ladder with a read-only kernel's bandwidth ({@code readGBs}); without one it is left out. */
    public ReduceExperiment withReadCeiling(ReadBandwidth ceiling) {
        this.readCeiling = ceiling;
        return this;
    }

    @Override
    public String page() {
        return "reduce";
    }

    @Override
    public List<Field> fields() {
        return List.of(
                Field.text("n", "Elements", Long.toString(DEFAULT_N), "How many elements to reduce (2^k allowed)."),
                Field.choice("type", "Type", "u32", List.of("u32", "i32", "f32"), "Element type."),
                Field.choice("op", "Operation", "sum", List.of("sum", "min", "max"), "How elements combine."),
                Field.choice("algo", "Algorithm", FASTEST, algorithmChoices(),
                        "One version, or 'ladder' to time every version at this size."),
                Field.text("seed", "Seed", "1", "Seed of the deterministic input."),
                Field.text("bits", "Bits", "8", "Random bits per integer element (1..32)."),
                Field.text("reps", "Repetitions", "10", "Timed repetitions; the median is reported."),
                Field.choice("verify", "Verify", "1", List.of("1", "0"), "Compare with a CPU reference."),
                Field.text("offset", "Offset", "0",
                        "Element offset of the input in its buffer; the elements around it would spoil the result."),
                Field.choice("subgroups", "Subgroups", "1", List.of("1", "0"),
                        "1: subgroup operations where the device has them; 0: workgroup memory only."),
                Field.text("maxdim", "Max workgroups per dimension", "0",
                        "0: the device's limit; smaller values force 2D dispatch grids (for testing)."),
                Field.text("workgroups", "Fast: workgroups", "0",
                        "Workgroups the first pass of 'fast' aims for; 0: " + FastReduction.DEFAULT_TARGET_WORKGROUPS
                                + "."));
    }

    private static List<String> algorithmChoices() {
        List<String> algorithms = new ArrayList<>(ReduceVariant.names());
        algorithms.add(LADDER);
        return algorithms;
    }

    @Override
    public Json.Obj run(Gpu gpu, Params params) {
        long n = params.integer("n", DEFAULT_N, Long.MIN_VALUE, Long.MAX_VALUE);
        if (n < 1) {
            throw new LabException("The parameter n must be at least 1, not " + n + ".");
        }
        ElementType type = ElementType.parse(params.choice("type", "u32", List.of("u32", "i32", "f32")));
        ReduceOp op = ReduceOp.parse(params.choice("op", "sum", List.of("sum", "min", "max")));
        String algo = params.choice("algo", FASTEST, algorithmChoices());
        int seed = (int) params.integer("seed", 1, 0, 0xFFFFFFFFL);
        int bits = (int) params.integer("bits", 8, 1, 32);
        int reps = (int) params.integer("reps", 10, 1, 1000);
        boolean verify = params.flag("verify", true);
        long offset = params.integer("offset", 0, 0, 1 << 20);
        boolean subgroups = params.flag("subgroups", true);
        int maxdim = (int) params.integer("maxdim", 0, 0, 1 << 20);
        int workgroups = (int) params.integer("workgroups", 0, 0, 1 << 20);
        useDevice(gpu);
        requireFits(gpu, n, offset);
        ReduceInput data = input(type, (int) n, seed, bits, offset);
        Reduction.Options options = Reduction.Options.defaults().withMaxWorkgroupsPerDimension(maxdim)
                .withFastTargetWorkgroups(workgroups);
        if (!subgroups) {
            options = options.withoutSubgroups();
        }
        Json.Obj result = Json.object().put("n", n).put("type", type.wgsl()).put("op", op.text()).put("algo", algo)
                .put("seed", Long.toString(seed & 0xFFFFFFFFL)).put("bits", bits);
        if (algo.equals(LADDER)) {
            return ladder(result, data, op, options, reps, verify);
        }
        Outcome outcome = measure(reduction(algo, type, op, options), data, reps);
        return describe(result, outcome, data, op, verify).put("offset", offset).put("path", outcome.path)
                .put("passes", outcome.passes).put("scratchBytes", outcome.scratchBytes)
                .put("allocatedBytes", outcome.allocatedBytes);
    }

    private Json.Obj ladder(Json.Obj result, ReduceInput data, ReduceOp op, Reduction.Options options, int reps,
            boolean verify) {
        List<Object> rows = Json.list();
        Double v1Millis = null;
        Outcome fast = null;
        boolean allOk = true;
        for (String name : ReduceVariant.names()) {
            Outcome outcome = measure(reduction(name, data.type(), op, options), data, reps);
            Json.Obj row = describe(Json.object().put("algo", name), outcome, data, op, verify)
                    .put("passes", outcome.passes).put("path", outcome.path);
            if (outcome.timing != null) {
                double millis = outcome.timing.median();
                if (v1Millis == null) {
                    v1Millis = millis;
                }
                row.put("speedupOverV1", v1Millis / millis);
            }
            allOk &= !verify || Boolean.TRUE.equals(row.get("ok"));
            rows.add(row);
            if (name.equals(FASTEST)) {
                fast = outcome;
            }
        }
        compareWithReadCeiling(result, rows, 4.0 * data.length());
        // The contract's single-run fields describe "fast", the default; maxRelErr is the worst of the ladder.
        result.put("ok", verify ? allOk : null).put("value", fast.value.decimal());
        if (verify && data.type() == ElementType.F32 && op == ReduceOp.SUM) {
            double worst = 0;
            for (Object row : rows) {
                worst = Math.max(worst, (Double) ((Json.Obj) row).get("maxRelErr"));
            }
            result.put("maxRelErr", worst);
        }
        result.put("gpuMs", Results.gpuMs(fast.timing)).put("gelemPerS", elementsPerSecond(data, fast.timing));
        return result.put("offset", data.offset()).put("ladder", rows);
    }

    /** With a read ceiling wired in: its GB/s over the input's bytes, and each version's fraction of it. */
    private void compareWithReadCeiling(Json.Obj result, List<Object> rows, double bytes) {
        if (readCeiling == null) {
            return;
        }
        double readGBs = readCeiling.gigabytesPerSecond(gpu, bytes);
        result.put("readGBs", readGBs);
        for (Object row : rows) {
            Json.Obj r = (Json.Obj) row;
            if (r.get("gpuMs") instanceof Json.Obj ms) {
                double gigabytesPerSecond = bytes / ((Double) ms.get("median") * 1e6);
                r.put("fractionOfRead", gigabytesPerSecond / readGBs);
            }
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
        return into.put("gpuMs", Results.gpuMs(outcome.timing)).put("gelemPerS", elementsPerSecond(data, outcome.timing));
    }

    private static Double elementsPerSecond(ReduceInput data, Timing timing) {
        return timing == null ? null : data.length() / (timing.median() * 1e6);
    }

    /** A GPU result with its times, read back after the timed repetitions. */
    private static final class Outcome {
        ReducedValue value;
        Timing timing;
        String path;
        int passes;
        double scratchBytes;
        double allocatedBytes;
    }

    /**
     * An untimed run first when the reduction is new (the first use of a pipeline is slow), then {@code reps}
     * timed repetitions in one command buffer; the value is read from the last.
     */
    private Outcome measure(Reduction reduction, ReduceInput data, int reps) {
        gpu.pushErrorScopes();
        if (warm.add(reduction)) {
            GPUCommandEncoder warmUp = gpu.device().createCommandEncoder();
            reduction.encode(warmUp, null, data.buffer(), data.offset(), data.length());
            gpu.queue().submit(Submit.of(warmUp.finish()));
        }
        GpuTimer timer = timer(reps);
        timer.reset();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        for (int rep = 0; rep < reps; rep++) {
            timer.nextRepetition();
            reduction.encode(encoder, timer, data.buffer(), data.offset(), data.length());
        }
        timer.resolve(encoder);
        gpu.queue().submit(Submit.of(encoder.finish()));
        GpuTimer.Measurement measurement = timer.read();
        Outcome outcome = new Outcome();
        outcome.value = reduction.readResult();
        gpu.popErrorScopes("the " + reduction.algorithm() + " reduction");
        outcome.timing = measurement == null ? null : Timing.of(measurement.repetitionMillis());
        outcome.path = reduction.usesSubgroups() ? "subgroups" : "workgroup memory";
        outcome.passes = reduction.plan(data.length()).passes();
        outcome.scratchBytes = reduction.scratchBytes();
        outcome.allocatedBytes = reduction.allocatedBytes();
        return outcome;
    }

    /** Resources belong to one device: a reconnect (a new Gpu) starts afresh; the old ones died with it. */
    private void useDevice(Gpu current) {
        if (gpu != current) {
            gpu = current;
            input = null;
            reductions.clear();
            warm.clear();
            timer = null;
            timerCapacity = 0;
        }
        gpu.requireAlive();
    }

    private void requireFits(Gpu current, long n, long offset) {
        // Beyond what one storage binding holds, and beyond a Java array on the CPU side.
        long limit = Math.min(current.maxStorageElements(), Integer.MAX_VALUE - 64);
        if (offset + n > limit) {
            throw new LabException("n = " + n + (offset > 0 ? " at offset " + offset : "") + " is more than this "
                    + "device can bind at once: at most " + (limit - offset) + " elements (maxStorageBufferBindingSize "
                    + (long) current.limit("maxStorageBufferBindingSize") + " bytes).");
        }
    }

    private ReduceInput input(ElementType type, int n, int seed, int bits, long offset) {
        if (input == null || !input.matches(type, n, seed, bits, offset)) {
            if (input != null) {
                input.close();
                input = null;
            }
            input = ReduceInput.contract(gpu, type, n, seed, bits, offset);
        }
        return input;
    }

    private Reduction reduction(String algo, ElementType type, ReduceOp op, Reduction.Options options) {
        String key = algo + " " + type.wgsl() + " " + op.text() + " " + options;
        Reduction reduction = reductions.get(key);
        if (reduction == null) {
            reduction = Reduction.create(gpu, algo, type, op, options);
            reductions.put(key, reduction);
        }
        return reduction;
    }

    private GpuTimer timer(int reps) {
        if (timer == null || timerCapacity < reps) {
            if (timer != null) {
                timer.destroy();
            }
            timerCapacity = Math.max(reps, 16);
            timer = new GpuTimer(gpu, timerCapacity);
        }
        return timer;
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        ReducePage.show(result, output);
    }
}
