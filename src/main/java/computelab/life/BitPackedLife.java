package computelab.life;

import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The fast engine (wgsl/life/bitpacked.wgsl): 32 cells per u32 in {@link Grid}'s layout, neighbour
 * counts by bitwise full adders, any Life-like rule from a 20-entry table ({@link RuleTable}) passed as
 * an override constant, so each rule's pipeline keeps only the operations that rule needs. Each thread
 * advances a column of {@link #ROWS_PER_THREAD} words, so every source row is loaded and summed once for
 * three output rows' worth of use; on boards whose width is a multiple of 128 a column of
 * {@link #QUAD_ROWS_PER_THREAD} vec4s, four words at a time. Moves 0.25 bytes per cell update (read +
 * write of the board).
 */
final class BitPackedLife implements LifeStepper {
    static final String NAME = "bitpacked";
    static final String SHADER = "life/bitpacked.wgsl";
    static final UniformLayout BOARD = UniformLayout.struct("Board", SHADER).u32("width").u32("height")
            .u32("words_per_row").u32("torus").u32("tiles_x");
    /**
     * Words one thread advances, stacked vertically: source rows loaded = (R + 2) / R per output row.
     * On an H200 at 32768^2: 4 rows 8.1, 8 rows 9.0, 16 rows 9.2 T cell-updates/s (BENCHMARKS.md).
     */
    static final int ROWS_PER_THREAD = 16;
    /** Threads per workgroup; a row of GROUP_X words is read by consecutive threads (coalesced). */
    static final int THREADS = 64;
    /**
     * Boards whose width is a multiple of 128 (step_quads): vec4s one thread advances, and threads per
     * workgroup. On an H200 at 32768^2, 4 rows of 128 threads 12.8 T cell-updates/s; 8 rows 12.4, 16 rows
     * 11.8, 2 rows 12.1 (BENCHMARKS.md).
     */
    static final int QUAD_ROWS_PER_THREAD = 4;
    static final int QUAD_THREADS = 128;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "32 cells per 32-bit word, neighbour counts by bitwise full adders, a column of words per thread "
                + "(four words at a time where the width is a multiple of 128): a quarter of a byte moved per cell update.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    /** Widths: a word of 32 cells, and the four words of a vector. */
    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of(32L, 128L);
    }

    @Override
    public CellEncoding encoding() {
        return CellEncoding.BIT_PACKED;
    }

    @Override
    public Plan.Dispatch step(Board board, GPUBuffer current, GPUBuffer next) {
        // Rows of whole vec4s (widths a multiple of 128) go four words per thread.
        boolean quads = board.width() % 128 == 0;
        int threads = quads ? QUAD_THREADS : THREADS;
        int rows = quads ? QUAD_ROWS_PER_THREAD : ROWS_PER_THREAD;
        // Narrow boards get narrow, tall workgroups instead of mostly idle threads.
        int columns = Grid.wordsPerRow(board.width()) / (quads ? 4 : 1);
        int groupX = Math.min(threads, Integer.highestOneBit(2 * columns - 1));
        int groupY = threads / groupX;
        long tilesX = DispatchGrid.ceilDiv(columns, groupX);
        Kernel kernel = Kernel.of(SHADER, quads ? "step_quads" : "step_words", Map.of("GROUP_X", (double) groupX,
                "GROUP_Y", (double) groupY, "ROWS", (double) rows, "RULE_TABLE", (double) RuleTable.of(board.rule())));
        DispatchGrid grid = DispatchGrid.of(tilesX * DispatchGrid.ceilDiv(board.height(), (long) groupY * rows),
                board.maxPerDimension());
        return new Plan.Dispatch(kernel, grid, uniform(board, tilesX),
                List.of(Bound.whole(1, current), Bound.whole(2, next)));
    }

    private static int[] uniform(Board board, long tilesX) {
        return BOARD.words().set("width", board.width()).set("height", board.height())
                .set("words_per_row", Grid.wordsPerRow(board.width())).set("torus", board.torus())
                .set("tiles_x", tilesX).array();
    }
}
