package computelab.reduce;

/** v4: two elements per thread combined during the load, halving the workgroups; 512 elements per workgroup. */
public final class FirstAddOnLoadReduction implements ReduceVariant {
    static final int ELEMENTS_PER_WORKGROUP = 512;

    @Override
    public String name() {
        return "v4-first-add-on-load";
    }

    @Override
    public String summary() {
        return "The tutorial's fourth version: each thread adds two elements as it loads them, so half the workgroups do the same work.";
    }

    @Override
    public String shader() {
        return "reduce/v4_first_add_on_load.wgsl";
    }

    @Override
    public LevelPlan levels(long n) {
        return LevelPlan.tree(n, ELEMENTS_PER_WORKGROUP);
    }
}
