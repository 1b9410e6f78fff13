package computelab.reduce;

import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.BufferIO;
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
 * The reduction facade: combines a range of 32-bit elements of a GPU buffer (any element offset, any
 * length) into one value with one algorithm, element type and operation. A run is a {@link Plan} of
 * one compute pass with a dispatch per level (the final level runs inside the one before for a shader
 * that {@link ReduceVariant#finishesInLastWorkgroup(long) finishes in its last workgroup}); the prepared
 * run of the latest range is kept and reused, so repetitions of one range cost nothing to set up. Scratch for
 * partials is under 1% of the input for large ranges (at most one partial per 256 elements, or two
 * words per workgroup of the finishing level, at least 98).
 *
 * <pre>
 * Reduction sum = Reduction.create(gpu, "fast", ElementType.F32, ReduceOp.SUM, Tuning.DEFAULT);
 * ReducedValue total = sum.reduce(buffer, 0, n);   // or time sum.over(buffer, 0, n) with a Stopwatch
 * </pre>
 */
public final class Reduction extends Workload {
    /** Every reduction algorithm: the tutorial's ladder in order, then the fast one. The one place to add one. */
    public static final Registry<ReduceVariant> ALGORITHMS = Registry.of("reduce", new InterleavedModuloReduction(),
            new StridedIndexReduction(), new SequentialReduction(), new FirstAddOnLoadReduction(),
            new UnrolledSubgroupReduction(), new FastReduction());
    /** What {@link #clearResult} leaves in the result: not a plausible reduction of the contract's inputs. */
    static final int RESULT_SENTINEL = 0x7FC0DEAD;

    private final ReduceVariant variant;
    private final ElementType type;
    private final ReduceOp op;
    private final double storageAlignment;
    // The last level writes the result here; readResult() copies it back.
    private final GPUBuffer result;
    // Partials of levels 0, 2, 4... and of levels 1, 3...: a level cannot read and write one buffer.
    private final Scratch[] partials;
    // The ticket counter and published partials of a level that finishes itself; zero between runs (a
    // new buffer is zeroed, and the finishing workgroup clears what it read). Bound (untouched) by the
    // other levels too: its own binding, never aliased with a read-only one.
    private final Scratch arrivals;
    private PreparedRange prepared;

    private Reduction(Gpu gpu, ReduceVariant named, ElementType type, ReduceOp op, Tuning tuning) {
        super(gpu, tuning, named.name() + " " + type.wgsl() + " " + op.text() + " reduction");
        this.variant = named instanceof FastReduction && tuning.targetWorkgroups() > 0
                ? new FastReduction(tuning.targetWorkgroups()) : named;
        this.type = type;
        this.op = op;
        this.storageAlignment = limitOr(gpu, "minStorageBufferOffsetAlignment", 256);
        this.result = BufferIO.storage(gpu, variant.name() + " reduction result", 4);
        // Whole vec4s, so a later level can bind its input as vectors.
        this.partials = new Scratch[] { scratch("partials 0", 16), scratch("partials 1", 16) };
        this.arrivals = scratch("arrivals", 16);
    }

    /** A reduction of {@code type} values by {@code op} with the fastest algorithm ("fast") and default options. */
    public static Reduction create(Gpu gpu, ElementType type, ReduceOp op) {
        return create(gpu, "fast", type, op, Tuning.DEFAULT);
    }

    /** A reduction by the algorithm of that name (one of {@link #ALGORITHMS}); LabException if unknown. */
    public static Reduction create(Gpu gpu, String algorithm, ElementType type, ReduceOp op, Tuning tuning) {
        return new Reduction(gpu, ALGORITHMS.named(algorithm), type, op, tuning);
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
    @Override
    public boolean usesSubgroups() {
        return super.usesSubgroups() && variant.hasSubgroupForm();
    }

    /** Dispatches a run over {@code length} elements takes (its plan's levels, less one where it finishes itself). */
    public int dispatches(long length) {
        LevelPlan levels = levels(length);
        return levels.dispatches(finishesItself(levels));
    }

    /** Whether the plan's level before the last combines its partials itself (in its last workgroup). */
    private boolean finishesItself(LevelPlan levels) {
        return levels.passes() > 1 && variant.finishesInLastWorkgroup(levels.level(levels.passes() - 2).workgroups());
    }

    /** The levels for {@code length} elements; LabException if one does not fit a 2D dispatch. */
    public LevelPlan levels(long length) {
        LevelPlan levels = variant.levels(length);
        levels.requireDispatchable(workgroupsPerDimension());
        return levels;
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
        requireOpen();
        if (prepared == null || !prepared.covers(buffer, offset, length)) {
            PreparedPlan run = plan(buffer, offset, length, result);
            if (prepared != null) {
                prepared.run.close();
            }
            prepared = new PreparedRange(buffer, offset, length, run);
        }
        return prepared.run;
    }

    /**
     * Prepares the reduction of {@code length} elements from element {@code offset} of {@code input} into the
     * first word of the caller's {@code result} (a {@code STORAGE} buffer), to be encoded into the caller's
     * encoders any number of times with nothing read back; close it when done. Independent of {@link #over}.
     */
    public PreparedPlan prepare(GPUBuffer input, long offset, long length, GPUBuffer result) {
        requireOpen();
        if (result.getSize() < 4) {
            throw new LabException("The result buffer needs room for one word.");
        }
        return plan(input, offset, length, result);
    }

    private PreparedPlan plan(GPUBuffer buffer, long offset, long length, GPUBuffer into) {
        requireRange(buffer, offset, length);
        LevelPlan levels = levels(length);
        int dispatched = levels.dispatches(finishesItself(levels));
        List<Scratch.Lease> leases = new ArrayList<>();
        for (int parity = 0; parity < 2; parity++) {
            leases.add(partials[parity].lease(levels.partialsCapacity(parity, dispatched) * 4.0));
        }
        // What the finishing level needs (FastReduction.arrivalWords).
        long words = dispatched < levels.passes() ? variant.arrivalWords(levels.level(dispatched - 1).workgroups()) : 1;
        leases.add(arrivals.lease(words * 4.0));
        ReduceJob job = new ReduceJob(type, op, levels, dispatched, buffer,
                Math.floor(offset * 4.0 / storageAlignment) * storageAlignment, firstInBinding(offset),
                new GPUBuffer[] { leases.get(0).buffer(), leases.get(1).buffer() }, leases.get(2).buffer(),
                leases.get(2).bytes(), into, standIn(false), usesSubgroups(), workgroupsPerDimension(),
                variant.name() + " " + type.wgsl() + " " + op.text());
        return new PreparedPlan(gpu, variant.plan(job).holding(leases));
    }

    /** Encodes one run over the range now (see {@link #over}). */
    public void encode(GPUCommandEncoder encoder, Passes passes, GPUBuffer buffer, long offset, long length) {
        over(buffer, offset, length).encode(encoder, passes);
    }

    /**
     * Puts a sentinel in the result buffer, so a run that never writes its result shows (an edited kernel
     * timed beside its shipped twin, computelab.gpu.EditedRun#checkedOutputClearedBy).
     */
    public void clearResult() {
        io.fill(result, 1, RESULT_SENTINEL);
    }

    /** The value of the latest submitted run. */
    public ReducedValue readResult() {
        return new ReducedValue(type, io.readInts(result, 0, 1)[0]);
    }

    /** Reduces the range now and returns the value; GPU errors become GpuException. */
    public ReducedValue reduce(GPUBuffer buffer, long offset, long length) {
        return gpu.scoped("the " + variant.name() + " reduction", () -> {
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
        GPUBuffer uploads = uploadBuffer(values.length);
        io.upload(uploads, 0, values);
        return reduce(uploads, 0, values.length);
    }

    public ReducedValue reduce(float[] values) {
        if (type != ElementType.F32) {
            throw new IllegalArgumentException("This reduction is over " + type.wgsl() + ": pass an int[]");
        }
        GPUBuffer uploads = uploadBuffer(values.length);
        io.upload(uploads, 0, values);
        return reduce(uploads, 0, values.length);
    }

    private GPUBuffer uploadBuffer(int length) {
        if (length < 1) {
            throw new LabException("A reduction needs at least one element.");
        }
        return arrayBuffer(0, length * 4.0);
    }

    /** Bytes of the partials and arrivals buffers (the scratch a run needs beyond its input). */
    @Override
    public double scratchBytes() {
        return partials[0].bytes() + partials[1].bytes() + arrivals.bytes();
    }

    /** Every byte this reduction holds on the GPU: scratch, level parameters, result, uploads, stand-ins. */
    public double allocatedBytes() {
        return super.scratchBytes() + (prepared == null ? 0 : prepared.run.parameterBytes()) + result.getSize();
    }

    @Override
    protected void closeOwn() {
        if (prepared != null) {
            prepared.run.close();
            prepared = null;
        }
        result.destroy();
    }

    /** The prepared run of one range. */
    private record PreparedRange(GPUBuffer buffer, long offset, long length, PreparedPlan run) {
        boolean covers(GPUBuffer otherBuffer, long otherOffset, long otherLength) {
            return BufferIO.same(buffer, otherBuffer) && offset == otherOffset && length == otherLength;
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
}
