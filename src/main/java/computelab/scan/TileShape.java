package computelab.scan;

import computelab.gpu.LabException;
import java.util.List;

/**
 * The tile of decoupled-lookback: {@code workgroupSize} invocations, each holding {@code vectors}
 * vectors of 4 elements (decoupled_lookback.wgsl's WORKGROUP_SIZE and GROUPS). Four vectors run the
 * shipped kernel; other counts run its twin for tuned shapes, whose register tile holds up to
 * {@link #MAX_VECTORS}. Pure logic: tested on the JVM.
 */
record TileShape(int workgroupSize, int vectors, int backOff) {
    static final int SHIPPED_VECTORS = 4;
    static final int MAX_VECTORS = 8;
    static final List<Integer> WORKGROUP_SIZES = List.of(64, 128, 256, 512);
    /** The largest back-off accepted: a few thousand steps is already far longer than a poll. */
    static final int MAX_BACK_OFF = 4096;
    static final String SHIPPED_ENTRY = "chained_scan";
    static final String SHAPED_ENTRY = "chained_scan_shaped";

    /**
     * The shape the options ask for on a device whose 1D workgroups may hold {@code maxWorkgroupSize}
     * invocations: the shipped one where they leave it open; LabException where the device or the
     * kernel cannot run it.
     */
    static TileShape of(ScanOptions options, int maxWorkgroupSize) {
        int size = options.workgroupSize() == 0 ? DecoupledLookbackScan.workgroupSize(maxWorkgroupSize)
                : options.workgroupSize();
        if (!WORKGROUP_SIZES.contains(size)) {
            throw new LabException("decoupled-lookback runs workgroups of 64, 128, 256 or 512 invocations, not "
                    + size + ".");
        }
        if (size > maxWorkgroupSize) {
            throw new LabException("This device runs at most " + maxWorkgroupSize
                    + " invocations per workgroup, fewer than the " + size + " asked for.");
        }
        int vectors = options.vectorsPerInvocation();
        if (vectors < 1 || vectors > MAX_VECTORS) {
            throw new LabException("decoupled-lookback holds 1 to " + MAX_VECTORS
                    + " vectors per invocation, not " + vectors + ".");
        }
        if (options.backOff() < 0 || options.backOff() > MAX_BACK_OFF) {
            throw new LabException("The look-back's back-off is 0 to " + MAX_BACK_OFF + " steps, not "
                    + options.backOff() + ".");
        }
        return new TileShape(size, vectors, options.backOff());
    }

    /** Elements per tile (one workgroup's share). */
    int tile() {
        return workgroupSize * vectors * 4;
    }

    /** The kernel's entry point: the shipped one for four vectors, its twin for any other count. */
    String entryPoint() {
        return vectors == SHIPPED_VECTORS ? SHIPPED_ENTRY : SHAPED_ENTRY;
    }
}
