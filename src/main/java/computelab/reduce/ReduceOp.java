package computelab.reduce;

import computelab.data.ElementType;
import computelab.failure.LabException;

/**
 * The associative operations a reduction combines with, their identity elements per element type, and
 * how each is written in WGSL. Integer sums wrap modulo 2^32 like the hardware's 32-bit adds.
 */
public enum ReduceOp {
    SUM("sum"), MIN("min"), MAX("max");

    private static final int F32_POSITIVE_INFINITY = 0x7f800000;
    private static final int F32_NEGATIVE_INFINITY = 0xff800000;
    /** -0.0 rather than +0.0: x + (-0) == x for every float, including -0 itself. */
    private static final int F32_NEGATIVE_ZERO = 0x80000000;

    private final String text;

    ReduceOp(String text) {
        this.text = text;
    }

    /** The name used in URLs and results. */
    public String text() {
        return text;
    }

    public static ReduceOp parse(String text) {
        for (ReduceOp op : values()) {
            if (op.text.equals(text)) {
                return op;
            }
        }
        throw new LabException("Unknown op \"" + text + "\": choose sum, min or max.");
    }

    /**
     * The 32-bit pattern of the element that changes nothing when combined: what padding lanes and
     * elements past the end contribute. WGSL cannot write infinities as constants, so shaders receive
     * this pattern in a uniform and bitcast it.
     */
    public int identityBits(ElementType type) {
        return switch (this) {
            case SUM -> type == ElementType.F32 ? F32_NEGATIVE_ZERO : 0;
            case MIN -> switch (type) {
                case U32 -> 0xFFFFFFFF;
                case I32 -> Integer.MAX_VALUE;
                case F32 -> F32_POSITIVE_INFINITY;
            };
            case MAX -> switch (type) {
                case U32 -> 0;
                case I32 -> Integer.MIN_VALUE;
                case F32 -> F32_NEGATIVE_INFINITY;
            };
        };
    }

    /** The code of this operation in the shaders' OP override constant (0 sum, 1 min, 2 max). */
    public int code() {
        return ordinal();
    }
}
