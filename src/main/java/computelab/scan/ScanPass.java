package computelab.scan;

import computelab.gpu.DispatchGrid;
import java.util.List;

/**
 * One dispatch of a scan run: its kernel, its grid, the four words of its {@code Params} uniform
 * (n, in_base, out_base, tiles) and its storage bindings (binding 0, the uniform, is added when the
 * scan is prepared). The label names the pass in GPU timings.
 */
record ScanPass(String label, KernelKey kernel, DispatchGrid grid, int[] params, List<Bound> bindings) {
}
