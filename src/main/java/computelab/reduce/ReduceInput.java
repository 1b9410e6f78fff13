package computelab.reduce;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import java.util.EnumMap;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A contract input (docs/page-contract.md) on the GPU and on the CPU, with its references. The range
 * starts at element {@code offset} of its buffer; the elements before it and a few after it hold
 * "poison" (the type's extremes, alternating) that would change every result if a kernel read outside
 * its range. Uploading is the main cost of a run, so pages keep an input while its parameters repeat.
 */
public final class ReduceInput implements AutoCloseable {
    /** Poisoned elements after the range (fewer where the device's largest buffer leaves no room). */
    private static final int TAIL = 8;

    private final ElementType type;
    private final int length;
    private final int seed;
    private final int bits;
    private final long offset;
    private final int[] integers;
    private final float[] floats;
    private final GPUBuffer buffer;
    private final Map<ReduceOp, ReducedValue> references = new EnumMap<>(ReduceOp.class);
    private double floatSum = Double.NaN;
    private double floatMagnitudes;

    private ReduceInput(Gpu gpu, ElementType type, int length, int seed, int bits, long offset) {
        this.type = type;
        this.length = length;
        this.seed = seed;
        this.bits = bits;
        this.offset = offset;
        this.integers = type.isInteger() ? ContractInputs.integers(type, length, seed, bits) : null;
        this.floats = type.isInteger() ? null : ContractInputs.floats(length, seed);
        int tail = (int) Math.max(0, Math.min(TAIL, gpu.limit("maxBufferSize") / 4 - offset - length));
        int[] words = new int[(int) offset + length + tail];
        int[] poison = poison(type);
        for (int i = 0; i < words.length; i++) {
            words[i] = poison[i % 2];
        }
        for (int i = 0; i < length; i++) {
            words[(int) offset + i] = integers != null ? integers[i] : Float.floatToRawIntBits(floats[i]);
        }
        this.buffer = BufferIO.storage(gpu, "reduce input " + type.wgsl() + " n=" + length, words.length * 4.0);
        new BufferIO(gpu).upload(buffer, 0, words);
    }

    /** The contract's input of {@code length} elements of {@code type}, placed at element {@code offset}. */
    public static ReduceInput contract(Gpu gpu, ElementType type, int length, int seed, int bits, long offset) {
        return new ReduceInput(gpu, type, length, seed, bits, offset);
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

    /** The CPU reference of one operation, computed once. */
    public ReducedValue reference(ReduceOp op) {
        return references.computeIfAbsent(op, o -> integers != null ? CpuReduction.reduce(integers, type, o)
                : CpuReduction.reduce(floats, o));
    }

    /** The contract's f32 sum error of {@code value}: |value - float64 sum| / max(1, sum of |x|). */
    public double relativeSumError(ReducedValue value) {
        if (Double.isNaN(floatSum)) {
            floatSum = CpuReduction.sum(floats);
            floatMagnitudes = CpuReduction.sumOfMagnitudes(floats);
        }
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
        java.util.List<String> values = new java.util.ArrayList<>();
        for (int i = from; i < Math.min(length, from + count); i++) {
            values.add(new ReducedValue(type, integers != null ? integers[i] : Float.floatToRawIntBits(floats[i]))
                    .decimal());
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
