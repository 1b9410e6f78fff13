package computelab.scan;

import java.util.List;

/**
 * The tiles of the single-pass kernels on the decoupled look-back (the scans' decoupled_lookback.wgsl and
 * segmented_lookback.wgsl, and the compaction's select_lookback.wgsl, which share the tile, tile-state and
 * look-back parts): 16 elements per
 * invocation, workgroups of 512 invocations where the device allows them (8192-element tiles), else 256
 * (4096), and the look-back's patience before it reduces a silent tile itself.
 */
public final class LookbackTiles {
    /** Elements per invocation and tile (the shaders' GROUPS vectors of 4). */
    public static final int ELEMENTS_PER_INVOCATION = 16;
    public static final int WORKGROUP_SIZE = 512;
    public static final int SMALL_WORKGROUP_SIZE = 256;
    /** The smallest tile, on devices without 512-invocation workgroups. */
    public static final int SMALL_TILE = SMALL_WORKGROUP_SIZE * ELEMENTS_PER_INVOCATION;
    /** Both tiles, smaller first: which one a device takes depends on its largest workgroup. */
    public static final List<Long> SIZES = List.of((long) SMALL_TILE, tile(WORKGROUP_SIZE));
    /** Look-back steps without news from a tile before the waiting workgroup reduces it itself. */
    public static final int SPIN_LIMIT = 1024;

    private LookbackTiles() {
    }

    /** The workgroup size on a device whose 1D workgroups may hold {@code maxWorkgroupSize} invocations. */
    public static int workgroupSize(int maxWorkgroupSize) {
        return maxWorkgroupSize >= WORKGROUP_SIZE ? WORKGROUP_SIZE : SMALL_WORKGROUP_SIZE;
    }

    /** Elements per tile at that workgroup size. */
    public static long tile(int workgroupSize) {
        return (long) workgroupSize * ELEMENTS_PER_INVOCATION;
    }

    /** The tiles that hold {@code n} elements at that workgroup size. */
    public static long count(long n, int workgroupSize) {
        return (n + tile(workgroupSize) - 1) / tile(workgroupSize);
    }
}
