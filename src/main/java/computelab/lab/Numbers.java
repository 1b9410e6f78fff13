package computelab.lab;

import computelab.data.FloatText;

/**
 * Numbers for people, the same on every page: three significant digits with a unit chosen for the
 * value (12.5 µs, 150 ms, 4.04 TB/s, 960 G elements/s), fractions as percentages, no exponent notation.
 * The result JSON keeps the exact values; these are for what a person reads.
 */
public final class Numbers {
    private Numbers() {
    }

    /**
     * {@code value} with about {@code digits} significant digits (whole numbers keep all their digits),
     * e.g. 0.012345 -> "0.01235", 1234.5 -> "1235"; "n/a" for null or non-finite values.
     */
    public static String significant(Double value, int digits) {
        if (value == null || !Double.isFinite(value)) {
            return "n/a";
        }
        double magnitude = Math.abs(value);
        int decimals = 0;
        if (magnitude > 0) {
            int exponent = (int) Math.floor(Math.log10(magnitude));
            // 99.96 rounds to 100.0: a value that rounds up to the next power of ten has one digit fewer after the point.
            double scale = Math.pow(10, digits - 1 - exponent);
            if (Math.round(magnitude * scale) >= Math.pow(10, digits)) {
                exponent++;
            }
            decimals = Math.max(0, Math.min(9, digits - 1 - exponent));
        }
        return fixed(value, decimals);
    }

    /** {@code value} rounded to {@code decimals} places, written out in full. */
    public static String fixed(double value, int decimals) {
        long scale = 1;
        for (int i = 0; i < decimals; i++) {
            scale *= 10;
        }
        long scaled = Math.round(Math.abs(value) * scale);
        String sign = value < 0 && scaled != 0 ? "-" : "";
        String whole = Long.toString(scaled / scale);
        if (decimals == 0) {
            return sign + whole;
        }
        String fraction = Long.toString(scaled % scale);
        while (fraction.length() < decimals) {
            fraction = "0" + fraction;
        }
        return sign + whole + "." + fraction;
    }

    /** Digits people read: three significant ones. */
    private static final int DIGITS = 3;
    private static final String[] TIME_UNITS = { "ns", "µs", "ms", "s" };
    private static final String[] PREFIXES = { "", "k", "M", "G", "T", "P" };
    /** Counts in thousands, millions, ...: apart from the item ("49.5 K keys/s"), unlike a unit's prefix. */
    private static final String[] MULTIPLIERS = { "", "K ", "M ", "G ", "T ", "P " };

    /** A fraction as a percentage with three significant digits, e.g. 0.4123 -> "41.2%", 0.0295 -> "2.95%". */
    public static String percent(Double fraction) {
        return fraction == null || !Double.isFinite(fraction) ? "n/a" : significant(fraction * 100, DIGITS) + "%";
    }

    /** A duration given in milliseconds, in ns, µs, ms or s: 0.0125 -> "12.5 µs", 149.97 -> "150 ms". */
    public static String millis(Double millis) {
        if (millis == null || !Double.isFinite(millis)) {
            return "n/a";
        }
        double value = millis * 1e6;
        int unit = 0;
        while (Math.abs(value) >= 999.5 && unit < TIME_UNITS.length - 1) {
            value /= 1000;
            unit++;
        }
        return significant(value, DIGITS) + " " + TIME_UNITS[unit];
    }

    /** Bytes per second given in GB/s, in MB/s, GB/s or TB/s: 4039.4 -> "4.04 TB/s". */
    public static String bandwidth(Double gigabytesPerSecond) {
        return scaled(gigabytesPerSecond == null ? null : gigabytesPerSecond * 1e9, "B/s");
    }

    /**
     * Items per second given in billions, with a multiplier a person reads apart from the item:
     * 960.2 -> "960 G elements/s", 0.0000495 -> "49.5 K keys/s", 0.0000000495 -> "49.5 keys/s".
     */
    public static String rate(Double billionsPerSecond, String item) {
        if (billionsPerSecond == null || !Double.isFinite(billionsPerSecond)) {
            return "n/a";
        }
        double scaled = billionsPerSecond * 1e9;
        int multiplier = 0;
        while (Math.abs(scaled) >= 999.5 && multiplier < MULTIPLIERS.length - 1) {
            scaled /= 1000;
            multiplier++;
        }
        return significant(scaled, DIGITS) + " " + MULTIPLIERS[multiplier] + item + "/s";
    }

    /**
     * A wall-clock duration given in seconds, as a person reads a time left: "4.2 s", "42 s",
     * "4 min 5 s", "1 h 5 min".
     */
    public static String duration(double seconds) {
        if (!Double.isFinite(seconds)) {
            return "n/a";
        }
        double value = Math.max(0, seconds);
        if (value < 9.95) {
            return fixed(value, 1) + " s";
        }
        long whole = Math.round(value);
        if (whole < 60) {
            return whole + " s";
        }
        if (whole < 3600) {
            return whole / 60 + " min " + whole % 60 + " s";
        }
        long minutes = Math.round(value / 60);
        return minutes / 60 + " h " + minutes % 60 + " min";
    }

    /**
     * A number as a person types it, exactly enough to read back the same double: whole numbers without
     * a point (1, not 1.0), others in the shortest decimal form and never with an exponent (0.0001).
     */
    public static String plain(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        String shortest = Double.toString(value);
        int e = shortest.indexOf('E');
        if (e < 0) {
            return shortest;
        }
        // d.dddE-n (or E+n): the same digits with the point moved, so 1e-30 keeps its digit.
        String sign = value < 0 ? "-" : "";
        String mantissa = shortest.substring(sign.length(), e);
        int exponent = Integer.parseInt(shortest.substring(e + 1));
        int point = mantissa.indexOf('.');
        String digits = mantissa.substring(0, point) + mantissa.substring(point + 1);
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        digits = digits.substring(0, end);
        int whole = point + exponent;
        if (whole <= 0) {
            return sign + "0." + "0".repeat(-whole) + digits;
        }
        if (whole >= digits.length()) {
            return sign + digits + "0".repeat(whole - digits.length());
        }
        return sign + digits.substring(0, whole) + "." + digits.substring(whole);
    }

    /**
     * An f32 value (results carry it as the double it widens to) as the shortest decimal that reads back
     * as the same f32: 0.4581521, not the double's 0.4581521153450012.
     */
    public static String f32(double value) {
        return FloatText.shortest((float) value);
    }

    /** A count with thousands separated, e.g. 1048576 -> "1,048,576". */
    public static String count(long value) {
        String digits = Long.toString(Math.abs(value));
        StringBuilder grouped = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                grouped.append(',');
            }
            grouped.append(digits.charAt(i));
        }
        return (value < 0 ? "-" : "") + grouped;
    }

    /** A value with the SI prefix that keeps it under 1000: 4.04e12 "B/s" -> "4.04 TB/s". */
    private static String scaled(Double value, String unit) {
        if (value == null || !Double.isFinite(value)) {
            return "n/a";
        }
        double scaled = value;
        int prefix = 0;
        while (Math.abs(scaled) >= 999.5 && prefix < PREFIXES.length - 1) {
            scaled /= 1000;
            prefix++;
        }
        return significant(scaled, DIGITS) + " " + PREFIXES[prefix] + unit;
    }

    /** Bytes in the largest binary unit that keeps the number at least 1, with one decimal. */
    public static String bytes(double bytes) {
        String[] units = { "B", "KiB", "MiB", "GiB", "TiB" };
        int unit = 0;
        double value = bytes;
        while (Math.abs(value) >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return (unit == 0 ? fixed(value, 0) : fixed(value, 1)) + " " + units[unit];
    }
}
