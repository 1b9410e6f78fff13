package computelab.lab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON writer for result objects: keys keep their insertion order, strings are escaped,
 * non-finite numbers become null. Values are String, Number, Boolean, Json.Obj, List or null.
 */
public final class Json {
    private Json() {
    }

    public static Obj object() {
        return new Obj();
    }

    /** An ordered JSON object. */
    public static final class Obj {
        private final Map<String, Object> fields = new LinkedHashMap<>();

        public Obj put(String key, Object value) {
            fields.put(key, value);
            return this;
        }

        public Obj putAll(Obj other) {
            fields.putAll(other.fields);
            return this;
        }

        public Object get(String key) {
            return fields.get(key);
        }

        /** Every field in order. */
        public void forEach(java.util.function.BiConsumer<String, Object> action) {
            fields.forEach(action);
        }

        /** The field names in their order. */
        public List<String> keys() {
            return new ArrayList<>(fields.keySet());
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            write(this, out);
            return out.toString();
        }
    }

    public static List<Object> list() {
        return new ArrayList<>();
    }

    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Obj obj) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<String, Object> field : obj.fields.entrySet()) {
                if (!first) {
                    out.append(", ");
                }
                first = false;
                quote(field.getKey(), out);
                out.append(": ");
                write(field.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                write(list.get(i), out);
            }
            out.append(']');
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            out.append(Double.isFinite(d) ? number(d) : "null");
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else {
            quote(value.toString(), out);
        }
    }

    private static String number(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return Double.toString(d);
    }

    private static void quote(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000".substring(hex.length())).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
