package computelab.reduce;

/** v2: strided index (2*s*tid) instead of the modulo; 256 elements per workgroup. */
public final class StridedIndexReduction implements ReduceVariant {
    static final int ELEMENTS_PER_WORKGROUP = 256;

    @Override
    public String name() {
        return "v2-strided-index";
    }

    @Override
    public String summary() {
        return "The tutorial's second version: the same tree with a strided index instead of the modulo, so active threads are contiguous (with bank conflicts).";
    }

    @Override
    public String shader() {
        return "reduce/v2_strided_index.wgsl";
    }

    @Override
    public LevelPlan levels(long n) {
        return LevelPlan.tree(n, ELEMENTS_PER_WORKGROUP);
    }
}
