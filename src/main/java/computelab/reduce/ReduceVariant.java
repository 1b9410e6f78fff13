package computelab.reduce;

import computelab.gpu.Algorithm;
import computelab.gpu.Tuning;
import java.util.ArrayList;
import java.util.List;

/**
 * One reduction algorithm: its name in URLs and results, its shader, and how it splits n elements into
 * levels. Every variant's shader has the entry point {@code reduce_level} and the bindings 0 level
 * (uniform), 1 source values, 2 partials; a variant that {@link #readsVectors() reads vectors} has the
 * range bound a second time as vec4 at binding 2 and the partials at 3. Registered in
 * {@link Reduction#ALGORITHMS}.
 */
public interface ReduceVariant extends Algorithm {
    /** The shader under wgsl/; {@code subgroups} asks for the subgroup form where the variant has one. */
    String shaderPath(boolean subgroups);

    /** Whether {@link #shaderPath(boolean)} differs with subgroups (the shader needs the feature). */
    default boolean hasSubgroupForm() {
        return false;
    }

    @Override
    default List<String> shaders() {
        List<String> shaders = new ArrayList<>();
        shaders.add(shaderPath(false));
        if (hasSubgroupForm()) {
            shaders.add(shaderPath(true));
        }
        return shaders;
    }

    /** Its subgroup form's portable twin, where it has one, and 2D grids. */
    @Override
    default List<Tuning> tunings() {
        return hasSubgroupForm() ? List.of(Tuning.DEFAULT.withSubgroups(false), Tuning.SMALL_GRIDS)
                : List.of(Tuning.SMALL_GRIDS);
    }

    /** The levels for n elements. */
    LevelPlan plan(long n);

    default boolean readsVectors() {
        return false;
    }

    /**
     * Whether the shader has a finishing mode (binding 4 the arrivals scratch, a fifth parameter word):
     * in the level before the last, the last of its workgroups to arrive combines their partials, so
     * the plan's final level needs no dispatch of its own.
     */
    default boolean canFinishInLastWorkgroup() {
        return false;
    }

    /** Whether a level of {@code workgroups} (the one before a plan's last) finishes the reduction itself. */
    default boolean finishesInLastWorkgroup(long workgroups) {
        return false;
    }

    /**
     * The 32-bit words of arrivals scratch a level of {@code workgroups} needs to finish itself: by default
     * the ticket counter and two words per workgroup.
     */
    default long arrivalWords(long workgroups) {
        return 1 + 2 * workgroups;
    }
}
