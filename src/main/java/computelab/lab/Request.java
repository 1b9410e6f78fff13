package computelab.lab;

import computelab.gpu.DeviceFacts;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a page was asked to do: every parameter of its {@link ParamTable} with a checked, typed value
 * (given, or the default for the device it was read for). Immutable; {@link #with} makes a changed copy,
 * {@link #query} writes it back as a URL query.
 */
public final class Request {
    private final ParamTable table;
    private final DeviceFacts device;
    private final Map<String, Object> values;
    private final Map<String, String> given;

    Request(ParamTable table, DeviceFacts device, Map<String, Object> values, Map<String, String> given) {
        this.table = table;
        this.device = device;
        this.values = Map.copyOf(withoutNulls(values));
        this.given = new LinkedHashMap<>(given);
    }

    private static Map<String, Object> withoutNulls(Map<String, Object> values) {
        Map<String, Object> present = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            if (value != null) {
                present.put(name, value);
            }
        });
        return present;
    }

    /** The value of a parameter of this request's table (null: an optional parameter not given). */
    @SuppressWarnings("unchecked")
    public <T> T get(Param<T> param) {
        requireOwn(param);
        return (T) values.get(param.name());
    }

    /** Whether the parameter was given rather than defaulted. */
    public boolean given(Param<?> param) {
        requireOwn(param);
        return given.containsKey(param.name());
    }

    /** The text of a parameter as given, or its value written as text. */
    public String text(Param<?> param) {
        requireOwn(param);
        return given.containsKey(param.name()) ? given.get(param.name()) : textOf(param);
    }

    /** The given parameters' texts, in the order they were given. */
    public Map<String, String> givenTexts() {
        return new LinkedHashMap<>(given);
    }

    public ParamTable table() {
        return table;
    }

    /** The same request with one parameter given as {@code value}, checked as if typed. */
    public <T> Request with(Param<T> param, T value) {
        requireOwn(param);
        Map<String, String> texts = new LinkedHashMap<>(given);
        if (value == null) {
            texts.remove(param.name());
        } else {
            texts.put(param.name(), param.write(value));
        }
        return table.read(texts, device);
    }

    /** The same request with a parameter back at its default. */
    public Request without(Param<?> param) {
        requireOwn(param);
        Map<String, String> texts = new LinkedHashMap<>(given);
        texts.remove(param.name());
        return table.read(texts, device);
    }

    /**
     * The URL query that asks for this request: the given parameters in table order, {@code run} left
     * out; {@code run=1} first when {@code run} is true.
     */
    public String query(boolean run) {
        return table.query(given, run);
    }

    @SuppressWarnings("unchecked")
    private <T> String textOf(Param<T> param) {
        return param.write((T) values.get(param.name()));
    }

    private void requireOwn(Param<?> param) {
        if (table.named(param.name()) != param) {
            throw new IllegalArgumentException("The parameter " + param.name() + " is not one of this page's.");
        }
    }

    @Override
    public String toString() {
        return query(false);
    }
}
