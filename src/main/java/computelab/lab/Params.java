package computelab.lab;

import computelab.failure.LabException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of a page's URL (docs/page-contract.md), parsed and checked. Every malformed or
 * out-of-range value raises {@link LabException} with a sentence naming the parameter; nothing is
 * clamped silently. Pure Java, so the JVM tests can feed it anything.
 */
public final class Params {
    private final Map<String, String> values;

    private Params(Map<String, String> values) {
        this.values = values;
    }

    /** Parses {@code a=1&b=x} (a leading {@code ?} is allowed); only the allowed names are accepted. */
    public static Params parse(String query, Collection<String> allowed) {
        Map<String, String> values = new LinkedHashMap<>();
        String body = query == null ? "" : query.startsWith("?") ? query.substring(1) : query;
        for (String pair : body.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
            if (!allowed.contains(name)) {
                throw new LabException("Unknown parameter \"" + name + "\": this page takes "
                        + String.join(", ", allowed) + ".");
            }
            if (values.put(name, value) != null) {
                throw new LabException("The parameter \"" + name + "\" is given twice.");
            }
        }
        return new Params(values);
    }

    public static Params of(Map<String, String> values) {
        return new Params(new LinkedHashMap<>(values));
    }

    /** Percent-decoding with '+' as space, as browsers encode forms; bytes are read as UTF-8. */
    static String decode(String text) {
        byte[] bytes = new byte[text.length() * 3];
        int length = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%') {
                if (i + 2 >= text.length() || hex(text.charAt(i + 1)) < 0 || hex(text.charAt(i + 2)) < 0) {
                    throw new LabException("The URL has a malformed escape near \""
                            + text.substring(i, Math.min(text.length(), i + 3)) + "\": use %XX with two hex digits.");
                }
                bytes[length++] = (byte) (hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)));
                i += 2;
            } else if (c == '+') {
                bytes[length++] = ' ';
            } else {
                for (byte b : String.valueOf(c).getBytes(StandardCharsets.UTF_8)) {
                    bytes[length++] = b;
                }
            }
        }
        return new String(bytes, 0, length, StandardCharsets.UTF_8);
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    public String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    /** A whole number in [min, max]; also accepts {@code 2^k}. */
    public long integer(String name, long fallback, long min, long max) {
        if (!values.containsKey(name)) {
            return fallback;
        }
        String text = values.get(name).trim();
        long value = parseInteger(name, text);
        if (value < min || value > max) {
            throw new LabException("The parameter " + name + " must be between " + min + " and " + max
                    + ", not " + text + ".");
        }
        return value;
    }

    private static long parseInteger(String name, String text) {
        int power = text.indexOf('^');
        if (power > 0 && text.substring(0, power).equals("2")) {
            long exponent = parseDigits(name, text.substring(power + 1), text);
            if (exponent > 62) {
                throw new LabException("The parameter " + name + " is far too large: " + text + ".");
            }
            return 1L << exponent;
        }
        boolean negative = text.startsWith("-");
        long magnitude = parseDigits(name, negative ? text.substring(1) : text, text);
        return negative ? -magnitude : magnitude;
    }

    private static long parseDigits(String name, String digits, String whole) {
        if (digits.isEmpty() || digits.length() > 18) {
            throw notAWholeNumber(name, whole);
        }
        long value = 0;
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c < '0' || c > '9') {
                throw notAWholeNumber(name, whole);
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static LabException notAWholeNumber(String name, String text) {
        return new LabException("The parameter " + name + " must be a whole number (or 2^k), not \"" + text + "\".");
    }

    /** A decimal number in [min, max]. */
    public double number(String name, double fallback, double min, double max) {
        if (!values.containsKey(name)) {
            return fallback;
        }
        String text = values.get(name).trim();
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            value = Double.NaN;
        }
        if (text.isEmpty() || Double.isNaN(value) || text.endsWith("d") || text.endsWith("f")
                || text.endsWith("D") || text.endsWith("F")) {
            throw new LabException("The parameter " + name + " must be a number, not \"" + text + "\".");
        }
        if (value < min || value > max) {
            throw new LabException("The parameter " + name + " must be between " + min + " and " + max
                    + ", not " + text + ".");
        }
        return value;
    }

    /** {@code 1} or {@code 0}. */
    public boolean flag(String name, boolean fallback) {
        if (!values.containsKey(name)) {
            return fallback;
        }
        String text = values.get(name).trim();
        if (text.equals("1")) {
            return true;
        }
        if (text.equals("0")) {
            return false;
        }
        throw new LabException("The parameter " + name + " must be 1 or 0, not \"" + text + "\".");
    }

    /** One of the given names. */
    public String choice(String name, String fallback, List<String> choices) {
        if (!values.containsKey(name)) {
            return fallback;
        }
        String text = values.get(name).trim();
        if (!choices.contains(text)) {
            throw new LabException("Unknown " + name + " \"" + text + "\": choose " + String.join(", ", choices) + ".");
        }
        return text;
    }

    /** A comma-separated list of whole numbers (each may be {@code 2^k}) in [min, max]. */
    public List<Long> integers(String name, List<Long> fallback, long min, long max) {
        if (!values.containsKey(name)) {
            return fallback;
        }
        List<Long> list = new ArrayList<>();
        for (String item : values.get(name).split(",", -1)) {
            list.add(Params.of(Map.of(name, item)).integer(name, 0, min, max));
        }
        return list;
    }

    /** A comma-separated list of names, each one of the choices. */
    public List<String> choices(String name, List<String> fallback, List<String> choices) {
        if (!values.containsKey(name)) {
            return fallback;
        }
        List<String> list = new ArrayList<>();
        for (String item : values.get(name).split(",", -1)) {
            list.add(Params.of(Map.of(name, item)).choice(name, "", choices));
        }
        return list;
    }

    /** The parameters as given, in order. */
    public Map<String, String> asMap() {
        return new LinkedHashMap<>(values);
    }
}
