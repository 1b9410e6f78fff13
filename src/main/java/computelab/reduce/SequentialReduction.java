package computelab.reduce;

/** v3: sequential addressing (stride halving from the middle), free of bank conflicts; 256 elements per workgroup. */
public final class SequentialReduction implements ReduceVariant {
    static final int ELEMENTS_PER_WORKGROUP = 256;

    @Override
    public String name() {
        return "v3-sequential";
    }

    @Override
    public String summary() {
        return "The tutorial's third version: sequential addressing, halving the active threads each step without bank conflicts.";
    }

    @Override
    public String shader() {
        return "reduce/v3_sequential.wgsl";
    }

    @Override
    public LevelPlan levels(long n) {
        return LevelPlan.tree(n, ELEMENTS_PER_WORKGROUP);
    }
}
