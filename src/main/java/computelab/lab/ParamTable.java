package computelab.lab;

import computelab.failure.LabException;
import computelab.gpu.DeviceFacts;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A page's parameters in form order, the one declaration a page has of them: the form is built from
 * it, URLs are read by it into a typed {@link Request} (defaults filled in for the device, every value
 * checked), and queries are written back from requests. Every page takes {@link #RUN} besides its own.
 */
public final class ParamTable {
    /** {@code run=1} starts the run as soon as the GPU is ready. */
    public static final Param<Boolean> RUN = Param.flag("run", "Run at once", false).hidden();

    private final List<Param<?>> params;

    private ParamTable(List<Param<?>> params) {
        this.params = List.copyOf(params);
    }

    public static ParamTable of(Param<?>... params) {
        return of(List.of(params));
    }

    /** The page's own parameters, then hidden ones it shares with other pages (its tuning). */
    public static ParamTable of(List<? extends Param<?>> params, List<? extends Param<?>> more) {
        List<Param<?>> all = new ArrayList<>(params);
        all.addAll(more);
        return of(all);
    }

    public static ParamTable of(List<? extends Param<?>> params) {
        List<Param<?>> all = new ArrayList<>();
        all.add(RUN);
        all.addAll(params);
        List<String> names = new ArrayList<>();
        for (Param<?> param : all) {
            if (names.contains(param.name())) {
                throw new IllegalArgumentException("The parameter " + param.name() + " is declared twice.");
            }
            names.add(param.name());
        }
        return new ParamTable(all);
    }

    /** Every parameter, {@code run} first, in form order. */
    public List<Param<?>> params() {
        return params;
    }

    /** The parameters the form shows. */
    public List<Param<?>> shown() {
        List<Param<?>> shown = new ArrayList<>();
        for (Param<?> param : params) {
            if (!param.isHidden()) {
                shown.add(param);
            }
        }
        return shown;
    }

    public List<String> names() {
        List<String> names = new ArrayList<>();
        for (Param<?> param : params) {
            names.add(param.name());
        }
        return names;
    }

    /** The parameter of that name, or null. */
    public Param<?> named(String name) {
        for (Param<?> param : params) {
            if (param.name().equals(name)) {
                return param;
            }
        }
        return null;
    }

    /** A URL's query ({@code a=1&b=x}, a leading {@code ?} allowed) read and checked for this device. */
    public Request parse(String query, DeviceFacts device) {
        return read(texts(query), device);
    }

    /**
     * The texts a query gives, by name, decoded but not yet checked: what the form shows when a value is
     * wrong. Unknown names, names given twice and malformed escapes are errors here already.
     */
    public Map<String, String> texts(String query) {
        Asked asked = asked(query);
        if (asked.mistake() != null) {
            throw asked.mistake();
        }
        return asked.texts();
    }

    /**
     * What a query asks for, read as far as it goes: the texts of the names this page takes (decoded but
     * not yet checked; a name given twice keeps its first text; a value with a malformed escape as it
     * stands), and the first mistake found on the way (an unknown name, a name given twice, a malformed
     * escape), or null. A page shows these texts in its form whatever the mistake, so a person sees what
     * the URL asked for and can correct it there.
     */
    public Asked asked(String query) {
        Map<String, String> texts = new LinkedHashMap<>();
        LabException mistake = null;
        String body = query == null ? "" : query.startsWith("?") ? query.substring(1) : query;
        for (String pair : body.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name;
            try {
                name = decode(equals < 0 ? pair : pair.substring(0, equals));
            } catch (LabException malformed) {
                mistake = mistake != null ? mistake : malformed;
                continue;
            }
            String raw = equals < 0 ? "" : pair.substring(equals + 1);
            LabException wrong = null;
            String value;
            try {
                value = decode(raw);
            } catch (LabException malformed) {
                value = raw;
                wrong = new BadParameter(name, malformed.getMessage());
            }
            if (named(name) == null) {
                wrong = unknown(name);
            } else if (texts.containsKey(name)) {
                wrong = new BadParameter(name, "The parameter " + name + " is given twice.");
            } else {
                texts.put(name, value);
            }
            mistake = mistake != null ? mistake : wrong;
        }
        return new Asked(texts, mistake);
    }

    /** The texts a query gives by name, and the first mistake in it (null: none). */
    public record Asked(Map<String, String> texts, LabException mistake) {
    }

    private LabException unknown(String name) {
        return new LabException("Unknown parameter \"" + LabException.quotable(name) + "\": this page takes "
                + String.join(", ", names()) + ".");
    }

    /** Texts by name (missing ones take their defaults) read and checked for this device (null: none yet). */
    public Request read(Map<String, String> texts, DeviceFacts device) {
        for (String name : texts.keySet()) {
            if (named(name) == null) {
                throw unknown(name);
            }
        }
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, String> given = new LinkedHashMap<>();
        for (Param<?> param : params) {
            String text = texts.get(param.name());
            boolean present = text != null && !(text.trim().isEmpty() && param.optional());
            values.put(param.name(), present ? param.read(text, device) : param.defaultValue(device));
            if (present) {
                given.put(param.name(), text.trim());
            }
        }
        return new Request(this, device, values, given);
    }

    /** Every parameter at its default for this device. */
    public Request defaults(DeviceFacts device) {
        return read(Map.of(), device);
    }

    /**
     * The URL query of texts by name, in table order: {@code run=1} first when {@code run} is true, the
     * texts of every other parameter as given (the caller leaves out what it wants defaulted).
     */
    public String query(Map<String, String> texts, boolean run) {
        StringBuilder query = new StringBuilder(run ? "run=1" : "");
        for (Param<?> param : params) {
            String text = texts.get(param.name());
            if (param == RUN || text == null) {
                continue;
            }
            if (query.length() > 0) {
                query.append('&');
            }
            query.append(param.name()).append('=').append(encode(text));
        }
        return query.toString();
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

    /**
     * Percent-encoding for a query value: letters, digits and {@code -_.~^,/:*!} stay as they are so
     * URLs stay readable ({@code n=2^20}, {@code rule=B3/S23}, {@code at=10,20}); everything else,
     * {@code +} included, is escaped.
     */
    public static String encode(String text) {
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-_.~^,/:*!".indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        return out.toString();
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
}
