package computelab.reduce;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import java.util.EnumMap;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A contract input (docs/page-contract.md) on the GPU, with its CPU references. The range starts at
 * element {@code offset} of its buffer; the elements before it and a few after it hold "poison" (the
 * type's extremes, alternating) that would change every result if a kernel read outside its range. The
 * buffer is planned and made first, so a size past the device's limits or memory ends before any input
 * is generated; then the input is generated, uploaded and reduced on the CPU chunk by chunk, in one pass
 * that computes every operation's reference (the input is never held whole on the CPU). Uploading is
 * the main cost of a run, so pages keep an input while its parameters repeat.
 */
public final class ReduceInput implements AutoCloseable {
    /** Poisoned elements after the range (fewer where the device's largest buffer leaves no room). */
    private static final int TAIL = 8;
    /** Elements generated, uploaded and reduced at a time: 4 MiB of words. */
    private static final int CHUNK = 1 << 20;

    private final ElementType type;
    private final int length;
    private final int seed;
    private final int bits;
    private final long offset;
    private final GPUBuffer buffer;
    private final Map<ReduceOp, ReducedValue> references = new EnumMap<>(ReduceOp.class);
    private double floatSum;
    private double floatMagnitudes;

    private ReduceInput(Gpu gpu, ElementType type, int length, int seed, int bits, long offset, int tail) {
        this.type = type;
        this.length = length;
        this.seed = seed;
        this.bits = bits;
        this.offset = offset;
        this.buffer = BufferIO.storage(gpu, "reduce input " + type.wgsl() + " n=" + length,
                (offset + length + tail) * 4.0);
    }

    /** The contract's input of {@code length} elements of {@code type}, placed at element {@code offset}. */
    public static ReduceInput contract(Gpu gpu, ElementType type, int length, int seed, int bits, long offset) {
        int tail = (int) Math.max(0, Math.min(TAIL, Math.floor(gpu.limit("maxBufferSize") / 4) - offset - length));
        double bytes = (offset + length + tail) * 4.0;
        String what = "reduce input buffer" + (offset > 0 || tail > 0 ? " (with its poisoned elements)" : "");
        ReduceInput input = BufferPlan.of("n = " + length).buffer(what, bytes)
                .allocate(gpu, () -> new ReduceInput(gpu, type, length, seed, bits, offset, tail));
        input.upload(gpu, tail);
        return input;
    }

    /** Poison, the input chunk by chunk, poison; the references as the chunks go by. */
    private void upload(Gpu gpu, int tail) {
        BufferIO io = new BufferIO(gpu);
        io.upload(buffer, 0, poison((int) offset, 0));
        int[] sums = { ReduceOp.SUM.identityBits(type), ReduceOp.MIN.identityBits(type),
            ReduceOp.MAX.identityBits(type) };
        float min = Float.POSITIVE_INFINITY;
        float max = Float.NEGATIVE_INFINITY;
        for (int start = 0; start < length; start += CHUNK) {
            int count = Math.min(CHUNK, length - start);
            if (type.isInteger()) {
                int[] chunk = ContractInputs.integers(type, seed, bits, start, count);
                io.upload(buffer, (offset + start) * 4.0, chunk);
                for (ReduceOp op : ReduceOp.values()) {
                    sums[op.ordinal()] = CpuReduction.fold(sums[op.ordinal()], chunk, type, op);
                }
            } else {
                float[] chunk = ContractInputs.floats(seed, start, count);
                io.upload(buffer, (offset + start) * 4.0, chunk);
                floatSum += CpuReduction.sum(chunk);
                floatMagnitudes += CpuReduction.sumOfMagnitudes(chunk);
                min = CpuReduction.fold(min, chunk, ReduceOp.MIN);
                max = CpuReduction.fold(max, chunk, ReduceOp.MAX);
            }
        }
        io.upload(buffer, (offset + length) * 4.0, poison(tail, (int) (offset + length)));
        if (type.isInteger()) {
            for (ReduceOp op : ReduceOp.values()) {
                references.put(op, new ReducedValue(type, sums[op.ordinal()]));
            }
        } else {
            references.put(ReduceOp.SUM, ReducedValue.ofFloat(length == 0 ? -0f : (float) floatSum));
            references.put(ReduceOp.MIN, ReducedValue.ofFloat(min));
            references.put(ReduceOp.MAX, ReducedValue.ofFloat(max));
        }
    }

    /** {@code count} poisoned words, alternating from word {@code first} of the buffer on. */
    private int[] poison(int count, int first) {
        int[] poison = poison(type);
        int[] words = new int[count];
        for (int i = 0; i < count; i++) {
            words[i] = poison[(first + i) % 2];
        }
        return words;
    }

    /** Whether this input is the one those parameters describe (f32 inputs ignore bits). */
    public boolean matches(ElementType otherType, int otherLength, int otherSeed, int otherBits, long otherOffset) {
        return type == otherType && length == otherLength && seed == otherSeed && offset == otherOffset
                && (bits == otherBits || !type.isInteger());
    }

    private static int[] poison(ElementType type) {
        return switch (type) {
            case U32 -> new int[] { 0xFFFFFFFF, 0 };
            case I32 -> new int[] { Integer.MAX_VALUE, Integer.MIN_VALUE };
            case F32 -> new int[] { Float.floatToRawIntBits(1e30f), Float.floatToRawIntBits(-1e30f) };
        };
    }

    public GPUBuffer buffer() {
        return buffer;
    }

    public long offset() {
        return offset;
    }

    public int length() {
        return length;
    }

    public ElementType type() {
        return type;
    }

    /** The CPU reference of one operation (computed as the input was uploaded). */
    public ReducedValue reference(ReduceOp op) {
        return references.get(op);
    }

    /** The contract's f32 sum error of {@code value}: |value - float64 sum| / max(1, sum of |x|). */
    public double relativeSumError(ReducedValue value) {
        return CpuReduction.relativeError(value.toDouble(), floatSum, floatMagnitudes);
    }

    /**
     * Whether a GPU result is right: integers and f32 min/max exactly, f32 sums within
     * {@link CpuReduction#F32_SUM_TOLERANCE} of the float64 sum relative to the sum of magnitudes.
     */
    public boolean accepts(ReduceOp op, ReducedValue value) {
        if (type == ElementType.F32 && op == ReduceOp.SUM) {
            return relativeSumError(value) <= CpuReduction.F32_SUM_TOLERANCE;
        }
        if (type == ElementType.F32) {
            return value.toDouble() == reference(op).toDouble();
        }
        return value.bits() == reference(op).bits();
    }

    /** Elements [from, from + count) of the range as the contract writes values (decimal text). */
    public java.util.List<String> values(int from, int count) {
        int shown = Math.max(0, Math.min(length, from + count) - from);
        int[] words = type.isInteger() ? ContractInputs.integers(type, seed, bits, from, shown) : null;
        float[] floats = type.isInteger() ? null : ContractInputs.floats(seed, from, shown);
        java.util.List<String> values = new java.util.ArrayList<>();
        for (int i = 0; i < shown; i++) {
            values.add(new ReducedValue(type, words != null ? words[i] : Float.floatToRawIntBits(floats[i])).decimal());
        }
        return values;
    }

    public double bytes() {
        return buffer.getSize();
    }

    @Override
    public void close() {
        buffer.destroy();
    }
}
