package computelab.reduce;

/**
 * v5: v4 with the last steps of the tree (the last 64 values) done by subgroup operations instead of the
 * tutorial's barrier-free "warp-synchronous" unrolling, which is a data race in WGSL. Without subgroups
 * the same steps are unrolled by hand with a barrier after each. 512 elements per workgroup.
 */
public final class UnrolledSubgroupReduction implements ReduceVariant {
    static final int ELEMENTS_PER_WORKGROUP = 512;

    @Override
    public String name() {
        return "v5-unrolled-subgroup";
    }

    @Override
    public String summary() {
        return "The tutorial's fifth version done right: the last steps are subgroup operations (or barrier-separated steps without subgroups) instead of racy warp-synchronous code.";
    }

    @Override
    public String shader() {
        return "reduce/v5_unrolled.wgsl";
    }


    @Override
    public LevelPlan levels(long n) {
        return LevelPlan.tree(n, ELEMENTS_PER_WORKGROUP);
    }
}
