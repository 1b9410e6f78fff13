package computelab.reduce;

import computelab.gpu.Algorithm;
import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.ShaderParts;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import computelab.gpu.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * One reduction algorithm: its name in URLs and results, its shader, and how it splits n elements into
 * levels. Every variant's shader has the entry point {@code reduce_level} and the bindings 0 level
 * (uniform), 1 source values, 2 partials; a variant that {@link #readsVectors() reads vectors} has the
 * range bound a second time as vec4 at binding 2 and the partials at 3. Registered in
 * {@link Reduction#ALGORITHMS}.
 */
public interface ReduceVariant extends Variant<ReduceJob> {
    /** Every variant's kernel entry point. */
    String ENTRY_POINT = "reduce_level";

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

    /** Its subgroup form's portable twin, where it has one, and 2D grids. */
    @Override
    default List<Tuning> tunings() {
        return hasSubgroupForm() ? List.of(Tuning.DEFAULT.withSubgroups(false), Tuning.SMALL_GRIDS)
                : List.of(Tuning.SMALL_GRIDS);
    }

    /** The levels for n elements. */
    LevelPlan levels(long n);

    /**
     * One pass, one dispatch per level: level k reads the range or the previous level's partials. Where
     * the shader finishes in its last workgroup, the level before the last writes the result itself.
     */
    @Override
    default Plan plan(ReduceJob job) {
        Kernel kernel = new Kernel(shader(), ENTRY_POINT, job.subgroups(),
                Map.of("ELEMENT", (double) job.type().code(), "OP", (double) job.op().code()));
        List<Plan.Dispatch> dispatches = new ArrayList<>();
        for (int k = 0; k < job.dispatched(); k++) {
            LevelPlan.Level level = job.levels().level(k);
            boolean last = k == job.dispatched() - 1;
            GPUBuffer source = k == 0 ? job.source() : job.partials()[(k - 1) % 2];
            double sourceStart = k == 0 ? job.bindStart() : 0;
            int sourceFirst = k == 0 ? job.first() : 0;
            Bound output = last ? new Bound(0, job.result(), 0, 4)
                    : new Bound(0, job.partials()[k % 2], 0, level.workgroups() * 4.0);
            UniformLayout layout = canFinishInLastWorkgroup() ? LevelUniform.FINISHING : LevelUniform.LADDER;
            UniformLayout.Words params = layout.words()
                    .set("count", level.count()).set("first", sourceFirst).set("workgroups", level.workgroups())
                    .set("identity", job.op().identityBits(job.type()));
            List<Bound> bound = bindings(job, source, sourceStart, sourceFirst, level.count(), output);
            if (canFinishInLastWorkgroup()) {
                params.set("finish", last && job.finishing());
                // Untouched by a level that does not finish.
                bound.add(new Bound(4, job.arrivals(), 0, job.arrivalsBytes()));
            }
            dispatches.add(new Plan.Dispatch(kernel, DispatchGrid.of(level.workgroups(), job.maxPerDimension()),
                    params.array(), bound));
        }
        return Plan.of(name(), List.of(new Plan.Pass(job.label(), dispatches))).moving(4.0 * job.levels().level(0).count());
    }

    /** Binding 1 the values as scalars; for vector readers binding 2 their whole vectors; then the output. */
    private List<Bound> bindings(ReduceJob job, GPUBuffer source, double start, int first, long count, Bound output) {
        List<Bound> bindings = new ArrayList<>();
        bindings.add(new Bound(1, source, start, (first + count) * 4.0));
        if (readsVectors()) {
            long wholeVectors = (first + count) / 4;
            bindings.add(wholeVectors > 0 ? new Bound(2, source, start, wholeVectors * 16.0)
                    : new Bound(2, job.noVectors(), 0, 16));
        }
        bindings.add(new Bound(bindings.size() + 1, output.buffer(), output.byteOffset(), output.bytes()));
        return bindings;
    }

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
