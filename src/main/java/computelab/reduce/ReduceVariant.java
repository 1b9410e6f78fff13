package computelab.reduce;

import computelab.gpu.LabException;
import java.util.ArrayList;
import java.util.List;

/**
 * One reduction algorithm: its name in URLs and results, its shader, and how it splits n elements into
 * levels. Every variant's shader has the entry point {@code reduce_level} and the bindings 0 level
 * (uniform), 1 source values, 2 partials; a variant that {@link #readsVectors() reads vectors} has the
 * range bound a second time as vec4 at binding 2 and the partials at 3.
 */
public interface ReduceVariant {
    /** The algorithm name used in URLs, results and the bench, e.g. "v3-sequential". */
    String name();

    /** The shader under wgsl/; {@code subgroups} asks for the subgroup form where the variant has one. */
    String shaderPath(boolean subgroups);

    /** Whether {@link #shaderPath(boolean)} differs with subgroups (the shader needs the feature). */
    default boolean hasSubgroupForm() {
        return false;
    }

    /** The levels for n elements. */
    LevelPlan plan(long n);

    default boolean readsVectors() {
        return false;
    }

    /** The tutorial's ladder in order, then the fast one. */
    static List<ReduceVariant> all() {
        return List.of(new InterleavedModuloReduction(), new StridedIndexReduction(), new SequentialReduction(),
                new FirstAddOnLoadReduction(), new UnrolledSubgroupReduction(), new FastReduction());
    }

    static List<String> names() {
        List<String> names = new ArrayList<>();
        for (ReduceVariant variant : all()) {
            names.add(variant.name());
        }
        return names;
    }

    static ReduceVariant named(String name) {
        for (ReduceVariant variant : all()) {
            if (variant.name().equals(name)) {
                return variant;
            }
        }
        throw new LabException("Unknown algo \"" + name + "\": choose " + String.join(", ", names()) + ".");
    }
}
