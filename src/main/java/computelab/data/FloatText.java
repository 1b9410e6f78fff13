package computelab.data;

/**
 * The shortest decimal that reads back as the same f32, written the way JavaScript writes numbers
 * ("0.1", "-2.5", "1e-7", "3.4028235e+38"). TeaVM's and older JDKs' Float.toString do not promise the
 * shortest round-trip form, so results must not depend on them. Pure Java: the JVM tests compare it with
 * exact decimal arithmetic.
 */
public final class FloatText {
    /** Relative slack for comparisons done in double (whose own error is below 1e-15 here). */
    private static final double SLACK = 1e-14;

    private FloatText() {
    }

    public static String shortest(float value) {
        if (Float.isNaN(value)) {
            return "NaN";
        }
        if (Float.isInfinite(value)) {
            return value > 0 ? "Infinity" : "-Infinity";
        }
        int bits = Float.floatToRawIntBits(value);
        String sign = bits < 0 ? "-" : "";
        if (value == 0) {
            return sign + "0";
        }
        int magnitudeBits = bits & 0x7FFFFFFF;
        double exact = Float.intBitsToFloat(magnitudeBits);
        // Every decimal strictly between the midpoints to the neighbouring floats reads back as this one
        // (the midpoints are exact in double: a float has 24 significant bits, a double 53).
        double below = Float.intBitsToFloat(magnitudeBits - 1);
        double above = magnitudeBits == 0x7F7FFFFF ? exact + (exact - below) : Float.intBitsToFloat(magnitudeBits + 1);
        double low = (exact + below) / 2;
        double high = (exact + above) / 2;
        // Parsing rounds half to even: a decimal exactly on a midpoint reads back as the even neighbour.
        boolean even = (magnitudeBits & 1) == 0;
        int leading = (int) Math.floor(Math.log10(exact));
        for (int digits = 1; digits <= 17; digits++) {
            int scale = leading - digits + 1;
            long mantissa = Math.round(scaled(exact, -scale));
            double candidate = scaled(mantissa, scale);
            boolean inside = candidate > low * (1 + SLACK) && candidate < high * (1 - SLACK);
            boolean tie = even && (equalsExactly(mantissa, scale, low) || equalsExactly(mantissa, scale, high));
            if (inside || tie) {
                return sign + format(mantissa, scale);
            }
        }
        throw new IllegalStateException("No decimal found for the float bits " + Integer.toHexString(bits));
    }

    /** value * 10^power, dividing by an exact power of ten where possible (one rounding instead of two). */
    private static double scaled(double value, int power) {
        return power >= 0 ? value * powerOf(10, power) : value / powerOf(10, -power);
    }

    /**
     * Whether mantissa * 10^scale is exactly the midpoint {@code boundary}, decided without rounding:
     * a midpoint of two floats has at most 26 significant bits, so the products below are exact in double.
     * (A decimal of 17 digits or fewer can equal a midpoint only for scales in this range.)
     */
    private static boolean equalsExactly(long mantissa, int scale, double boundary) {
        if (scale >= 0) {
            double candidate = mantissa * powerOf(10, Math.min(scale, 22));
            return scale <= 22 && candidate <= 0x1p53 && candidate == boundary;
        }
        if (scale < -11) {
            return false;
        }
        return boundary * powerOf(5, -scale) * powerOf(2, -scale) == (double) mantissa;
    }

    /** base^exponent, exact while the result stays below 2^53 (Math.pow promises no exactness). */
    private static double powerOf(int base, int exponent) {
        if (exponent > 22) {
            return Math.pow(base, exponent);
        }
        double result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }

    /** mantissa * 10^scale without trailing zeros, positional for exponents -6..20 like JavaScript. */
    static String format(long mantissa, int scale) {
        while (mantissa != 0 && mantissa % 10 == 0) {
            mantissa /= 10;
            scale++;
        }
        String digits = Long.toString(mantissa);
        int exponent = digits.length() - 1 + scale;
        if (exponent >= -6 && exponent < 21) {
            if (scale >= 0) {
                return digits + zeros(scale);
            }
            int point = digits.length() + scale;
            if (point > 0) {
                return digits.substring(0, point) + "." + digits.substring(point);
            }
            return "0." + zeros(-point) + digits;
        }
        String fraction = digits.length() > 1 ? "." + digits.substring(1) : "";
        return digits.charAt(0) + fraction + "e" + (exponent > 0 ? "+" : "-") + Math.abs(exponent);
    }

    private static String zeros(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append('0');
        }
        return text.toString();
    }
}
