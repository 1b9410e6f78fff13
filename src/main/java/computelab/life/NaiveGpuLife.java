package computelab.life;

import computelab.gpu.Gpu;

/** The tutorial's brute force (wgsl/life/naive.wgsl): cells 0 or 1, every cell written every step. */
final class NaiveGpuLife extends CellPerWordLife {
    static final String NAME = "naive";

    NaiveGpuLife(Gpu gpu, DispatchLayout layout) {
        super(gpu, NAME, "life/naive.wgsl", layout);
    }
}
