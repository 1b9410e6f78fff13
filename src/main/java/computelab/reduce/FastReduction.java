package computelab.reduce;

/**
 * The bandwidth-bound reduction: vec4 loads walked with a grid stride by a moderate, fixed number of
 * workgroups, many elements per thread, subgroup operations (or a workgroup-memory tree) inside each
 * workgroup, then one workgroup over the partials. Two levels up to about 2^29 elements (three beyond);
 * where the level before the last has few workgroups (up to about 2^25 elements) the last of them to
 * finish combines the partials, so the reduction is one dispatch.
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
    /**
     * The most workgroups whose partials the last of them combines (8 per thread) rather than a dispatch
     * of its own: on an H200 one workgroup reading 4,096 partials costs more than the dispatch.
     */
    static final long FINISH_IN_KERNEL_LIMIT = 2048;
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
        return "The bandwidth-bound reduction: vec4 loads with a grid stride by a fixed number of workgroups, subgroup operations inside each, then one workgroup over the partials (the last to finish, where they are few).";
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
    public boolean canFinishInLastWorkgroup() {
        return true;
    }

    @Override
    public boolean finishesInLastWorkgroup(long workgroups) {
        return workgroups <= FINISH_IN_KERNEL_LIMIT;
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
