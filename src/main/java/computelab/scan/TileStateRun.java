package computelab.scan;

import computelab.gpu.Bound;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import java.util.Map;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * What a plan of a single-pass kernel on the decoupled look-back holds besides its data (the scans'
 * decoupled-lookback and segmented-lookback, the compaction's): its lease on the facade's tile-state
 * scratch, bound at binding 5 of tile_state.wgsl, the tickets that decide when a run must first clear it,
 * and the look-back's constants.
 */
public final class TileStateRun {
    /** The tile states' binding in every kernel that names tile_state.wgsl. */
    static final int BINDING = 5;

    private final Scratch.Lease lease;
    private final double bytes;
    private final long tiles;
    private final boolean counted;
    private final TileTickets tickets;

    private TileStateRun(Scratch.Lease lease, double bytes, long tiles, boolean counted) {
        this.lease = lease;
        this.bytes = bytes;
        this.tiles = tiles;
        this.counted = counted;
        this.tickets = lease.note(TileTickets::new);
    }

    /**
     * The states of a run over {@code tiles} tiles, leased from {@code scratch}; {@code counted}: the run reads
     * its element count on the GPU, so its tile count is known there only (the plan is made for the capacity).
     */
    public static TileStateRun lease(Scratch scratch, long tiles, boolean counted) {
        double bytes = TileState.bytes(tiles);
        return new TileStateRun(scratch.lease(bytes), bytes, tiles, counted);
    }

    /** The lease the plan holds (released when the prepared run closes). */
    public Scratch.Lease lease() {
        return lease;
    }

    public Bound binding() {
        return new Bound(BINDING, lease.buffer(), 0, bytes);
    }

    /**
     * Encodes, before a run, the clear its tickets need: every counted run starts from a clear state, a sized
     * one where the tile count changed or the ticket counter would wrap ({@link TileTickets}).
     */
    public void beforeRun(GPUCommandEncoder encoder) {
        if (counted) {
            tickets.unknownRun();
            encoder.clearBuffer(lease.buffer(), 0, bytes);
        } else if (tickets.clearBeforeRun(tiles)) {
            encoder.clearBuffer(lease.buffer(), 0, bytes);
        }
    }

    /** The look-back's override constants: the workgroup size, its patience and the forced fallback. */
    public static void putConstants(Map<String, Double> constants, int workgroupSize, Tuning options) {
        constants.put("WORKGROUP_SIZE", (double) workgroupSize);
        int spinLimit = options.spinLimit();
        constants.put("SPIN_LIMIT", (double) (spinLimit >= 0 ? spinLimit : LookbackTiles.SPIN_LIMIT));
        constants.put("FORCE_FALLBACK", options.forceFallback() ? 1.0 : 0.0);
    }
}
