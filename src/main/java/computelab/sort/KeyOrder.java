package computelab.sort;

import computelab.data.ElementType;

/**
 * The order-preserving bit transforms of the sort's key types: each turns a key's 32 bits into a u32
 * whose unsigned order is the order of the type (the shaders' {@code ordered} does the same). i32 flips
 * the sign bit; f32 follows Java's {@link Float#compare}: negative floats are bit-inverted, positive ones
 * get the sign bit, so -0.0 comes before 0.0, and every NaN maps to the largest key (after +inf, all
 * equal, so a stable sort keeps them in input order). Pure logic, tested on the JVM.
 */
public final class KeyOrder {
    private KeyOrder() {
    }

    /** The key's bits as an unsigned 32-bit pattern whose unsigned order is the type's order. */
    public static int ordered(int bits, ElementType type) {
        return switch (type) {
            case U32 -> bits;
            case I32 -> bits ^ 0x80000000;
            case F32 -> (bits & 0x7FFFFFFF) > 0x7F800000 ? 0xFFFFFFFF
                    : bits < 0 ? ~bits : bits | 0x80000000;
        };
    }
}
