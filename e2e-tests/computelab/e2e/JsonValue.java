package computelab.e2e;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A parsed JSON value for assertions on page results: objects, arrays, strings, numbers, booleans, null. */
public final class JsonValue {
    private final Object value;

    private JsonValue(Object value) {
        this.value = value;
    }

    public static JsonValue parse(String text) {
        Parser parser = new Parser(text);
        Object value = parser.value();
        parser.skipSpace();
        if (parser.at < text.length()) {
            throw new IllegalArgumentException("Trailing text in JSON at " + parser.at + ": " + text);
        }
        return new JsonValue(value);
    }

    public JsonValue get(String key) {
        if (!(value instanceof Map<?, ?> map) || !map.containsKey(key)) {
            throw new AssertionError("No field \"" + key + "\" in " + this);
        }
        return new JsonValue(map.get(key));
    }

    public boolean has(String key) {
        return value instanceof Map<?, ?> map && map.containsKey(key);
    }

    /** An object's field names in their order in the text. */
    public List<String> keys() {
        if (!(value instanceof Map<?, ?> map)) {
            throw new AssertionError("Not an object: " + this);
        }
        List<String> keys = new ArrayList<>();
        for (Object key : map.keySet()) {
            keys.add((String) key);
        }
        return keys;
    }

    public JsonValue at(int index) {
        return new JsonValue(((List<?>) value).get(index));
    }

    public int size() {
        return value instanceof List<?> list ? list.size() : ((Map<?, ?>) value).size();
    }

    public String text() {
        return (String) value;
    }

    public double number() {
        return (Double) value;
    }

    public boolean bool() {
        return (Boolean) value;
    }

    public boolean isObject() {
        return value instanceof Map<?, ?>;
    }

    public boolean isNull() {
        return value == null;
    }

    /** The parsed value itself: a Map, List, String, Double, Boolean or null. */
    Object raw() {
        return value;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    private static final class Parser {
        private final String text;
        private int at;

        Parser(String text) {
            this.text = text;
        }

        void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        Object value() {
            skipSpace();
            char c = text.charAt(at);
            if (c == '{') {
                Map<String, Object> map = new LinkedHashMap<>();
                at++;
                skipSpace();
                if (text.charAt(at) == '}') {
                    at++;
                    return map;
                }
                do {
                    skipSpace();
                    String key = string();
                    skipSpace();
                    expect(':');
                    map.put(key, value());
                    skipSpace();
                } while (text.charAt(at++) == ',');
                check(text.charAt(at - 1) == '}');
                return map;
            }
            if (c == '[') {
                List<Object> list = new ArrayList<>();
                at++;
                skipSpace();
                if (text.charAt(at) == ']') {
                    at++;
                    return list;
                }
                do {
                    list.add(value());
                    skipSpace();
                } while (text.charAt(at++) == ',');
                check(text.charAt(at - 1) == ']');
                return list;
            }
            if (c == '"') {
                return string();
            }
            for (String word : new String[] { "true", "false", "null" }) {
                if (text.startsWith(word, at)) {
                    at += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
            check(at > start);
            return Double.valueOf(text.substring(start, at));
        }

        String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (text.charAt(at) != '"') {
                char c = text.charAt(at++);
                if (c == '\\') {
                    char e = text.charAt(at++);
                    switch (e) {
                        case 'n' -> out.append('\n');
                        case 't' -> out.append('\t');
                        case 'r' -> out.append('\r');
                        case 'b' -> out.append('\b');
                        case 'f' -> out.append('\f');
                        case 'u' -> {
                            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                            at += 4;
                        }
                        default -> out.append(e);
                    }
                } else {
                    out.append(c);
                }
            }
            at++;
            return out.toString();
        }

        void expect(char c) {
            check(text.charAt(at) == c);
            at++;
        }

        void check(boolean ok) {
            if (!ok) {
                throw new IllegalArgumentException("Malformed JSON at " + at + ": " + text);
            }
        }
    }
}
