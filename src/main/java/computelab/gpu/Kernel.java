package computelab.gpu;

import java.util.Map;
import java.util.TreeMap;

/**
 * One compute pipeline: a shader file under wgsl/, an entry point, whether the module is composed with
 * the subgroup parts (see {@link ShaderParts}), and the override constants. The key of the
 * {@link Pipelines} cache.
 */
public record Kernel(String shader, String entryPoint, boolean subgroups, Map<String, Double> constants) {

    public Kernel {
        constants = new TreeMap<>(constants);
    }

    public static Kernel of(String shader, String entryPoint) {
        return new Kernel(shader, entryPoint, false, Map.of());
    }

    public static Kernel of(String shader, String entryPoint, Map<String, Double> constants) {
        return new Kernel(shader, entryPoint, false, constants);
    }

    /** Stable text naming this pipeline, for the cache and for labels. */
    public String id() {
        StringBuilder id = new StringBuilder(shader).append(':').append(entryPoint)
                .append(subgroups ? "+subgroups" : "");
        constants.forEach((name, value) -> id.append(' ').append(name).append('=').append(format(value)));
        return id.toString();
    }

    private static String format(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
