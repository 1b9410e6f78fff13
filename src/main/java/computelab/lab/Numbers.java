package computelab.lab;

/** Numbers for people in tables and charts: a few significant digits, no exponent notation. */
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

    /** A fraction as a percentage, e.g. 0.4123 -> "41.2%". */
    public static String percent(Double fraction) {
        return fraction == null || !Double.isFinite(fraction) ? "n/a" : fixed(fraction * 100, 1) + "%";
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
