package computelab.rd;

/**
 * IEEE 754 half precision (binary16) on the CPU: the bits of the f16 nearest to an f32 (ties to even,
 * as the GPU converts), and back. Pure integer work on the float's bits, so it is the same on the JVM
 * and in the compiled script.
 */
public final class HalfFloat {
    private HalfFloat() {
    }

    /** The 16 bits of the half nearest to {@code value}; too large gives infinity, NaN stays NaN. */
    public static int toBits(float value) {
        int bits = Float.floatToIntBits(value);
        int sign = (bits >>> 16) & 0x8000;
        int exponent = (bits >>> 23) & 0xFF;
        int mantissa = bits & 0x7FFFFF;
        if (exponent == 0xFF) {
            return sign | 0x7C00 | (mantissa != 0 ? 0x200 : 0);
        }
        int halfExponent = exponent - 127 + 15;
        if (halfExponent >= 0x1F) {
            return sign | 0x7C00;
        }
        if (halfExponent >= 1) {
            // Keep the top 10 of the 23 mantissa bits; a carry out of them moves into the exponent, as it should.
            return sign | roundedShift((halfExponent << 10) | (mantissa >>> 13), mantissa & 0x1FFF, 13);
        }
        // Subnormal in half: the value counted in units of 2^-24.
        int shift = 14 - halfExponent;
        if (shift > 24) {
            return sign;
        }
        int full = mantissa | 0x800000;
        return sign | roundedShift(full >>> shift, full & ((1 << shift) - 1), shift);
    }

    /** {@code kept} rounded to nearest, ties to even, given the {@code shift} low bits dropped from it. */
    private static int roundedShift(int kept, int dropped, int shift) {
        int halfway = 1 << (shift - 1);
        return dropped > halfway || dropped == halfway && (kept & 1) != 0 ? kept + 1 : kept;
    }

    /** The half with these 16 bits, exactly, as an f32. */
    public static float fromBits(int half) {
        int sign = (half & 0x8000) << 16;
        int exponent = (half >>> 10) & 0x1F;
        int mantissa = half & 0x3FF;
        if (exponent == 0) {
            float magnitude = mantissa * 0x1p-24f;
            return sign != 0 ? -magnitude : magnitude;
        }
        if (exponent == 0x1F) {
            return Float.intBitsToFloat(sign | 0x7F800000 | (mantissa << 13));
        }
        return Float.intBitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
    }

    /** {@code value} rounded to the nearest half, as an f32. */
    public static float round(float value) {
        return fromBits(toBits(value));
    }
}
