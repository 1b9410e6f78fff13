package computelab.reduce;

import computelab.data.ElementType;

/**
 * Turns one reduction shader into its variant for an element type and an operation. WGSL override
 * constants cannot change types, so every shader under wgsl/reduce/ has a block between the lines
 * {@code // <specialize>} and {@code // </specialize>}, written for the u32 sum so that the file compiles
 * on its own; this class rewrites each declaration in the block by its kind:
 * <ul>
 * <li>{@code alias T = ...;} the element type,</li>
 * <li>{@code fn combine(a: T, b: T) -> T} and {@code fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T>}
 *     the operation on scalars and vectors,</li>
 * <li>{@code fn subgroup_combine(x: T) -> T} the operation across a subgroup.</li>
 * </ul>
 * Anything else in the block is an error, so a shader cannot silently escape specialization.
 */
public final class ShaderSpecialization {
    static final String BEGIN = "// <specialize>";
    static final String END = "// </specialize>";

    private ShaderSpecialization() {
    }

    public static String specialize(String source, ElementType type, ReduceOp op) {
        int begin = source.indexOf(BEGIN);
        int end = source.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalStateException("The shader has no " + BEGIN + " ... " + END + " block.");
        }
        int blockStart = source.indexOf('\n', begin) + 1;
        StringBuilder block = new StringBuilder();
        for (String line : source.substring(blockStart, end).split("\n")) {
            block.append(rewrite(line.trim(), type, op)).append('\n');
        }
        return source.substring(0, blockStart) + block + source.substring(end);
    }

    private static String rewrite(String line, ElementType type, ReduceOp op) {
        if (line.isEmpty() || line.startsWith("//")) {
            return line;
        }
        if (line.startsWith("alias T = ")) {
            return "alias T = " + type.wgsl() + ";";
        }
        if (line.startsWith("fn combine(")) {
            return "fn combine(a: T, b: T) -> T { return " + op.wgslExpression("a", "b") + "; }";
        }
        if (line.startsWith("fn combine4(")) {
            return "fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T> { return " + op.wgslExpression("a", "b") + "; }";
        }
        if (line.startsWith("fn subgroup_combine(")) {
            return "fn subgroup_combine(x: T) -> T { return " + op.wgslSubgroupFunction() + "(x); }";
        }
        throw new IllegalStateException("Unexpected line in the specialize block: " + line);
    }
}
