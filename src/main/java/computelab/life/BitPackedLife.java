package computelab.life;

import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import java.util.Map;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The fast engine (wgsl/life/bitpacked.wgsl): 32 cells per u32 in {@link Grid}'s layout, neighbour
 * counts by bitwise full adders, any Life-like rule from a 20-entry table ({@link RuleTable}) passed as uniform masks. Each thread
 * advances a column of {@link #ROWS_PER_THREAD} words, so every source row is loaded and summed once
 * for three output rows' worth of use. Moves 0.25 bytes per cell update (read + write of the board).
 */
final class BitPackedLife extends GpuLifeEngine {
    static final String NAME = "bitpacked";
    /** Words one thread advances, stacked vertically: source rows loaded = (R + 2) / R per output row. */
    static final int ROWS_PER_THREAD = 4;
    /** Threads per workgroup; a row of GROUP_X words is read by consecutive threads (coalesced). */
    static final int THREADS = 64;

    private int groupX;
    private int groupY;

    BitPackedLife(Gpu gpu) {
        super(gpu, NAME, CellEncoding.BIT_PACKED);
    }

    @Override
    protected GPUPipeline.Compute stepPipeline() {
        // Narrow boards get narrow, tall workgroups instead of mostly idle threads.
        int words = Grid.wordsPerRow(width());
        groupX = Math.min(THREADS, Integer.highestOneBit(2 * words - 1));
        groupY = THREADS / groupX;
        return LifeKernels.pipeline(gpu, "life/bitpacked.wgsl", "step_words",
                Map.of("GROUP_X", (double) groupX, "GROUP_Y", (double) groupY, "ROWS", (double) ROWS_PER_THREAD));
    }

    @Override
    protected DispatchGrid stepDispatch() {
        return DispatchGrid.of(tilesX() * DispatchGrid.ceilDiv(height(), (long) groupY * ROWS_PER_THREAD),
                gpu.maxWorkgroupsPerDimension());
    }

    private long tilesX() {
        return DispatchGrid.ceilDiv(Grid.wordsPerRow(width()), groupX);
    }

    @Override
    protected int[] boardUniform() {
        int[] uniform = new int[8 + 20];
        uniform[0] = width();
        uniform[1] = height();
        uniform[2] = Grid.wordsPerRow(width());
        uniform[3] = boundary() == Boundary.TORUS ? 1 : 0;
        uniform[4] = (int) tilesX();
        // The rule table spelled out as masks (all ones or zero), so the shader combines them directly.
        int table = RuleTable.of(rule());
        for (int bit = 0; bit < 20; bit++) {
            uniform[8 + bit] = -(table >>> bit & 1);
        }
        return uniform;
    }
}
