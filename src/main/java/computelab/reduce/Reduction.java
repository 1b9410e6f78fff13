package computelab.reduce;

import computelab.data.ElementType;
import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import computelab.gpu.LabException;
import computelab.gpu.Submit;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The reduction facade: combines a range of 32-bit elements of a GPU buffer (any element offset, any
 * length) into one value with one algorithm, element type and operation. Pipelines are shared per device;
 * the scratch buffers for partials (under 1% of the input for large ranges: at most one partial per 256
 * elements) and the bind groups of the latest range are kept and reused across runs.
 *
 * <pre>
 * Reduction sum = Reduction.create(gpu, "fast", ElementType.F32, ReduceOp.SUM, Reduction.Options.defaults());
 * ReducedValue total = sum.reduce(buffer, 0, n);   // or sum.encode(encoder, timer, buffer, 0, n) to time it
 * </pre>
 */
public final class Reduction implements AutoCloseable {
    /** More levels than any plan needs: 256 elements per workgroup fold 2^32 values in four. */
    private static final int MAX_LEVELS = 8;
    private static final int LEVEL_WORDS = 4;

    private final Gpu gpu;
    private final ReduceVariant variant;
    private final ElementType type;
    private final ReduceOp op;
    private final boolean subgroups;
    private final int maxPerDimension;
    private final GPUPipeline.Compute pipeline;
    private final double storageAlignment;
    private final int uniformSlotBytes;
    private final BufferIO io;
    // The level parameters, one uniform slot per level.
    private final GPUBuffer levels;
    // The last level writes the result here; readResult() copies it back.
    private final GPUBuffer result;
    // Bound as the vec4 view of a range too short to hold one whole vector (fast only).
    private final GPUBuffer noVectors;
    // Partials of levels 0, 2, 4... and of levels 1, 3...: a level cannot read and write one buffer.
    private final GPUBuffer[] partials = new GPUBuffer[2];
    private final double[] partialsBytes = new double[2];
    // Java arrays are uploaded here; grown when needed.
    private GPUBuffer uploads;
    private Prepared prepared;
    private Prepared uniformsWrittenFor;

    /** Choices a caller (mostly a test) can make about how the reduction runs. */
    public record Options(boolean allowSubgroups, int maxWorkgroupsPerDimension, int fastTargetWorkgroups) {
        /**
         * Subgroups where the device has them; the device's per-dimension workgroup limit; the fast
         * algorithm's default number of workgroups.
         */
        public static Options defaults() {
            return new Options(true, 0, 0);
        }

        /** Forces the workgroup-memory path even on a device with subgroups. */
        public Options withoutSubgroups() {
            return new Options(false, maxWorkgroupsPerDimension, fastTargetWorkgroups);
        }

        /**
         * How many workgroups the first pass of "fast" aims for (0: {@link FastReduction#DEFAULT_TARGET_WORKGROUPS}):
         * a tuning knob for a GPU's size, and a way for tests to give each thread many vectors at small n.
         */
        public Options withFastTargetWorkgroups(int workgroups) {
            return new Options(allowSubgroups, maxWorkgroupsPerDimension, workgroups);
        }

        /**
         * Plans dispatches as if the device allowed only {@code limit} workgroups per dimension, so the
         * 2D grid path (normally needed past 65,535 workgroups) can be exercised with small inputs.
         */
        public Options withMaxWorkgroupsPerDimension(int limit) {
            return new Options(allowSubgroups, limit, fastTargetWorkgroups);
        }
    }

    private Reduction(Gpu gpu, ReduceVariant named, ElementType type, ReduceOp op, Options options) {
        this.gpu = gpu;
        this.variant = named instanceof FastReduction && options.fastTargetWorkgroups() > 0
                ? new FastReduction(options.fastTargetWorkgroups()) : named;
        this.type = type;
        this.op = op;
        this.subgroups = options.allowSubgroups() && gpu.hasSubgroups() && variant.hasSubgroupForm();
        int deviceLimit = gpu.maxWorkgroupsPerDimension();
        this.maxPerDimension = options.maxWorkgroupsPerDimension() > 0
                ? Math.min(options.maxWorkgroupsPerDimension(), deviceLimit) : deviceLimit;
        this.pipeline = ReducePipelines.get(gpu, variant.shaderPath(subgroups), type, op);
        this.storageAlignment = limitOr(gpu, "minStorageBufferOffsetAlignment", 256);
        this.uniformSlotBytes = (int) Math.max(16, limitOr(gpu, "minUniformBufferOffsetAlignment", 256));
        this.io = new BufferIO(gpu);
        String label = label();
        this.levels = BufferIO.uniform(gpu, label + " levels", (double) MAX_LEVELS * uniformSlotBytes);
        this.result = BufferIO.storage(gpu, label + " result", 4);
        this.noVectors = BufferIO.storage(gpu, label + " empty vec4 view", 16);
    }

    /** A reduction by the algorithm of that name ({@link ReduceVariant#names()}); LabException if unknown. */
    public static Reduction create(Gpu gpu, String algorithm, ElementType type, ReduceOp op, Options options) {
        return new Reduction(gpu, ReduceVariant.named(algorithm), type, op, options);
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
     * Encodes the reduction of {@code length} elements from element {@code offset} of {@code buffer} as one
     * compute pass (timed when {@code timer} is given); the result lands in this reduction's result buffer.
     * The level parameters are written to the queue now: submit before encoding a different range with the
     * same Reduction (repetitions of one range may share a command buffer).
     */
    public void encode(GPUCommandEncoder encoder, GpuTimer timer, GPUBuffer buffer, long offset, long length) {
        Prepared run = prepare(buffer, offset, length);
        if (uniformsWrittenFor != run) {
            gpu.queue().writeBuffer(levels, 0, Int32Array.fromJavaArray(run.uniformWords));
            uniformsWrittenFor = run;
        }
        GPUComputePassEncoder pass;
        if (timer != null) {
            pass = timer.beginComputePass(encoder, label());
        } else {
            GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
            descriptor.setLabel(label());
            pass = encoder.beginComputePass(descriptor);
        }
        pass.setPipeline(pipeline);
        for (int level = 0; level < run.groups.length; level++) {
            pass.setBindGroup(0, run.groups[level]);
            run.grids[level].dispatch(pass);
        }
        pass.end();
    }

    /** The value of the latest submitted {@link #encode}. */
    public ReducedValue readResult() {
        return new ReducedValue(type, io.readInts(result, 0, 1)[0]);
    }

    /** Reduces the range now and returns the value; GPU errors become GpuException. */
    public ReducedValue reduce(GPUBuffer buffer, long offset, long length) {
        gpu.pushErrorScopes();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        encode(encoder, null, buffer, offset, length);
        gpu.queue().submit(Submit.of(encoder.finish()));
        ReducedValue value = readResult();
        gpu.popErrorScopes("the " + label() + " reduction");
        return value;
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

    /** Bytes of the partials buffers (the scratch a run needs beyond its input). */
    public double scratchBytes() {
        return partialsBytes[0] + partialsBytes[1];
    }

    /** Every byte this reduction holds on the GPU: scratch, level parameters, result, uploads. */
    public double allocatedBytes() {
        return scratchBytes() + levels.getSize() + result.getSize() + noVectors.getSize()
                + (uploads == null ? 0 : uploads.getSize());
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
        if (uploads != null) {
            uploads.destroy();
            uploads = null;
        }
        levels.destroy();
        result.destroy();
        noVectors.destroy();
        io.destroy();
        prepared = null;
    }

    private String label() {
        return variant.name() + " " + type.wgsl() + " " + op.text();
    }

    /** The bind groups, grids and level parameters of one range, kept while the range stays the same. */
    private static final class Prepared {
        final GPUBuffer buffer;
        final long offset;
        final long length;
        final GPUBindGroup[] groups;
        final DispatchGrid[] grids;
        final int[] uniformWords;

        Prepared(GPUBuffer buffer, long offset, long length, int levels, int uniformWords) {
            this.buffer = buffer;
            this.offset = offset;
            this.length = length;
            this.groups = new GPUBindGroup[levels];
            this.grids = new DispatchGrid[levels];
            this.uniformWords = new int[uniformWords];
        }

        boolean covers(GPUBuffer otherBuffer, long otherOffset, long otherLength) {
            return sameObject(buffer, otherBuffer) && offset == otherOffset && length == otherLength;
        }
    }

    private Prepared prepare(GPUBuffer buffer, long offset, long length) {
        if (prepared != null && prepared.covers(buffer, offset, length)) {
            return prepared;
        }
        requireRange(buffer, offset, length);
        LevelPlan plan = plan(length);
        if (plan.passes() > MAX_LEVELS) {
            throw new IllegalStateException(plan.passes() + " levels exceed the " + MAX_LEVELS + " uniform slots");
        }
        ensurePartials(plan);
        Prepared run = new Prepared(buffer, offset, length, plan.passes(), MAX_LEVELS * uniformSlotBytes / 4);
        double bindStart = Math.floor(offset * 4.0 / storageAlignment) * storageAlignment;
        int first = firstInBinding(offset);
        for (int k = 0; k < plan.passes(); k++) {
            LevelPlan.Level level = plan.level(k);
            boolean last = k == plan.passes() - 1;
            GPUBuffer source = k == 0 ? buffer : partials[(k - 1) % 2];
            double sourceStart = k == 0 ? bindStart : 0;
            int sourceFirst = k == 0 ? first : 0;
            Bindings.Range output = last ? new Bindings.Range(result, 0, 4)
                    : new Bindings.Range(partials[k % 2], 0, level.workgroups() * 4.0);
            run.groups[k] = bindGroup(k, source, sourceStart, sourceFirst, level.count(), output);
            run.grids[k] = DispatchGrid.of(level.workgroups(), maxPerDimension);
            int at = k * uniformSlotBytes / 4;
            run.uniformWords[at] = (int) level.count();
            run.uniformWords[at + 1] = sourceFirst;
            run.uniformWords[at + 2] = (int) level.workgroups();
            run.uniformWords[at + 3] = op.identityBits(type);
        }
        prepared = run;
        return run;
    }

    private GPUBindGroup bindGroup(int level, GPUBuffer source, double start, int first, long count,
            Bindings.Range output) {
        Bindings.Range parameters = new Bindings.Range(levels, (double) level * uniformSlotBytes, LEVEL_WORDS * 4);
        Bindings.Range scalars = new Bindings.Range(source, start, (first + count) * 4.0);
        if (!variant.readsVectors()) {
            return Bindings.of(gpu, pipeline, parameters, scalars, output);
        }
        long wholeVectors = (first + count) / 4;
        Bindings.Range vectors = wholeVectors > 0 ? new Bindings.Range(source, start, wholeVectors * 16.0)
                : new Bindings.Range(noVectors, 0, 16);
        return Bindings.of(gpu, pipeline, parameters, scalars, vectors, output);
    }

    /** Grows the partials buffers to the plan's needs; a new buffer invalidates the kept bind groups. */
    private void ensurePartials(LevelPlan plan) {
        for (int parity = 0; parity < 2; parity++) {
            // Whole vec4s, so a later level can bind its input as vectors.
            double bytes = Math.ceil(plan.partialsCapacity(parity) / 4.0) * 16;
            if (bytes > partialsBytes[parity]) {
                if (partials[parity] != null) {
                    partials[parity].destroy();
                }
                partials[parity] = BufferIO.storage(gpu, label() + " partials " + parity, bytes);
                partialsBytes[parity] = bytes;
                prepared = null;
            }
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
