package computelab.lab.compact;

import computelab.compact.CompactOutput;
import computelab.compact.Keep;
import computelab.compact.Selection;
import computelab.compact.StreamCompaction;
import computelab.compact.example.VisibleDepthsExample;
import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.GpuCount;
import computelab.gpu.Passes;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Submit;
import computelab.gpu.Tuning;
import computelab.gpu.Workload;
import computelab.lab.Hooks;
import computelab.lab.Json;
import computelab.scan.PrefixSum;
import computelab.scan.ScanMode;
import computelab.sort.RadixSort;
import computelab.sort.SortData;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Test hooks of the compaction page, as globals beside {@code labRun}; each passes a JSON report, and only
 * these hooks read a count on the GPU back (the runs they drive never do):
 * <ul>
 * <li>{@code labVisibleDepths(n, seed, far, callback)} runs {@link VisibleDepthsExample} on the contract's f32
 * input (n, seed) and reports the kept count and the sorted depths' bit patterns.</li>
 * <li>{@code labCountedRuns(primitive, algorithm, capacity, counts, seed, maxdim, subgroups, callback)} prepares
 * one counted run of {@code scan} (u32, exclusive), {@code compact} (u32, keep odd) or {@code sort} (u32 keys
 * carrying their indices) by the named algorithm ({@code scan-in-place}: the scan where the input lies) for
 * {@code capacity} elements of the contract's u32 input with 8 bits, then for each
 * of the comma-separated {@code counts} writes the count to the GPU and runs it again; outputs start filled
 * with 0xDEADBEEF (in place: the input), so words past the count show whether the run wrote there.
 * {@code maxdim} (0: the device's) spreads grids over 2D sooner; {@code subgroups} false forces the portable
 * kernels.</li>
 * <li>{@code labEveryPrimitive(n, seed, callback)}: {@link EveryPrimitiveRun}.</li>
 * </ul>
 */
final class CompactHooks {
    /** What the outputs hold before a run: a run that writes past its count shows it. */
    static final int UNWRITTEN = 0xDEADBEEF;
    /** The primitive that scans its output buffer where it is, the input written there before each run. */
    static final String IN_PLACE = "scan-in-place";

    private CompactHooks() {
    }

    static void install(Supplier<Gpu> device) {
        exposeVisibleDepths((n, seed, far, callback) -> Hooks.reportLater(callback,
                () -> visibleDepths(device.get(), n, seed, far)));
        exposeCountedRuns((primitive, algorithm, capacity, counts, seed, maxdim, subgroups, callback) ->
                Hooks.reportLater(callback, () -> countedRuns(device.get(), primitive, algorithm, capacity, counts, seed,
                        Tuning.DEFAULT.withMaxWorkgroupsPerDimension(maxdim).withSubgroups(subgroups))));
        exposeEveryPrimitive((n, seed, callback) -> Hooks.reportLater(callback,
                () -> EveryPrimitiveRun.report(device.get(), n, seed)));
    }

    private static String visibleDepths(Gpu gpu, int n, int seed, double far) {
        VisibleDepthsExample.VisibleDepths result = VisibleDepthsExample.run(gpu, ContractInputs.floats(n, seed),
                (float) far);
        BufferIO io = new BufferIO(gpu);
        try {
            int count = io.readInts(result.count(), 0, 1)[0];
            int[] sorted = count == 0 ? new int[0] : io.readInts(result.sorted(), 0, count);
            return Json.object().put("count", count).put("sorted", EveryPrimitiveRun.words(sorted)).toString();
        } finally {
            io.destroy();
            result.sorted().destroy();
            result.count().destroy();
        }
    }

    private static String countedRuns(Gpu gpu, String primitive, String algorithm, int capacity, String counts,
            int seed, Tuning tuning) {
        int[] input = ContractInputs.integers(ElementType.U32, capacity, seed, 8);
        int[] indices = new int[capacity];
        for (int i = 0; i < capacity; i++) {
            indices[i] = i;
        }
        List<GPUBuffer> buffers = new ArrayList<>();
        BufferIO io = new BufferIO(gpu);
        try {
            GPUBuffer in = own(buffers, BufferIO.storage(gpu, "counted input", Math.ceil(capacity / 4.0) * 16));
            GPUBuffer out = own(buffers, BufferIO.storage(gpu, "counted output", capacity * 4.0));
            GPUBuffer valuesIn = own(buffers, BufferIO.storage(gpu, "counted values", capacity * 4.0));
            GPUBuffer valuesOut = own(buffers, BufferIO.storage(gpu, "counted values out", capacity * 4.0));
            GPUBuffer kept = own(buffers, BufferIO.storage(gpu, "counted kept count", 4));
            // The count sits in word 1, so its binding starts before it.
            GPUBuffer countWords = own(buffers, BufferIO.storage(gpu, "counted count", 8));
            GpuCount count = GpuCount.at(countWords, 4, capacity);
            io.upload(in, 0, input);
            io.upload(valuesIn, 0, indices);
            List<Object> runs = Json.list();
            boolean inPlace = primitive.equals(IN_PLACE);
            try (Workload workload = create(gpu, primitive, algorithm, tuning);
                    PreparedPlan run = prepare(workload, inPlace ? out : in, out, valuesIn, valuesOut, kept, count)) {
                for (String text : counts.split(",")) {
                    if (inPlace) {
                        io.upload(out, 0, input);
                    } else {
                        io.fill(out, capacity, UNWRITTEN);
                    }
                    io.fill(valuesOut, capacity, UNWRITTEN);
                    io.upload(countWords, 4, new int[] { Integer.parseInt(text.trim()) });
                    gpu.scoped("a counted " + primitive, () -> {
                        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                        run.encode(encoder, Passes.UNTIMED);
                        gpu.queue().submit(Submit.of(encoder.finish()));
                    });
                    Json.Obj report = Json.object()
                            .put("output", EveryPrimitiveRun.words(io.readInts(out, 0, capacity)));
                    if (primitive.equals("compact")) {
                        report.put("kept", io.readInts(kept, 0, 1)[0]);
                    }
                    if (primitive.equals("sort")) {
                        report.put("values", EveryPrimitiveRun.words(io.readInts(valuesOut, 0, capacity)));
                    }
                    runs.add(report);
                }
                return Json.object().put("ran", run.traits().get("ran")).put("runs", runs).toString();
            }
        } finally {
            io.destroy();
            buffers.forEach(GPUBuffer::destroy);
        }
    }

    private static Workload create(Gpu gpu, String primitive, String algorithm, Tuning tuning) {
        return switch (primitive) {
            case "scan", IN_PLACE -> PrefixSum.create(gpu, algorithm, tuning);
            case "compact" -> StreamCompaction.create(gpu, algorithm, tuning);
            case "sort" -> RadixSort.create(gpu, algorithm, tuning);
            default -> throw new LabException("No counted primitive " + primitive + ": scan, compact or sort.");
        };
    }

    private static PreparedPlan prepare(Workload workload, GPUBuffer in, GPUBuffer out, GPUBuffer valuesIn,
            GPUBuffer valuesOut, GPUBuffer kept, GpuCount count) {
        if (workload instanceof PrefixSum scan) {
            return scan.prepare(in, 0, out, 0, count, ElementType.U32, ScanMode.EXCLUSIVE);
        }
        if (workload instanceof StreamCompaction compaction) {
            return compaction.prepare(in, out, kept, count,
                    new Selection(ElementType.U32, Keep.ODD, 0, CompactOutput.VALUES));
        }
        return ((RadixSort) workload).prepare(SortData.keys(in, 0, out, 0, count, ElementType.U32)
                .withValues(valuesIn, 0, valuesOut, 0));
    }

    private static GPUBuffer own(List<GPUBuffer> buffers, GPUBuffer buffer) {
        buffers.add(buffer);
        return buffer;
    }

    @JSBody(params = "hook", script = "globalThis.labVisibleDepths = hook;")
    private static native void exposeVisibleDepths(VisibleDepthsHook hook);

    @JSBody(params = "hook", script = "globalThis.labCountedRuns = hook;")
    private static native void exposeCountedRuns(CountedRunsHook hook);

    @JSBody(params = "hook", script = "globalThis.labEveryPrimitive = hook;")
    private static native void exposeEveryPrimitive(EveryPrimitiveHook hook);

    @JSFunctor
    interface EveryPrimitiveHook extends JSObject {
        void run(int n, int seed, Hooks.TextCallback callback);
    }

    @JSFunctor
    interface VisibleDepthsHook extends JSObject {
        void run(int n, int seed, double far, Hooks.TextCallback callback);
    }

    @JSFunctor
    interface CountedRunsHook extends JSObject {
        void run(String primitive, String algorithm, int capacity, String counts, int seed, int maxdim,
                boolean subgroups, Hooks.TextCallback callback);
    }
}
