package computelab.scan;

/**
 * Host-side bookkeeping for the ticket counter of decoupled_lookback.wgsl (and of segmented_lookback.wgsl
 * and the compaction's select_lookback.wgsl, which share its tile states). Every workgroup of a run takes
 * one ticket and tickets keep counting across runs, so a run's parity is
 * {@code (ticket / tiles) & 1}, which holds only while every run since the state was cleared had the
 * same tile count and the 32-bit counter has not wrapped. This decides when a run must first clear the
 * state (a buffer clear encoded before it). Runs are counted in encoding order: encode and submit scans of one scratch
 * buffer in the same order. Pure logic.
 */
public final class TileTickets {
    private static final long COUNTER_RANGE = 1L << 32;
    private long tiles;
    private long runs;

    /**
     * Records a run whose tile count the GPU takes from a count (a counted run clears the state before it
     * runs): the next run of a known tile count clears first too, since its parity cannot be known.
     */
    public void unknownRun() {
        tiles = -1;
        runs = 1;
    }

    /** Whether the state must be cleared before a run of {@code tiles} tiles; records the run. */
    public boolean clearBeforeRun(long tiles) {
        boolean clear = runs > 0 && (tiles != this.tiles || (runs + 1) * tiles > COUNTER_RANGE);
        if (clear) {
            runs = 0;
        }
        this.tiles = tiles;
        runs++;
        return clear;
    }
}
