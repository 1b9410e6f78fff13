package computelab.reduce;

import computelab.data.ElementType;
import computelab.data.FloatText;

/** The result of a reduction: a 32-bit pattern read as its element type. */
public record ReducedValue(ElementType type, int bits) {

    public static ReducedValue ofFloat(float value) {
        return new ReducedValue(ElementType.F32, Float.floatToRawIntBits(value));
    }

    /** The contract's decimal text: u32 unsigned, i32 signed, f32 the shortest round-trip decimal. */
    public String decimal() {
        return switch (type) {
            case U32 -> Long.toString(bits & 0xFFFFFFFFL);
            case I32 -> Integer.toString(bits);
            case F32 -> FloatText.shortest(Float.intBitsToFloat(bits));
        };
    }

    public double toDouble() {
        return switch (type) {
            case U32 -> bits & 0xFFFFFFFFL;
            case I32 -> bits;
            case F32 -> Float.intBitsToFloat(bits);
        };
    }

    @Override
    public String toString() {
        return decimal() + " (" + type.wgsl() + ")";
    }
}
