package computelab.scan;

import computelab.gpu.DispatchGrid;
import java.util.List;

/**
 * One dispatch of a scan run: its kernel, its grid, the words of its {@code Params} uniform and its
 * storage bindings (binding 0, the uniform, is added when the scan is prepared). The label names the
 * pass in GPU timings.
 */
record ScanPass(String label, KernelKey kernel, DispatchGrid grid, int[] params, List<Bound> bindings) {
    /** Bytes of the shaders' Params struct (five words, padded to 16-byte alignment). */
    static final int PARAMS_BYTES = 32;

    /** The shaders' Params: n, in_base, out_base, tiles, inclusive. */
    static int[] params(long n, long inBase, long outBase, long tiles, boolean inclusive) {
        return new int[] { (int) n, (int) inBase, (int) outBase, (int) tiles, inclusive ? 1 : 0, 0, 0, 0 };
    }
}
