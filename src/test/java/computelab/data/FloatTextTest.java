package computelab.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FloatTextTest {

    /** Random bit patterns: every exponent, subnormals and signs, 20,000 of them (a BigDecimal search each). */
    @Test
    void everyFloatReadsBackFromItsTextWithTheFewestDigitsPossible() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            float value = Float.intBitsToFloat(random.nextInt());
            if (Float.isNaN(value) || Float.isInfinite(value)) {
                continue;
            }
            String text = FloatText.shortest(value);
            assertEquals(Float.floatToRawIntBits(value), Float.floatToRawIntBits(Float.parseFloat(text)),
                    () -> text + " does not read back as " + value);
            assertEquals(fewestDigits(value), significantDigits(text), () -> text + " for " + value);
        }
    }

    @Test
    void valuesOfTheContractInputsAndTheirSumsRoundTrip() {
        for (int k = 0; k < (1 << 24); k += 977) {
            float value = k / 16777216f - 0.5f;
            assertEquals(value, Float.parseFloat(FloatText.shortest(value)));
        }
    }

    @Test
    void textLooksLikeJavaScriptNumbers() {
        assertEquals("0", FloatText.shortest(0f));
        assertEquals("-0", FloatText.shortest(-0f));
        assertEquals("1", FloatText.shortest(1f));
        assertEquals("-2.5", FloatText.shortest(-2.5f));
        assertEquals("0.1", FloatText.shortest(0.1f));
        assertEquals("123456.79", FloatText.shortest(123456.789f));
        assertEquals("16777216", FloatText.shortest(16777216f));
        assertEquals("1e-7", FloatText.shortest(1e-7f));
        assertEquals("0.000001", FloatText.shortest(1e-6f));
        assertEquals("1e+21", FloatText.shortest(1e21f));
        assertEquals("100000000000000000000", FloatText.shortest(1e20f));
        assertEquals("3.4028235e+38", FloatText.shortest(Float.MAX_VALUE));
        assertEquals("1e-45", FloatText.shortest(Float.MIN_VALUE));
        assertEquals("1.1754944e-38", FloatText.shortest(Float.MIN_NORMAL));
        assertEquals("Infinity", FloatText.shortest(Float.POSITIVE_INFINITY));
        assertEquals("-Infinity", FloatText.shortest(Float.NEGATIVE_INFINITY));
        assertEquals("NaN", FloatText.shortest(Float.NaN));
    }

    /** The fewest significant digits that read back as the value, by exact decimal arithmetic. */
    private static int fewestDigits(float value) {
        BigDecimal exact = new BigDecimal(value);
        for (int digits = 1; digits <= 9; digits++) {
            BigDecimal rounded = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (Float.parseFloat(rounded.toString()) == value) {
                return digits;
            }
        }
        throw new AssertionError("a float never needs more than 9 digits: " + value);
    }

    private static int significantDigits(String text) {
        String mantissa = text.replace("-", "").split("e")[0].replace(".", "");
        return mantissa.replaceAll("^0+", "").replaceAll("0+$", "").length();
    }
}
