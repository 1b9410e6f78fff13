package computelab.gpu;

import java.util.ArrayList;
import java.util.List;

/**
 * One WGSL uniform struct, declared once on the Java side: its name, the kernel files that declare it
 * and bind it (at {@link #binding()} of group 0), and its fields in order with their WGSL types. Offsets
 * follow WGSL's uniform layout rules (a vec2 aligns to 8 bytes, a vec4 and an array to 16) and
 * {@link #bytes()} is the struct's size rounded up to 16, the size a buffer or binding of it takes.
 * {@link #words()} writes one uniform's values by field name, checking each value's kind against the
 * field's type. UniformLayoutsMatchKernelsTest reads every kernel's struct and fails where a layout
 * disagrees with it in names, order, types or size. Immutable: declare it once as a constant, e.g.
 * {@code UniformLayout.struct("Level", "reduce/v3_sequential.wgsl").u32("count").u32("first")}.
 */
public final class UniformLayout {
    /** The WGSL types a uniform field may have here, with the alignment uniform buffers give them. */
    public enum Type {
        U32("u32", 1, 4), I32("i32", 1, 4), F32("f32", 1, 4),
        VEC2_U32("vec2<u32>", 2, 8), VEC2_I32("vec2<i32>", 2, 8), VEC2_F32("vec2<f32>", 2, 8),
        VEC4_U32("vec4<u32>", 4, 16), VEC4_I32("vec4<i32>", 4, 16), VEC4_F32("vec4<f32>", 4, 16);

        private final String wgsl;
        private final int components;
        private final int align;

        Type(String wgsl, int components, int align) {
            this.wgsl = wgsl;
            this.components = components;
            this.align = align;
        }

        public String wgsl() {
            return wgsl;
        }

        boolean isFloat() {
            return this == F32 || this == VEC2_F32 || this == VEC4_F32;
        }
    }

    /**
     * One field: its name as the WGSL struct spells it, its type ({@code count} elements of it for an array,
     * 0 for a single value) and its offset in bytes.
     */
    public record Field(String name, Type type, int count, int offset) {
        /** The type as WGSL writes it, e.g. {@code vec2<f32>} or {@code array<vec4<u32>, 4>}. */
        public String wgslType() {
            return count == 0 ? type.wgsl : "array<" + type.wgsl + ", " + count + ">";
        }

        /** The u32 words it holds. */
        int words() {
            return type.components * Math.max(1, count);
        }
    }

    private final String struct;
    private final List<String> files;
    private final int binding;
    private final List<Field> fields;

    private UniformLayout(String struct, List<String> files, int binding, List<Field> fields) {
        this.struct = struct;
        this.files = List.copyOf(files);
        this.binding = binding;
        this.fields = List.copyOf(fields);
    }

    /**
     * A struct with no fields yet, declared in these files under wgsl/ (every one binds it at the same
     * binding, {@link Plan#PARAMS_BINDING} unless {@link #boundAt} says otherwise).
     */
    public static UniformLayout struct(String name, String... files) {
        return new UniformLayout(name, List.of(files), Plan.PARAMS_BINDING, List.of());
    }

    /** The same struct bound at another binding of group 0. */
    public UniformLayout boundAt(int otherBinding) {
        return new UniformLayout(struct, files, otherBinding, fields);
    }

    public UniformLayout u32(String name) {
        return add(name, Type.U32, 0);
    }

    public UniformLayout i32(String name) {
        return add(name, Type.I32, 0);
    }

    public UniformLayout f32(String name) {
        return add(name, Type.F32, 0);
    }

    public UniformLayout vec2u(String name) {
        return add(name, Type.VEC2_U32, 0);
    }

    public UniformLayout vec2i(String name) {
        return add(name, Type.VEC2_I32, 0);
    }

    public UniformLayout vec2f(String name) {
        return add(name, Type.VEC2_F32, 0);
    }

    public UniformLayout vec4f(String name) {
        return add(name, Type.VEC4_F32, 0);
    }

    /** An array of {@code count} vec4s (a uniform array's elements are 16 bytes apart, so only vec4s pack). */
    public UniformLayout array(String name, Type vec4, int count) {
        if (vec4.components != 4 || count < 1) {
            throw new IllegalArgumentException("A uniform array here holds at least one vec4, not " + count + " "
                    + vec4.wgsl);
        }
        return add(name, vec4, count);
    }

    private UniformLayout add(String name, Type type, int count) {
        for (Field field : fields) {
            if (field.name().equals(name)) {
                throw new IllegalArgumentException(struct + " declares " + name + " twice");
            }
        }
        int align = count == 0 ? type.align : 16;
        List<Field> more = new ArrayList<>(fields);
        more.add(new Field(name, type, count, roundUp(end(), align)));
        return new UniformLayout(struct, files, binding, more);
    }

    /** The struct's name in WGSL. */
    public String struct() {
        return struct;
    }

    /** The files under wgsl/ that declare the struct and bind it. */
    public List<String> files() {
        return files;
    }

    /** The binding of group 0 the files bind it at. */
    public int binding() {
        return binding;
    }

    public List<Field> fields() {
        return fields;
    }

    /** Bytes of a buffer or binding holding it: the struct's size rounded up to 16. */
    public int bytes() {
        return roundUp(end(), 16);
    }

    /** The index of the word of a u32 field (where a size that follows a count on the GPU is written). */
    public int wordOf(String name) {
        for (Field field : fields) {
            if (field.name().equals(name) && field.type() == Type.U32 && field.count() == 0) {
                return field.offset() / 4;
            }
        }
        throw new IllegalArgumentException(struct + " has no u32 field " + name);
    }

    /** A zeroed uniform of this layout to write values into. */
    public Words words() {
        return new Words(this);
    }

    private int end() {
        if (fields.isEmpty()) {
            return 0;
        }
        Field last = fields.get(fields.size() - 1);
        return last.offset() + 4 * last.words();
    }

    private static int roundUp(int value, int multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }

    @Override
    public String toString() {
        return struct + " of " + String.join(", ", files);
    }

    /**
     * The u32 words of one uniform, written field by field: integers into u32/i32 fields (a boolean as 1
     * or 0), floats into f32 fields, each checked against the field's type and range. Fields left unset
     * stay 0. Writing the fields in their declared order finds each with one comparison, so a frame loop
     * pays no more than the words it fills.
     */
    public static final class Words {
        private final UniformLayout layout;
        private final int[] words;
        private int next;

        private Words(UniformLayout layout) {
            this.layout = layout;
            this.words = new int[layout.bytes() / 4];
        }

        public Words set(String name, int value) {
            words[at(field(name), 1, false)] = value;
            return this;
        }

        /** An integer given as a long (sizes, offsets): it must fit the field's u32 or i32. */
        public Words set(String name, long value) {
            Field field = field(name);
            boolean fits = field.type() == Type.I32 ? value == (int) value : value >= 0 && value <= 0xFFFFFFFFL;
            if (!fits) {
                throw new IllegalArgumentException(layout.struct + "." + name + " cannot hold " + value + " as "
                        + field.type().wgsl);
            }
            words[at(field, 1, false)] = (int) value;
            return this;
        }

        public Words set(String name, boolean value) {
            return set(name, value ? 1 : 0);
        }

        public Words set(String name, float value) {
            words[at(field(name), 1, true)] = Float.floatToIntBits(value);
            return this;
        }

        public Words set(String name, int x, int y) {
            int first = at(field(name), 2, false);
            words[first] = x;
            words[first + 1] = y;
            return this;
        }

        public Words set(String name, float x, float y) {
            int first = at(field(name), 2, true);
            words[first] = Float.floatToIntBits(x);
            words[first + 1] = Float.floatToIntBits(y);
            return this;
        }

        /** Every component of an integer vector or array, in order. */
        public Words set(String name, int[] values) {
            System.arraycopy(values, 0, words, at(field(name), values.length, false), values.length);
            return this;
        }

        /** Every component of a float vector, in order. */
        public Words set(String name, float[] values) {
            int first = at(field(name), values.length, true);
            for (int i = 0; i < values.length; i++) {
                words[first + i] = Float.floatToIntBits(values[i]);
            }
            return this;
        }

        /** The words, {@link UniformLayout#bytes()} / 4 of them. */
        public int[] array() {
            return words;
        }

        /** The index of a field's first word, once its type takes {@code components} values of this kind. */
        private int at(Field field, int components, boolean floats) {
            if (field.type().isFloat() != floats || field.words() != components) {
                throw new IllegalArgumentException(layout.struct + "." + field.name() + " is " + field.wgslType()
                        + ", not " + components + (floats ? " float" : " integer") + (components == 1 ? "" : "s"));
            }
            return field.offset() / 4;
        }

        private Field field(String name) {
            List<Field> fields = layout.fields;
            for (int i = 0; i < fields.size(); i++) {
                int index = (next + i) % fields.size();
                if (fields.get(index).name().equals(name)) {
                    next = index + 1;
                    return fields.get(index);
                }
            }
            throw new IllegalArgumentException(layout.struct + " has no field " + name);
        }
    }
}
