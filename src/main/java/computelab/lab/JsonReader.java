package computelab.lab;

import computelab.failure.LabException;
import java.util.List;

/**
 * Reads JSON text into the values {@link Json} writes: Json.Obj, List, Double, String, Boolean and null.
 * For files a person gives the page (an earlier bench result); a malformed text is a LabException
 * saying where.
 */
public final class JsonReader {
    private final String text;
    private int at;

    private JsonReader(String text) {
        this.text = text;
    }

    public static Object read(String text) {
        JsonReader reader = new JsonReader(text);
        Object value = reader.value();
        reader.space();
        if (reader.at < text.length()) {
            throw reader.error("text after the end of the JSON value");
        }
        return value;
    }

    private Object value() {
        space();
        if (at >= text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return word("true", Boolean.TRUE);
            case 'f':
                return word("false", Boolean.FALSE);
            case 'n':
                return word("null", null);
            default:
                if (c == '-' || c >= '0' && c <= '9') {
                    return number();
                }
                throw error("unexpected '" + c + "'");
        }
    }

    private Json.Obj object() {
        Json.Obj object = Json.object();
        at++;
        space();
        if (peek('}')) {
            at++;
            return object;
        }
        while (true) {
            space();
            if (!peek('"')) {
                throw error("a field name in quotes was expected");
            }
            String key = string();
            space();
            expect(':');
            object.put(key, value());
            space();
            if (peek(',')) {
                at++;
            } else {
                expect('}');
                return object;
            }
        }
    }

    private List<Object> array() {
        List<Object> list = Json.list();
        at++;
        space();
        if (peek(']')) {
            at++;
            return list;
        }
        while (true) {
            list.add(value());
            space();
            if (peek(',')) {
                at++;
            } else {
                expect(']');
                return list;
            }
        }
    }

    private String string() {
        StringBuilder out = new StringBuilder();
        at++;
        while (at < text.length()) {
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) {
                break;
            }
            char escaped = text.charAt(at++);
            switch (escaped) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    try {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException bad) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    at += 4;
                }
                default -> out.append(escaped);
            }
        }
        throw error("a string is not closed");
    }

    private Double number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        try {
            return Double.parseDouble(text.substring(start, at));
        } catch (NumberFormatException bad) {
            at = start;
            throw error("a malformed number");
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("unexpected '" + text.charAt(at) + "'");
        }
        at += word.length();
        return value;
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("'" + c + "' was expected");
        }
        at++;
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private LabException error(String what) {
        return new LabException("This is not valid JSON: " + what
                + (at < text.length() ? " at character " + (at + 1) : " at the end of the text") + ".");
    }
}
