package computelab.reduce;

/** v1: the tutorial's first version, interleaved addressing with a modulo test; 256 elements per workgroup. */
public final class InterleavedModuloReduction implements ReduceVariant {
    static final int ELEMENTS_PER_WORKGROUP = 256;

    @Override
    public String name() {
        return "v1-interleaved-modulo";
    }

    @Override
    public String summary() {
        return "The tutorial's first version: a tree in workgroup memory whose active threads are picked with a modulo test, so every subgroup diverges.";
    }

    @Override
    public String shader() {
        return "reduce/v1_interleaved_modulo.wgsl";
    }

    @Override
    public LevelPlan levels(long n) {
        return LevelPlan.tree(n, ELEMENTS_PER_WORKGROUP);
    }
}
