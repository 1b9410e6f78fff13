package computelab.lab;

import computelab.failure.LabException;
import computelab.gpu.DeviceFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * One parameter of a page, declared once: its name in URLs, its label and help in the form, its
 * default (which may depend on the device), what it accepts (a range, choices, or a parser) and
 * whether the form shows it. A {@link ParamTable} of them builds the form, reads URLs and writes
 * queries back; {@link Request#get} gives the typed value. Immutable: the builder-style methods return
 * a new parameter.
 *
 * <p>A parameter whose default is null is optional: an empty or missing value means "not given" and
 * reads as null.
 *
 * @param <T> the type of its value (Long, Double, String, Boolean, or what a parser makes)
 */
public final class Param<T> {
    /** How a parameter's text becomes its value and back; read throws a BadParameter sentence. */
    interface Codec<T> {
        T read(Param<T> param, String text, DeviceFacts device);

        String write(T value);
    }

    private final String name;
    private final String label;
    private final String help;
    private final boolean hidden;
    private final Codec<T> codec;
    private final Function<DeviceFacts, T> fallback;
    private final Function<DeviceFacts, List<String>> choices;

    private Param(String name, String label, String help, boolean hidden, Codec<T> codec,
            Function<DeviceFacts, T> fallback, Function<DeviceFacts, List<String>> choices) {
        this.name = name;
        this.label = label;
        this.help = help;
        this.hidden = hidden;
        this.codec = codec;
        this.fallback = fallback;
        this.choices = choices;
    }

    /** A whole number in [min, max]; {@code 2^k} is accepted too. */
    public static Param<Long> whole(String name, String label, long min, long max, Long fallback) {
        return new Param<>(name, label, "", false, new WholeNumbers(min, max, null, null), device -> fallback, null);
    }

    /** A comma-separated list of whole numbers, each in [min, max] ({@code 2^k} accepted). */
    public static Param<List<Long>> wholes(String name, String label, long min, long max, List<Long> fallback) {
        WholeNumbers each = new WholeNumbers(min, max, null, null);
        Codec<List<Long>> codec = new Codec<>() {
            @Override
            public List<Long> read(Param<List<Long>> param, String text, DeviceFacts device) {
                List<Long> values = new ArrayList<>();
                for (String item : text.split(",", -1)) {
                    values.add(each.check(param.name, item.trim(), device));
                }
                return List.copyOf(values);
            }

            @Override
            public String write(List<Long> values) {
                List<String> texts = new ArrayList<>();
                for (long value : values) {
                    texts.add(Long.toString(value));
                }
                return String.join(",", texts);
            }
        };
        return new Param<>(name, label, "", false, codec, device -> fallback, null);
    }

    /** A decimal number in [min, max]. */
    public static Param<Double> number(String name, String label, double min, double max, Double fallback) {
        return new Param<>(name, label, "", false, new Decimals(min, max), device -> fallback, null);
    }

    /** One of the choices, shown as a menu. */
    public static Param<String> choice(String name, String label, List<String> choices, String fallback) {
        List<String> fixed = List.copyOf(choices);
        return new Param<>(name, label, "", false, new Choices(), device -> fallback, device -> fixed);
    }

    /** One of {@code values}, shown as a menu of their names ({@code name} gives each one's). */
    public static <T> Param<T> menu(String name, String label, List<T> values, Function<T, String> text, T fallback) {
        List<T> fixed = List.copyOf(values);
        List<String> names = fixed.stream().map(text).toList();
        Codec<T> codec = new Codec<>() {
            @Override
            public T read(Param<T> param, String given, DeviceFacts device) {
                return fixed.get(names.indexOf(given));
            }

            @Override
            public String write(T value) {
                return text.apply(value);
            }
        };
        return new Param<>(name, label, "", false, codec, device -> fallback, device -> names);
    }

    /** 1 or 0, shown as a menu of the two. */
    public static Param<Boolean> flag(String name, String label, boolean fallback) {
        return new Param<>(name, label, "", false, new Flags(), device -> fallback, device -> List.of("1", "0"));
    }

    /** Free text, taken as typed (trimmed). */
    public static Param<String> text(String name, String label, String fallback) {
        return parsed(name, label, text -> text, value -> value, fallback);
    }

    /**
     * Text that {@code parse} turns into a value (throwing a LabException sentence for text it cannot
     * read) and {@code write} turns back, so that {@code parse(write(v))} equals {@code v}.
     */
    public static <T> Param<T> parsed(String name, String label, Function<String, T> parse, Function<T, String> write,
            T fallback) {
        Codec<T> codec = new Codec<>() {
            @Override
            public T read(Param<T> param, String text, DeviceFacts device) {
                try {
                    return parse.apply(text);
                } catch (BadParameter bad) {
                    throw bad;
                } catch (LabException bad) {
                    throw new BadParameter(param.name, bad.getMessage());
                }
            }

            @Override
            public String write(T value) {
                return write.apply(value);
            }
        };
        return new Param<>(name, label, "", false, codec, device -> fallback, null);
    }

    /** The same parameter with a help text (the form's tooltip and the contract's description). */
    public Param<T> help(String text) {
        return new Param<>(name, label, text, hidden, codec, fallback, choices);
    }

    /** The same parameter, not shown in the form (test and tuning switches): it still reads from URLs. */
    public Param<T> hidden() {
        return new Param<>(name, label, help, true, codec, fallback, choices);
    }

    /** The same parameter with a default that depends on the device (its fixed default without one). */
    public Param<T> defaultFor(Function<DeviceFacts, T> byDevice) {
        Function<DeviceFacts, T> fixed = fallback;
        return new Param<>(name, label, help, hidden, codec, device -> device == null ? fixed.apply(null)
                : byDevice.apply(device), choices);
    }

    /**
     * A whole number whose largest value is also bounded by the device ({@code limit} names what bounds
     * it, for the sentence: "this device's largest storage binding").
     */
    public Param<T> atMostOnDevice(ToLongFunction<DeviceFacts> max, String limit) {
        if (!(codec instanceof WholeNumbers whole)) {
            throw new IllegalStateException(name + " is not a whole number");
        }
        @SuppressWarnings("unchecked")
        Codec<T> bounded = (Codec<T>) new WholeNumbers(whole.min, whole.max, max, limit);
        return new Param<>(name, label, help, hidden, bounded, fallback, choices);
    }

    /** The same choice parameter with choices that depend on the device. */
    public Param<T> choicesFor(Function<DeviceFacts, List<String>> byDevice) {
        Function<DeviceFacts, List<String>> fixed = choices;
        return new Param<>(name, label, help, hidden, codec, fallback, device -> device == null ? fixed.apply(null)
                : byDevice.apply(device));
    }

    /**
     * The same parameter named by its label in its sentences ("Width must be between 1 and ...", not
     * "w must be ..."): for a page whose control of it shows the label, not the URL's name.
     */
    public Param<T> namedByLabel() {
        return new Param<>(label, label, help, hidden, codec, fallback, choices);
    }

    public String name() {
        return name;
    }

    public String label() {
        return label;
    }

    public String help() {
        return help;
    }

    public boolean isHidden() {
        return hidden;
    }

    /** Whether an empty or missing value means "not given" (the default is null). */
    public boolean optional() {
        return fallback.apply(null) == null;
    }

    /** The menu's entries on this device, or null for a text box. */
    public List<String> choices(DeviceFacts device) {
        return choices == null ? null : choices.apply(device);
    }

    /** The default on this device (null: not given). */
    public T defaultValue(DeviceFacts device) {
        return fallback.apply(device);
    }

    /** The default as the form shows it ("" for an optional parameter). */
    public String defaultText(DeviceFacts device) {
        T value = defaultValue(device);
        return value == null ? "" : codec.write(value);
    }

    /** The value of {@code text} (trimmed); a {@link BadParameter} sentence if it is not acceptable. */
    public T read(String text, DeviceFacts device) {
        String trimmed = text.trim();
        if (trimmed.isEmpty() && optional()) {
            return null;
        }
        if (choices != null && !(codec instanceof Flags)) {
            List<String> allowed = choices(device);
            if (!allowed.contains(trimmed)) {
                throw new BadParameter(name, "Unknown " + name + " \"" + LabException.quotable(trimmed) + "\": choose "
                        + String.join(", ", allowed) + ".");
            }
        }
        return codec.read(this, trimmed, device);
    }

    /** The text that reads back as {@code value}. */
    public String write(T value) {
        return value == null ? "" : codec.write(value);
    }

    @Override
    public String toString() {
        return name;
    }

    /**
     * How a sentence about the parameter {@code name} begins, capitalised like every sentence the lab shows:
     * a name that is a label stands as it is ("Width must be ..."), a URL's lowercase name is introduced
     * ("The parameter n must be ...").
     */
    static String subject(String name) {
        return !name.isEmpty() && Character.isUpperCase(name.charAt(0)) ? name : "The parameter " + name;
    }

    /** Whole numbers in a range, decimal or {@code 2^k}; the device may lower the largest. */
    private record WholeNumbers(long min, long max, ToLongFunction<DeviceFacts> deviceMax, String limit)
            implements Codec<Long> {
        @Override
        public Long read(Param<Long> param, String text, DeviceFacts device) {
            return check(param.name, text, device);
        }

        long check(String name, String text, DeviceFacts device) {
            long value = parse(name, text);
            boolean deviceBound = deviceMax != null && device != null && deviceMax.applyAsLong(device) < max;
            long most = deviceBound ? deviceMax.applyAsLong(device) : max;
            if (value < min || value > most) {
                throw new BadParameter(name, subject(name) + (most >= 1L << 53 ? " must be at least " + min
                        : " must be between " + min + " and " + most + (deviceBound ? " (" + limit + ")" : ""))
                        + ", not " + text + ".");
            }
            return value;
        }

        @Override
        public String write(Long value) {
            return Long.toString(value);
        }

        private static long parse(String name, String text) {
            int power = text.indexOf('^');
            if (power > 0 && text.substring(0, power).equals("2")) {
                long exponent = digits(name, text.substring(power + 1), text);
                if (exponent > 62) {
                    throw new BadParameter(name, subject(name) + " is far too large: " + text + ".");
                }
                return 1L << exponent;
            }
            boolean negative = text.startsWith("-");
            long magnitude = digits(name, negative ? text.substring(1) : text, text);
            return negative ? -magnitude : magnitude;
        }

        private static long digits(String name, String digits, String whole) {
            if (digits.isEmpty() || digits.length() > 18) {
                throw notWhole(name, whole);
            }
            long value = 0;
            for (int i = 0; i < digits.length(); i++) {
                char c = digits.charAt(i);
                if (c < '0' || c > '9') {
                    throw notWhole(name, whole);
                }
                value = value * 10 + (c - '0');
            }
            return value;
        }

        private static BadParameter notWhole(String name, String text) {
            return new BadParameter(name, subject(name) + " must be a whole number (or 2^k), not \""
                    + LabException.quotable(text) + "\".");
        }
    }

    /** Decimal numbers in a range; no Java suffixes (1f), no NaN. */
    private record Decimals(double min, double max) implements Codec<Double> {
        @Override
        public Double read(Param<Double> param, String text, DeviceFacts device) {
            double value;
            try {
                value = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                value = Double.NaN;
            }
            char last = text.isEmpty() ? ' ' : Character.toLowerCase(text.charAt(text.length() - 1));
            if (Double.isNaN(value) || last == 'd' || last == 'f') {
                throw new BadParameter(param.name, subject(param.name) + " must be a number, not \""
                        + LabException.quotable(text) + "\".");
            }
            if (value < min || value > max) {
                throw new BadParameter(param.name, subject(param.name) + " must be between " + Numbers.plain(min) + " and "
                        + Numbers.plain(max) + ", not " + text + ".");
            }
            return value;
        }

        @Override
        public String write(Double value) {
            return Numbers.plain(value);
        }
    }

    /** A name from a menu; the menu itself is checked by {@link #read}. */
    private static final class Choices implements Codec<String> {
        @Override
        public String read(Param<String> param, String text, DeviceFacts device) {
            return text;
        }

        @Override
        public String write(String value) {
            return value;
        }
    }

    private static final class Flags implements Codec<Boolean> {
        @Override
        public Boolean read(Param<Boolean> param, String text, DeviceFacts device) {
            if (text.equals("1")) {
                return true;
            }
            if (text.equals("0")) {
                return false;
            }
            throw new BadParameter(param.name, subject(param.name) + " must be 1 or 0, not \"" + LabException.quotable(text)
                    + "\".");
        }

        @Override
        public String write(Boolean value) {
            return value ? "1" : "0";
        }
    }
}
