package computelab.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A uniform as a WGSL module declares it: its group and binding, its variable, its struct's members
 * with the offsets WGSL's layout rules give them in the uniform address space, and the struct's size.
 * Read from the text alone and laid out here independently of {@link UniformLayout}, so the two can be
 * compared. Knows the types uniforms here may hold (scalars, vectors, arrays of them) and says so
 * where it meets another.
 */
record WgslUniform(int group, int binding, String variable, String struct, List<Member> members, int size) {
    private static final Pattern VARIABLE = Pattern.compile(
            "@group\\((\\d+)\\)\\s*@binding\\((\\d+)\\)\\s*var<uniform>\\s*(\\w+)\\s*:\\s*(\\w+)\\s*;");

    /** One member: its name, its type written out ({@code vec2<f32>}, not {@code vec2f}), offset and size in bytes. */
    record Member(String name, String type, int offset, int size) {
    }

    /** Every uniform the module declares, in the order it declares them. */
    static List<WgslUniform> in(String source) {
        String code = withoutComments(source);
        List<WgslUniform> uniforms = new ArrayList<>();
        Matcher variable = VARIABLE.matcher(code);
        while (variable.find()) {
            String struct = variable.group(4);
            List<Member> members = members(struct, code);
            int align = 1;
            int end = 0;
            for (Member member : members) {
                align = Math.max(align, alignOf(member.type()));
                end = member.offset() + member.size();
            }
            uniforms.add(new WgslUniform(Integer.parseInt(variable.group(1)), Integer.parseInt(variable.group(2)),
                    variable.group(3), struct, members, roundUp(end, align)));
        }
        return uniforms;
    }

    /**
     * Where a Java layout and this uniform disagree, one sentence each: the struct's name, group and
     * binding, each member's name, type and offset in order, and the bytes the struct takes (its WGSL
     * size rounded up to 16, the size the Java side writes and binds). Empty where they agree.
     */
    List<String> disagreementsWith(UniformLayout layout) {
        List<String> found = new ArrayList<>();
        String where = layout + " (Java) against " + variable + ": " + struct + " (WGSL): ";
        if (!layout.struct().equals(struct)) {
            found.add(where + "the struct is named " + layout.struct() + " in Java");
        }
        if (group != 0 || layout.binding() != binding) {
            found.add(where + "bound at group " + group + " binding " + binding + ", Java fills binding "
                    + layout.binding() + " of group 0");
        }
        List<UniformLayout.Field> fields = layout.fields();
        for (int i = 0; i < Math.max(fields.size(), members.size()); i++) {
            if (i >= fields.size()) {
                found.add(where + "member " + i + " " + members.get(i).name() + " is missing in Java");
                continue;
            }
            UniformLayout.Field field = fields.get(i);
            if (i >= members.size()) {
                found.add(where + "member " + i + " " + field.name() + " is not in the WGSL struct");
                continue;
            }
            Member member = members.get(i);
            if (!field.name().equals(member.name())) {
                found.add(where + "member " + i + " is " + member.name() + " in WGSL, " + field.name() + " in Java");
            }
            if (!written(field.wgslType()).equals(member.type())) {
                found.add(where + member.name() + " is " + member.type() + " in WGSL, " + field.wgslType()
                        + " in Java");
            }
            if (field.offset() != member.offset()) {
                found.add(where + member.name() + " is at byte " + member.offset() + " in WGSL, " + field.offset()
                        + " in Java");
            }
        }
        int bytes = roundUp(size, 16);
        if (layout.bytes() != bytes) {
            found.add(where + "the struct takes " + bytes + " bytes (" + size + " rounded up to 16), " + layout.bytes()
                    + " in Java");
        }
        return found;
    }

    private static List<Member> members(String struct, String code) {
        Matcher body = Pattern.compile("\\bstruct\\s+" + struct + "\\s*\\{([^}]*)}").matcher(code);
        if (!body.find()) {
            throw new IllegalArgumentException("The module binds a uniform of struct " + struct
                    + " but declares no such struct");
        }
        List<Member> members = new ArrayList<>();
        int end = 0;
        for (String text : splitTopLevel(body.group(1))) {
            if (text.isBlank()) {
                continue;
            }
            if (text.contains("@")) {
                throw new IllegalArgumentException(struct + " has a member attribute this check does not lay out: "
                        + text.trim());
            }
            int colon = text.indexOf(':');
            String name = text.substring(0, colon).trim();
            String type = written(text.substring(colon + 1));
            int offset = roundUp(end, alignOf(type));
            members.add(new Member(name, type, offset, sizeOf(type)));
            end = offset + sizeOf(type);
        }
        return members;
    }

    /** The type with whitespace gone and shorthand vectors spelled out: {@code vec4f} as {@code vec4<f32>}. */
    static String written(String type) {
        String compact = type.replaceAll("\\s", "");
        Matcher shorthand = Pattern.compile("\\bvec([234])([iufh])\\b").matcher(compact);
        StringBuilder out = new StringBuilder();
        while (shorthand.find()) {
            String scalar = switch (shorthand.group(2)) {
                case "i" -> "i32";
                case "u" -> "u32";
                case "f" -> "f32";
                default -> "f16";
            };
            shorthand.appendReplacement(out, "vec" + shorthand.group(1) + "<" + scalar + ">");
        }
        shorthand.appendTail(out);
        return out.toString();
    }

    static int alignOf(String type) {
        if (type.startsWith("array<")) {
            return roundUp(alignOf(elementOf(type)), 16);
        }
        if (type.startsWith("vec")) {
            int n = type.charAt(3) - '0';
            return (n == 2 ? 2 : 4) * scalarBytes(type.substring(5, type.length() - 1));
        }
        return scalarBytes(type);
    }

    static int sizeOf(String type) {
        if (type.startsWith("array<")) {
            String element = elementOf(type);
            int stride = roundUp(sizeOf(element), alignOf(element));
            if (stride % 16 != 0) {
                throw new IllegalArgumentException(type + " has a stride of " + stride
                        + " bytes, which a uniform may not hold");
            }
            int count = Integer.parseInt(type.substring(type.lastIndexOf(',') + 1, type.length() - 1));
            return count * stride;
        }
        if (type.startsWith("vec")) {
            return (type.charAt(3) - '0') * scalarBytes(type.substring(5, type.length() - 1));
        }
        return scalarBytes(type);
    }

    private static String elementOf(String array) {
        return array.substring("array<".length(), array.lastIndexOf(','));
    }

    private static int scalarBytes(String scalar) {
        return switch (scalar) {
            case "u32", "i32", "f32" -> 4;
            case "f16" -> 2;
            default -> throw new IllegalArgumentException("This check does not lay out the type " + scalar);
        };
    }

    /** The members' texts: the body split at the commas outside angle brackets. */
    private static List<String> splitTopLevel(String body) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(body.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(body.substring(start));
        return parts;
    }

    private static String withoutComments(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\n]*", "");
    }

    private static int roundUp(int value, int multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }
}
