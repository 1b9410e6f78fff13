package computelab.reduce;

import computelab.data.ElementType;
import computelab.gpu.Bound;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.failure.LabException;
import computelab.gpu.Passes;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Registry;
import computelab.gpu.Submit;
import computelab.gpu.Timed;
import computelab.gpu.Tuning;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The reduction facade: combines a range of 32-bit elements of a GPU buffer (any element offset, any
 * length) into one value with one algorithm, element type and operation. A run is a {@link Plan} of
 * one compute pass with a dispatch per level (the final level runs inside the one before for a shader
 * that {@link ReduceVariant#finishesInLastWorkgroup(long) finishes in its last workgroup}); the plan of the
 * latest range is kept and reused, so repetitions of one range cost nothing to set up. Scratch for
 * partials is under 1% of the input for large ranges (at most one partial per 256 elements, or two
 * words per workgroup of the finishing level, at least 98).
 *
 * <pre>
 * Reduction sum = Reduction.create(gpu, "fast", ElementType.F32, ReduceOp.SUM, Tuning.DEFAULT);
 * ReducedValue total = sum.reduce(buffer, 0, n);   // or time sum.over(buffer, 0, n) with a Stopwatch
 * </pre>
 */
public final class Reduction implements AutoCloseable {
    /** Every reduction algorithm: the tutorial's ladder in order, then the fast one. The one place to add one. */
    public static final Registry<ReduceVariant> ALGORITHMS = Registry.of("reduce", new InterleavedModuloReduction(),
            new StridedIndexReduction(), new SequentialReduction(), new FirstAddOnLoadReduction(),
            new UnrolledSubgroupReduction(), new FastReduction());
    private static final String ENTRY_POINT = "reduce_level";

    private final Gpu gpu;
    private final ReduceVariant variant;
    private final ElementType type;
    private final ReduceOp op;
    private final boolean subgroups;
    private final int maxPerDimension;
    private final double storageAlignment;
    private final BufferIO io;
    // The last level writes the result here; readResult() copies it back.
    private final GPUBuffer result;
    // Bound as the vec4 view of a range too short to hold one whole vector (fast only).
    private final GPUBuffer noVectors;
    // Partials of levels 0, 2, 4... and of levels 1, 3...: a level cannot read and write one buffer.
    private final GPUBuffer[] partials = new GPUBuffer[2];
    private final double[] partialsBytes = new double[2];
    // The ticket counter and published partials of a level that finishes itself; zero between runs.
    // Bound (untouched) by the other levels too: its own binding, never aliased with a read-only one.
    private GPUBuffer arrivals;
    private double arrivalsBytes;
    // Java arrays are uploaded here; grown when needed.
    private GPUBuffer uploads;
    private PreparedRange prepared;

    private Reduction(Gpu gpu, ReduceVariant named, ElementType type, ReduceOp op, Tuning options) {
        this.gpu = gpu;
        this.variant = named instanceof FastReduction && options.targetWorkgroups() > 0
                ? new FastReduction(options.targetWorkgroups()) : named;
        this.type = type;
        this.op = op;
        this.subgroups = options.subgroupsOn(gpu) && variant.hasSubgroupForm();
        this.maxPerDimension = options.workgroupsPerDimension(gpu);
        this.storageAlignment = limitOr(gpu, "minStorageBufferOffsetAlignment", 256);
        this.io = new BufferIO(gpu);
        this.result = BufferIO.storage(gpu, label() + " result", 4);
        this.noVectors = BufferIO.storage(gpu, label() + " empty vec4 view", 16);
    }

    /** A reduction by the algorithm of that name (one of {@link #ALGORITHMS}); LabException if unknown. */
    public static Reduction create(Gpu gpu, String algorithm, ElementType type, ReduceOp op, Tuning options) {
        return new Reduction(gpu, ALGORITHMS.named(algorithm), type, op, options);
    }

    public String algorithm() {
        return variant.name();
    }

    public ElementType type() {
        return type;
    }

    public ReduceOp op() {
        return op;
    }

    /** Whether this reduction runs the subgroup form of its shader. */
    public boolean usesSubgroups() {
        return subgroups;
    }

    /** Dispatches a run over {@code length} elements takes (its plan's levels, less one where it finishes itself). */
    public int dispatches(long length) {
        LevelPlan plan = plan(length);
        return plan.dispatches(finishesItself(plan));
    }

    /** Whether the plan's level before the last combines its partials itself (in its last workgroup). */
    private boolean finishesItself(LevelPlan plan) {
        return plan.passes() > 1 && variant.finishesInLastWorkgroup(plan.level(plan.passes() - 2).workgroups());
    }

    /** The levels for {@code length} elements; LabException if one does not fit a 2D dispatch. */
    public LevelPlan plan(long length) {
        LevelPlan plan = variant.plan(length);
        plan.requireDispatchable(maxPerDimension);
        return plan;
    }

    /** The most elements a range starting at element {@code offset} may hold on this device. */
    public long maxLengthAt(long offset) {
        return gpu.maxStorageElements() - firstInBinding(offset);
    }

    /**
     * The reduction of {@code length} elements from element {@code offset} of {@code buffer}, ready to be
     * encoded (and timed) any number of times: one compute pass whose result lands in this reduction's
     * result buffer ({@link #readResult()}). It stays valid until this Reduction prepares another range.
     */
    public Timed over(GPUBuffer buffer, long offset, long length) {
        if (prepared == null || !prepared.covers(buffer, offset, length)) {
            requireRange(buffer, offset, length);
            LevelPlan levels = plan(length);
            ensurePartials(levels);
            if (prepared != null) {
                prepared.run.close();
            }
            prepared = new PreparedRange(buffer, offset, length, new PreparedPlan(gpu, planOf(levels, buffer, offset)));
        }
        return prepared.run;
    }

    /** Encodes one run over the range now (see {@link #over}). */
    public void encode(GPUCommandEncoder encoder, Passes passes, GPUBuffer buffer, long offset, long length) {
        over(buffer, offset, length).encode(encoder, passes);
    }

    /** The value of the latest submitted run. */
    public ReducedValue readResult() {
        return new ReducedValue(type, io.readInts(result, 0, 1)[0]);
    }

    /** Reduces the range now and returns the value; GPU errors become GpuException. */
    public ReducedValue reduce(GPUBuffer buffer, long offset, long length) {
        return gpu.scoped("the " + label() + " reduction", () -> {
            GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
            encode(encoder, Passes.UNTIMED, buffer, offset, length);
            gpu.queue().submit(Submit.of(encoder.finish()));
            return readResult();
        });
    }

    /** Reduces u32 or i32 values (as 32-bit patterns, per this reduction's type) from a Java array. */
    public ReducedValue reduce(int[] values) {
        if (!type.isInteger()) {
            throw new IllegalArgumentException("This reduction is over f32: pass a float[]");
        }
        io.upload(uploadBuffer(values.length), 0, values);
        return reduce(uploads, 0, values.length);
    }

    public ReducedValue reduce(float[] values) {
        if (type != ElementType.F32) {
            throw new IllegalArgumentException("This reduction is over " + type.wgsl() + ": pass an int[]");
        }
        io.upload(uploadBuffer(values.length), 0, values);
        return reduce(uploads, 0, values.length);
    }

    private GPUBuffer uploadBuffer(int length) {
        if (length < 1) {
            throw new LabException("A reduction needs at least one element.");
        }
        if (uploads == null || uploads.getSize() < length * 4.0) {
            if (uploads != null) {
                uploads.destroy();
            }
            uploads = BufferIO.storage(gpu, label() + " uploaded values", length * 4.0);
        }
        return uploads;
    }

    /** Bytes of the partials and arrivals buffers (the scratch a run needs beyond its input). */
    public double scratchBytes() {
        return partialsBytes[0] + partialsBytes[1] + arrivalsBytes;
    }

    /** Every byte this reduction holds on the GPU: scratch, level parameters, result, uploads. */
    public double allocatedBytes() {
        return scratchBytes() + (prepared == null ? 0 : prepared.run.parameterBytes()) + result.getSize()
                + noVectors.getSize() + (uploads == null ? 0 : uploads.getSize());
    }

    @Override
    public void close() {
        for (int i = 0; i < 2; i++) {
            if (partials[i] != null) {
                partials[i].destroy();
                partials[i] = null;
                partialsBytes[i] = 0;
            }
        }
        if (arrivals != null) {
            arrivals.destroy();
            arrivals = null;
            arrivalsBytes = 0;
        }
        if (uploads != null) {
            uploads.destroy();
            uploads = null;
        }
        if (prepared != null) {
            prepared.run.close();
            prepared = null;
        }
        result.destroy();
        noVectors.destroy();
        io.destroy();
    }

    private String label() {
        return variant.name() + " " + type.wgsl() + " " + op.text();
    }

    /** The prepared run of one range. */
    private record PreparedRange(GPUBuffer buffer, long offset, long length, PreparedPlan run) {
        boolean covers(GPUBuffer otherBuffer, long otherOffset, long otherLength) {
            return sameObject(buffer, otherBuffer) && offset == otherOffset && length == otherLength;
        }
    }

    /**
     * One pass, one dispatch per level: level k reads the range or the previous level's partials. Where
     * the shader finishes in its last workgroup, the level before the last writes the result itself.
     */
    private Plan planOf(LevelPlan levels, GPUBuffer buffer, long offset) {
        Kernel kernel = new Kernel(variant.shader(), ENTRY_POINT, subgroups,
                Map.of("ELEMENT", (double) type.code(), "OP", (double) op.code()));
        boolean finishes = variant.canFinishInLastWorkgroup();
        int dispatched = levels.dispatches(finishesItself(levels));
        double bindStart = Math.floor(offset * 4.0 / storageAlignment) * storageAlignment;
        int first = firstInBinding(offset);
        List<Plan.Dispatch> dispatches = new ArrayList<>();
        for (int k = 0; k < dispatched; k++) {
            LevelPlan.Level level = levels.level(k);
            boolean last = k == dispatched - 1;
            boolean finishing = last && dispatched < levels.passes();
            GPUBuffer source = k == 0 ? buffer : partials[(k - 1) % 2];
            double sourceStart = k == 0 ? bindStart : 0;
            int sourceFirst = k == 0 ? first : 0;
            Bound output = last ? new Bound(0, result, 0, 4) : new Bound(0, partials[k % 2], 0, level.workgroups() * 4.0);
            int[] params = { (int) level.count(), sourceFirst, (int) level.workgroups(), op.identityBits(type) };
            List<Bound> bound = bindings(source, sourceStart, sourceFirst, level.count(), output);
            if (finishes) {
                params = new int[] { params[0], params[1], params[2], params[3], finishing ? 1 : 0 };
                bound.add(new Bound(4, arrivals, 0, arrivalsBytes)); // untouched by a level that does not finish
            }
            dispatches.add(new Plan.Dispatch(kernel, DispatchGrid.of(level.workgroups(), maxPerDimension), params, bound));
        }
        return Plan.of(variant.name(), List.of(new Plan.Pass(label(), dispatches)));
    }

    /** Binding 1 the values as scalars; for vector readers binding 2 their whole vectors; then the output. */
    private List<Bound> bindings(GPUBuffer source, double start, int first, long count, Bound output) {
        List<Bound> bindings = new ArrayList<>();
        bindings.add(new Bound(1, source, start, (first + count) * 4.0));
        if (variant.readsVectors()) {
            long wholeVectors = (first + count) / 4;
            bindings.add(wholeVectors > 0 ? new Bound(2, source, start, wholeVectors * 16.0) : new Bound(2, noVectors, 0, 16));
        }
        bindings.add(new Bound(bindings.size() + 1, output.buffer(), output.byteOffset(), output.bytes()));
        return bindings;
    }

    /** Grows the partials (and arrivals) buffers to the plan's needs; a new buffer invalidates the kept run. */
    private void ensurePartials(LevelPlan plan) {
        boolean finishes = variant.canFinishInLastWorkgroup();
        int dispatched = plan.dispatches(finishesItself(plan));
        for (int parity = 0; parity < 2; parity++) {
            // Whole vec4s, so a later level can bind its input as vectors.
            double bytes = Math.ceil(plan.partialsCapacity(parity, dispatched) / 4.0) * 16;
            if (bytes > partialsBytes[parity]) {
                if (partials[parity] != null) {
                    partials[parity].destroy();
                }
                partials[parity] = BufferIO.storage(gpu, label() + " partials " + parity, bytes);
                partialsBytes[parity] = bytes;
                forgetPrepared();
            }
        }
        if (finishes) {
            // What the finishing level needs (FastReduction.arrivalWords); whole vec4s.
            long words = dispatched < plan.passes() ? variant.arrivalWords(plan.level(dispatched - 1).workgroups()) : 1;
            double bytes = Math.ceil(words / 4.0) * 16;
            if (bytes > arrivalsBytes) {
                if (arrivals != null) {
                    arrivals.destroy();
                }
                arrivals = BufferIO.storage(gpu, label() + " arrivals", bytes);
                arrivalsBytes = bytes;
                forgetPrepared();
            }
        }
    }

    private void forgetPrepared() {
        if (prepared != null) {
            prepared.run.close();
            prepared = null;
        }
    }

    private void requireRange(GPUBuffer buffer, long offset, long length) {
        if (length < 1) {
            throw new LabException("A reduction needs at least one element, not " + length + ".");
        }
        if (offset < 0 || (offset + length) * 4.0 > buffer.getSize()) {
            throw new LabException("The range of " + length + " elements at element " + offset
                    + " does not lie inside a buffer of " + (long) (buffer.getSize() / 4) + " elements.");
        }
        if (length > maxLengthAt(offset)) {
            throw new LabException("A range of " + length + " elements is more than this device can bind at once ("
                    + maxLengthAt(offset) + " elements at this offset, from maxStorageBufferBindingSize).");
        }
    }

    /** Where element {@code offset} lies within its binding, which must start at an aligned byte offset. */
    private int firstInBinding(long offset) {
        double byteOffset = offset * 4.0;
        return (int) ((byteOffset - Math.floor(byteOffset / storageAlignment) * storageAlignment) / 4);
    }

    private static double limitOr(Gpu gpu, String name, double fallback) {
        double value = gpu.limit(name);
        return value > 0 ? value : fallback;
    }

    @JSBody(params = { "a", "b" }, script = "return a === b;")
    private static native boolean sameObject(JSObject a, JSObject b);
}
