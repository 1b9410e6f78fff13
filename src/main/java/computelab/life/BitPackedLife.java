package computelab.life;

import computelab.failure.LabException;
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
 *
 * <p>Several generations a pass (wgsl/life/bitpacked_generations.wgsl): on boards whose width is a multiple of
 * 128, on devices with subgroups, a pass may advance up to {@link #MOST_GENERATIONS} generations in registers,
 * the board read and written once; a run's passes take that many until fewer are left (a pass of one
 * generation is the one-pass kernel). By default the board decides: {@link #DEFAULT_GENERATIONS} a pass from
 * {@link #LEAST_CELLS_FOR_SEVERAL} cells (on an H100, 1.9x the one-pass kernel at 4096^2, 2.1x at 32768^2;
 * BENCHMARKS.md, the bit-packed engine), one below; a tuning may ask for any depth.
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
    static final String GENERATIONS_SHADER = "life/bitpacked_generations.wgsl";
    static final UniformLayout PASS = UniformLayout.struct("Pass", GENERATIONS_SHADER).u32("height").u32("quads")
            .u32("columns").u32("spans").u32("strips");
    /** The kernel's levels (a subgroup's halo lanes stay 128 cells wide, so the bound is the code's). */
    static final int MOST_GENERATIONS = 8;
    /** Threads of a workgroup of the several-generation kernel. */
    static final int GENERATION_THREADS = 128;
    /** Generations a pass, or rows a strip, left for the board to choose. */
    static final int BY_BOARD = 0;
    /**
     * The board's choice: generations a pass from the least board of several, and the rows a thread walks
     * down, fewer on shorter boards (more strips to share out). On an H100, 5 generations beat 3, 4 and 6 from
     * 4096^2 to 65536^2; strips of 32 rows were fastest up to 16384 rows, 64 at 32768 and 128 from 65536
     * (BENCHMARKS.md, the bit-packed engine, item 10).
     */
    static final int DEFAULT_GENERATIONS = 5;
    static final long LEAST_CELLS_FOR_SEVERAL = 1L << 24;
    static final int SHORT_STRIP_ROWS = 32;
    static final int TALL_STRIP_ROWS = 64;
    static final int LEAST_ROWS_FOR_TALL_STRIPS = 32768;
    static final int TALLEST_STRIP_ROWS = 128;
    static final int LEAST_ROWS_FOR_TALLEST_STRIPS = 65536;
    /** Generations a pass asked for, and rows a thread of the several-generation kernel walks (or BY_BOARD). */
    private final int generations;
    private final int stripRows;

    BitPackedLife() {
        this(BY_BOARD, BY_BOARD);
    }

    private BitPackedLife(int generations, int stripRows) {
        this.generations = generations;
        this.stripRows = stripRows;
    }

    /**
     * The same engine with {@code generations} generations a pass where the board allows several (1: the
     * one-pass kernel) and strips of {@code stripRows} rows (even: the kernel walks them two at a time; or
     * {@link #BY_BOARD}).
     */
    @Override
    public LifeStepper withGenerations(int newGenerations, int newStripRows) {
        boolean rows = newStripRows == BY_BOARD || newStripRows >= 2 && newStripRows % 2 == 0;
        if (newGenerations < 1 || newGenerations > MOST_GENERATIONS || !rows) {
            throw new LabException("The " + NAME + " engine advances 1 to " + MOST_GENERATIONS + " generations a pass "
                    + "in strips of an even number of rows, not " + newGenerations + " generations in strips of "
                    + newStripRows + " rows.");
        }
        return new BitPackedLife(newGenerations, newStripRows);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "32 cells per 32-bit word, neighbour counts by bitwise full adders, a column of words per thread "
                + "(four words at a time where the width is a multiple of 128): a quarter of a byte moved per cell update. "
                + "Where the width is a multiple of 128, on devices with subgroups, boards of 2^24 cells and more advance "
                + "5 generations a pass in registers (up to 8 with the tuning perpass), edge cells traded by subgroup "
                + "shuffles, the board read and written once a pass.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER, GENERATIONS_SHADER);
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
    public int mostGenerationsPerPass() {
        return MOST_GENERATIONS;
    }

    /** Several only where the kernel runs: whole vec4 rows and subgroups of at least 4 lanes. */
    @Override
    public int generationsPerPass(Board board) {
        if (board.width() % 128 != 0 || board.subgroupMinSize() < 4) {
            return 1;
        }
        if (generations != BY_BOARD) {
            return generations;
        }
        return (long) board.width() * board.height() >= LEAST_CELLS_FOR_SEVERAL ? DEFAULT_GENERATIONS : 1;
    }

    /** The rows a thread of the several-generation kernel walks down on this board. */
    int stripRows(Board board) {
        if (stripRows != BY_BOARD) {
            return stripRows;
        }
        if (board.height() >= LEAST_ROWS_FOR_TALLEST_STRIPS) {
            return TALLEST_STRIP_ROWS;
        }
        return board.height() >= LEAST_ROWS_FOR_TALL_STRIPS ? TALL_STRIP_ROWS : SHORT_STRIP_ROWS;
    }

    /**
     * Workgroups cover a span of vec4 columns, what a subgroup of the smallest size writes (lanes - 2), and
     * a strip of rows for each such subgroup of the workgroup; larger subgroups walk several strips each.
     */
    @Override
    public Plan.Dispatch advance(Board board, GPUBuffer current, GPUBuffer next, int count) {
        int lanes = Math.min(board.subgroupMinSize(), GENERATION_THREADS);
        long columns = lanes - 2;
        long strips = GENERATION_THREADS / lanes;
        long quads = board.width() / 128;
        long spans = DispatchGrid.ceilDiv(quads, columns);
        int rows = stripRows(board);
        Kernel kernel = new Kernel(GENERATIONS_SHADER, "step_generations", true, Map.of("THREADS",
                (double) GENERATION_THREADS, "ROWS", (double) rows, "GENERATIONS", (double) count, "TORUS",
                board.torus() ? 1.0 : 0.0, "RULE_TABLE", (double) RuleTable.of(board.rule())));
        DispatchGrid grid = DispatchGrid.of(spans * DispatchGrid.ceilDiv(board.height(), strips * rows),
                board.maxPerDimension());
        int[] uniform = PASS.words().set("height", board.height()).set("quads", quads)
                .set("columns", columns).set("spans", spans).set("strips", strips).array();
        return new Plan.Dispatch(kernel, grid, uniform, List.of(Bound.whole(1, current), Bound.whole(2, next)));
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
