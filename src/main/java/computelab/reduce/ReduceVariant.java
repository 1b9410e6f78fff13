package computelab.reduce;

import computelab.gpu.Algorithm;
import computelab.gpu.ShaderParts;
import java.util.List;

/**
 * One reduction algorithm: its name in URLs and results, its shader, and how it splits n elements into
 * levels. Every variant's shader has the entry point {@code reduce_level} and the bindings 0 level
 * (uniform), 1 source values, 2 partials; a variant that {@link #readsVectors() reads vectors} has the
 * range bound a second time as vec4 at binding 2 and the partials at 3. Registered in
 * {@link Reduction#ALGORITHMS}.
 */
public interface ReduceVariant extends Algorithm {
    /** The kernel under wgsl/ (its parts may differ where the device has subgroups). */
    String shader();

    /** Whether the kernel takes other parts with subgroups (then it runs that form where it can). */
    default boolean hasSubgroupForm() {
        return ShaderParts.differsWithSubgroups(shader());
    }

    @Override
    default List<String> shaders() {
        return List.of(shader());
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
