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
        assertEquals("100%", Numbers.percent(0.99999));
        assertEquals("2.95%", Numbers.percent(0.02951));
        assertEquals("n/a", Numbers.percent(null));
        assertEquals("1.5 MiB", Numbers.bytes(1.5 * 1024 * 1024));
        assertEquals("0 B", Numbers.bytes(0));
        assertEquals("1000 B", Numbers.bytes(1000));
        assertEquals("32.0 KiB", Numbers.bytes(32768));
        assertEquals("2.0 GiB", Numbers.bytes(2.0 * (1 << 30)));
    }

    @Test
    void timesReadInTheUnitThatFitsTheirSize() {
        assertEquals("12.5 µs", Numbers.millis(0.0125));
        assertEquals("150 ms", Numbers.millis(149.97065750000002));
        assertEquals("1.50 s", Numbers.millis(1499.0));
        assertEquals("812 ns", Numbers.millis(0.000812));
        assertEquals("1.00 ms", Numbers.millis(0.9999));
        assertEquals("n/a", Numbers.millis(null));
    }

    @Test
    void bandwidthsAndRatesTakeAnSiPrefix() {
        assertEquals("4.04 TB/s", Numbers.bandwidth(4039.4));
        assertEquals("955 GB/s", Numbers.bandwidth(955.2));
        assertEquals("242 MB/s", Numbers.bandwidth(0.2419));
        assertEquals("960 G elements/s", Numbers.rate(960.2, "elements"));
        assertEquals("1.09 M elements/s", Numbers.rate(0.0010856, "elements"));
        assertEquals("6.06 T cells/s", Numbers.rate(6055.7, "cells"));
        assertEquals("49.5 K keys/s", Numbers.rate(0.0000495, "keys"));
        assertEquals("49.5 keys/s", Numbers.rate(0.0000000495, "keys"));
        assertEquals("1.00 K keys/s", Numbers.rate(0.0000009996, "keys"));
        assertEquals("n/a", Numbers.rate(null, "elem"));
    }

    @Test
    void durationsReadAsATimeLeft() {
        assertEquals("0.4 s", Numbers.duration(0.43));
        assertEquals("9.9 s", Numbers.duration(9.94));
        assertEquals("10 s", Numbers.duration(9.96));
        assertEquals("59 s", Numbers.duration(59.4));
        assertEquals("1 min 0 s", Numbers.duration(59.6));
        assertEquals("4 min 5 s", Numbers.duration(245));
        assertEquals("1 h 5 min", Numbers.duration(3900));
        assertEquals("0.0 s", Numbers.duration(-2));
    }

    @Test
    void countsAreGroupedByThousands() {
        assertEquals("1,048,576", Numbers.count(1 << 20));
        assertEquals("999", Numbers.count(999));
        assertEquals("-4,097", Numbers.count(-4097));
    }

    @Test
    void plainNumbersReadBackExactlyWithoutAnExponent() {
        for (double value : new double[] { 1, 1.3, -2.5, 0.0001, 1e-30, -3.25e-12, 1.5e20, 123456789.125 }) {
            String text = Numbers.plain(value);
            assertEquals(value, Double.parseDouble(text), text);
            assertEquals(-1, text.indexOf('E'), text);
        }
        assertEquals("1", Numbers.plain(1.0));
        assertEquals("1.3", Numbers.plain(1.3));
        assertEquals("0.000000000000000000000000000001", Numbers.plain(1e-30));
        assertEquals("-0.00000000000325", Numbers.plain(-3.25e-12));
        assertEquals("150000000000000000000", Numbers.plain(1.5e20));
    }
}
