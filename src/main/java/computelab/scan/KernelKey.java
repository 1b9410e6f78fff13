package computelab.scan;

import java.util.Map;
import java.util.TreeMap;

/**
 * One compute pipeline of the scan kernels: a shader file, an entry point, the primitives flavour and
 * the override constants (element type, mode, data access, ...).
 */
record KernelKey(String shader, String entryPoint, boolean subgroups, Map<String, Double> constants) {

    KernelKey {
        constants = new TreeMap<>(constants);
    }

    /** Stable text naming this pipeline, for the cache and for labels. */
    String id() {
        StringBuilder id = new StringBuilder(shader).append(':').append(entryPoint)
                .append(subgroups ? "+subgroups" : "");
        constants.forEach((name, value) -> id.append(' ').append(name).append('=').append(value.longValue()));
        return id.toString();
    }
}
