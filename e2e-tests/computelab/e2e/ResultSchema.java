package computelab.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * docs/result-schema.json, the one description of every page's result, and a checker for the part of
 * JSON Schema (2020-12) it uses: $ref to its own $defs, type (with integer), enum, const, pattern,
 * minimum, properties, required, additionalProperties, items and anyOf. A result checked against a
 * definition gives every way it differs, each with its path ("$.passes[0].medianMs: ...").
 */
final class ResultSchema {
    private final Map<?, ?> root;

    private ResultSchema(Map<?, ?> root) {
        this.root = root;
    }

    private static ResultSchema shared;

    /** The schema of this checkout, read once per test JVM. */
    static synchronized ResultSchema shared() {
        if (shared == null) {
            Path file = Path.of(System.getProperty("user.dir"), "docs", "result-schema.json");
            try {
                shared = new ResultSchema((Map<?, ?>) JsonValue.parse(Files.readString(file)).raw());
            } catch (IOException unreadable) {
                throw new UncheckedIOException(unreadable);
            }
        }
        return shared;
    }

    /** Differences of {@code result} from the whole schema (any of its results). */
    List<String> check(JsonValue result) {
        List<String> errors = new ArrayList<>();
        check(root, result.raw(), "$", errors);
        return errors;
    }

    /** Differences of {@code result} from one definition, e.g. "scan" or "error". */
    List<String> check(JsonValue result, String definition) {
        List<String> errors = new ArrayList<>();
        check(definition(definition), result.raw(), "$", errors);
        return errors;
    }

    private Map<?, ?> definition(String name) {
        Map<?, ?> definitions = (Map<?, ?>) root.get("$defs");
        Map<?, ?> definition = (Map<?, ?>) definitions.get(name);
        if (definition == null) {
            throw new IllegalArgumentException("The schema has no definition \"" + name + "\"");
        }
        return definition;
    }

    private void check(Map<?, ?> schema, Object value, String path, List<String> errors) {
        if (schema.containsKey("$ref")) {
            String ref = (String) schema.get("$ref");
            check(definition(ref.substring(ref.lastIndexOf('/') + 1)), value, path, errors);
        }
        if (schema.containsKey("type") && !typeMatches(schema.get("type"), value)) {
            errors.add(path + ": " + kind(value) + " " + shown(value) + " where the schema wants " + schema.get("type"));
            return;
        }
        if (schema.containsKey("const") && !same(schema.get("const"), value)) {
            errors.add(path + ": " + shown(value) + " where the schema wants " + shown(schema.get("const")));
        }
        if (schema.containsKey("enum") && ((List<?>) schema.get("enum")).stream().noneMatch(e -> same(e, value))) {
            errors.add(path + ": " + shown(value) + " is none of " + schema.get("enum"));
        }
        if (value instanceof String text && schema.containsKey("pattern")
                && !Pattern.compile((String) schema.get("pattern")).matcher(text).find()) {
            errors.add(path + ": " + shown(value) + " does not match " + schema.get("pattern"));
        }
        if (value instanceof Double number && schema.containsKey("minimum")
                && number < (Double) schema.get("minimum")) {
            errors.add(path + ": " + shown(value) + " is below " + schema.get("minimum"));
        }
        if (schema.containsKey("anyOf")) {
            anyOf((List<?>) schema.get("anyOf"), value, path, errors);
        }
        if (value instanceof Map<?, ?> object) {
            checkObject(schema, object, path, errors);
        }
        if (value instanceof List<?> list && schema.get("items") instanceof Map<?, ?> items) {
            for (int i = 0; i < list.size(); i++) {
                check(items, list.get(i), path + "[" + i + "]", errors);
            }
        }
    }

    /** Passes when one branch passes; else gives the differences of the branch that came closest. */
    private void anyOf(List<?> branches, Object value, String path, List<String> errors) {
        List<String> closest = null;
        for (Object branch : branches) {
            List<String> branchErrors = new ArrayList<>();
            check((Map<?, ?>) branch, value, path, branchErrors);
            if (branchErrors.isEmpty()) {
                return;
            }
            if (closest == null || branchErrors.size() < closest.size()) {
                closest = branchErrors;
            }
        }
        errors.addAll(closest);
    }

    private void checkObject(Map<?, ?> schema, Map<?, ?> object, String path, List<String> errors) {
        Map<?, ?> properties = schema.get("properties") instanceof Map<?, ?> map ? map : Map.of();
        if (schema.get("required") instanceof List<?> required) {
            for (Object name : required) {
                if (!object.containsKey(name)) {
                    errors.add(path + ": no field \"" + name + "\"");
                }
            }
        }
        for (Map.Entry<?, ?> field : object.entrySet()) {
            String fieldPath = path + "." + field.getKey();
            if (properties.get(field.getKey()) instanceof Map<?, ?> property) {
                check(property, field.getValue(), fieldPath, errors);
            } else if (Boolean.FALSE.equals(schema.get("additionalProperties"))) {
                errors.add(fieldPath + ": a field the schema does not declare");
            } else if (schema.get("additionalProperties") instanceof Map<?, ?> others) {
                check(others, field.getValue(), fieldPath, errors);
            }
        }
    }

    private static boolean typeMatches(Object type, Object value) {
        if (type instanceof List<?> types) {
            return types.stream().anyMatch(one -> typeMatches(one, value));
        }
        return switch ((String) type) {
            case "integer" -> value instanceof Double number && number == Math.rint(number);
            default -> type.equals(kind(value));
        };
    }

    private static String kind(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Map) {
            return "object";
        }
        if (value instanceof List) {
            return "array";
        }
        if (value instanceof String) {
            return "string";
        }
        return value instanceof Boolean ? "boolean" : "number";
    }

    private static boolean same(Object expected, Object value) {
        return Objects.equals(expected, value);
    }

    private static String shown(Object value) {
        String text = value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
        return text.length() > 60 ? text.substring(0, 57) + "..." : text;
    }
}
