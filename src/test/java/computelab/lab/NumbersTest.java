package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NumbersTest {
    @Test
    void significantDigitsWithoutExponents() {
        assertEquals("0.01235", Numbers.significant(0.012345, 4));
        assertEquals("1235", Numbers.significant(1234.5, 4));
        assertEquals("123457", Numbers.significant(123456.7, 4));
        assertEquals("2.500", Numbers.significant(2.5, 4));
        assertEquals("0", Numbers.significant(0.0, 4));
        assertEquals("-0.5000", Numbers.significant(-0.5, 4));
        assertEquals("n/a", Numbers.significant(null, 4));
        assertEquals("n/a", Numbers.significant(Double.NaN, 4));
    }

    @Test
    void percentagesAndByteSizes() {
        assertEquals("41.2%", Numbers.percent(0.41234));
        assertEquals("100.0%", Numbers.percent(0.99999));
        assertEquals("n/a", Numbers.percent(null));
        assertEquals("1.5 MiB", Numbers.bytes(1.5 * 1024 * 1024));
        assertEquals("0 B", Numbers.bytes(0));
        assertEquals("1000 B", Numbers.bytes(1000));
        assertEquals("32.0 KiB", Numbers.bytes(32768));
        assertEquals("2.0 GiB", Numbers.bytes(2.0 * (1 << 30)));
    }
}
