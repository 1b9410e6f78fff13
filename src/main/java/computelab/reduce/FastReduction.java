package computelab.reduce;

/**
 * The bandwidth-bound reduction: vec4 loads walked with a grid stride by a moderate, fixed number of
 * workgroups, many elements per thread, subgroup operations (or a workgroup-memory tree) inside each
 * workgroup, then one workgroup over the partials. Two passes up to about 2^28 elements, three beyond;
 * one pass when a single workgroup suffices.
 */
public final class FastReduction implements ReduceVariant {
    static final int WORKGROUP_SIZE = 256;
    /**
     * Workgroups a large level aims for by default: enough to fill a big GPU (an H100 holds about 132 x 8
     * of them) while each thread still streams several vectors.
     */
    public static final int DEFAULT_TARGET_WORKGROUPS = 1024;
    /** Vectors per thread before the level takes more workgroups instead (keeps waves short). */
    static final long MAX_VECTORS_PER_THREAD = 16;
    /** A level this small is one workgroup: a second pass would cost more than it saves. */
    static final long SINGLE_WORKGROUP_LIMIT = 32768;

    private final long targetWorkgroups;

    public FastReduction() {
        this(DEFAULT_TARGET_WORKGROUPS);
    }

    /** A fast reduction aiming for {@code targetWorkgroups} in its first pass (a tuning knob). */
    public FastReduction(long targetWorkgroups) {
        if (targetWorkgroups < 1) {
            throw new IllegalArgumentException("At least one workgroup, not " + targetWorkgroups);
        }
        this.targetWorkgroups = targetWorkgroups;
    }

    @Override
    public String name() {
        return "fast";
    }

    @Override
    public String summary() {
        return "The bandwidth-bound reduction: vec4 loads with a grid stride by a fixed number of workgroups, subgroup operations inside each, then one workgroup over the partials.";
    }

    @Override
    public String shaderPath(boolean subgroups) {
        return subgroups ? "reduce/fast_subgroup.wgsl" : "reduce/fast_workgroup.wgsl";
    }

    @Override
    public boolean hasSubgroupForm() {
        return true;
    }

    @Override
    public boolean readsVectors() {
        return true;
    }

    @Override
    public LevelPlan plan(long n) {
        return LevelPlan.of(n, this::workgroupsFor);
    }

    /** Workgroups for a level of {@code count} values. */
    long workgroupsFor(long count) {
        if (count <= SINGLE_WORKGROUP_LIMIT) {
            return 1;
        }
        long elementsPerVectorRound = 4L * WORKGROUP_SIZE; // one vec4 for every thread of a workgroup
        long vectorsPerThread = Math.min(MAX_VECTORS_PER_THREAD,
                Math.max(1, LevelPlan.ceilDiv(count, elementsPerVectorRound * targetWorkgroups)));
        return LevelPlan.ceilDiv(count, elementsPerVectorRound * vectorsPerThread);
    }
}
