package computelab.life;

import computelab.gpu.Gpu;

/**
 * The tutorial's write-skipping step (wgsl/life/skip_unchanged.wgsl): cells 0/1 unchanged, 2/3 just
 * changed, and unchanged cells whose older copy is already right are not written. Loaded cells are
 * marked as changed (2 or 3), which is what keeps skipping correct from the first step on.
 */
final class SkipUnchangedLife extends CellPerWordLife {
    static final String NAME = "skip-unchanged";

    SkipUnchangedLife(Gpu gpu, DispatchLayout layout) {
        super(gpu, NAME, "life/skip_unchanged.wgsl", layout);
    }

    @Override
    protected int aliveOnLoad() {
        return 3;
    }

    @Override
    protected int deadOnLoad() {
        return 2;
    }
}
