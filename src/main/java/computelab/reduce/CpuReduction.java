package computelab.reduce;

import computelab.data.ElementType;

/**
 * The CPU reference for pages and the bench: integer reductions exactly as 32-bit hardware does them
 * (sums wrap modulo 2^32), f32 sums in float64 so the GPU's rounding error can be measured against them.
 */
public final class CpuReduction {
    /**
     * The largest accepted error of a GPU f32 sum, relative to the sum of magnitudes. Every algorithm here
     * adds at most about log2(n) levels of tree plus 16 values in sequence per lane: its rounding error
     * stays below (30 + 16) * 2^-24, about 3e-6, of the sum of magnitudes; this leaves a margin of three.
     */
    public static final double F32_SUM_TOLERANCE = 1e-5;

    private CpuReduction() {
    }

    /** u32 or i32 values as 32-bit patterns. */
    public static ReducedValue reduce(int[] values, ElementType type, ReduceOp op) {
        if (!type.isInteger()) {
            throw new IllegalArgumentException("f32 values come as a float[]");
        }
        return new ReducedValue(type, fold(op.identityBits(type), values, type, op));
    }

    /** {@code result} combined with every value: how a reduction of an array goes on chunk by chunk. */
    public static int fold(int result, int[] values, ElementType type, ReduceOp op) {
        for (int v : values) {
            result = switch (op) {
                case SUM -> result + v;
                case MIN -> type == ElementType.U32 ? unsignedMin(result, v) : Math.min(result, v);
                case MAX -> type == ElementType.U32 ? unsignedMax(result, v) : Math.max(result, v);
            };
        }
        return result;
    }

    /** f32 min and max exactly; the sum as the float nearest to the float64 sum. */
    public static ReducedValue reduce(float[] values, ReduceOp op) {
        float result = Float.intBitsToFloat(op.identityBits(ElementType.F32));
        if (op == ReduceOp.SUM) {
            return ReducedValue.ofFloat(values.length == 0 ? result : (float) sum(values));
        }
        return ReducedValue.ofFloat(fold(result, values, op));
    }

    /** The f32 minimum or maximum of {@code result} and every value. */
    public static float fold(float result, float[] values, ReduceOp op) {
        for (float v : values) {
            result = op == ReduceOp.MIN ? Math.min(result, v) : Math.max(result, v);
        }
        return result;
    }

    public static double sum(float[] values) {
        double sum = 0;
        for (float v : values) {
            sum += v;
        }
        return sum;
    }

    public static double sumOfMagnitudes(float[] values) {
        double sum = 0;
        for (float v : values) {
            sum += Math.abs(v);
        }
        return sum;
    }

    /**
     * The contract's error of an f32 sum: |value - sum| / max(1, sum of |x|). A float sum's error is
     * bounded relative to the sum of magnitudes, not to the result, which may be near zero.
     */
    public static double relativeError(double value, double sum, double sumOfMagnitudes) {
        return Math.abs(value - sum) / Math.max(1, sumOfMagnitudes);
    }

    private static int unsignedMin(int a, int b) {
        return Integer.compareUnsigned(a, b) <= 0 ? a : b;
    }

    private static int unsignedMax(int a, int b) {
        return Integer.compareUnsigned(a, b) >= 0 ? a : b;
    }
}
