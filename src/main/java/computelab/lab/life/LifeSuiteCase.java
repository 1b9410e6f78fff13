package computelab.lab.life;

import computelab.bench.BandCheck;
import computelab.bench.BenchCase;
import computelab.bench.SquareGridCase;
import computelab.gpu.Gpu;
import computelab.gpu.Timed;
import computelab.life.Boundary;
import computelab.life.CellEncoding;
import computelab.life.CpuLife;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import computelab.life.LifeRule;
import java.util.Arrays;

/**
 * One prepared life board for the benchmark. Verification, after the warm-up and timed generations
 * (the warm-up runs as many as the GPU needs to reach its clocks, tens of thousands on a fast GPU):
 * <ul>
 * <li>where the CPU can replay the whole history (at most {@link #MAX_REPLAYED_CELL_UPDATES}): the whole
 * board equals the CPU reference ({@link CpuLife}) run from the same random start for the same number
 * of generations, and the GPU population matches;
 * <li>other sides up to {@link #FULL_CHECK_MAX_SIDE}: the whole board is read back, one more GPU
 * pass equals as many CPU steps of it, and the GPU population matches;
 * <li>larger sides (a CPU step would take too long): the GPU population equals a count of the whole
 * board read back, and one more GPU pass is checked against CPU steps in bands of rows, full
 * width ({@link BandCheck}).
 * </ul>
 */
final class LifeSuiteCase extends SquareGridCase {
    static final int FULL_CHECK_MAX_SIDE = 4096;
    /** Cell updates the CPU replays from the start at most (about a second of CpuLife). */
    static final double MAX_REPLAYED_CELL_UPDATES = 2e8;
    /** The uniforms and the population counter beside the two boards. */
    private static final double SMALL_BUFFERS_BYTES = 3 * 32 + 8;

    private final LifeEngine engine;

    LifeSuiteCase(Gpu gpu, LifeEngine engine) {
        super(gpu);
        this.engine = engine;
    }

    /** One repetition is one pass: one generation, or the engine's generations per pass. */
    @Override
    public Timed run() {
        return engine.generationsPerPass() == 1 ? engine : engine.advancing(engine.generationsPerPass());
    }

    @Override
    public boolean verify() {
        int side = engine.width();
        CpuLife cpu = new CpuLife(LifeRule.LIFE, Boundary.TORUS);
        if ((double) side * side * engine.generation() <= MAX_REPLAYED_CELL_UPDATES) {
            Grid start = Grid.randomFill(side, side, LifeSuite.DENSITY, LifeSuite.SEED);
            Grid expected = cpu.run(start, (int) engine.generation());
            return engine.readGrid().equals(expected) && engine.population() == expected.population();
        }
        int perPass = engine.generationsPerPass();
        if (side <= FULL_CHECK_MAX_SIDE) {
            Grid expected = cpu.run(engine.readGrid(), perPass);
            submitUntimed(run());
            return engine.readGrid().equals(expected) && engine.population() == expected.population();
        }
        return populationMatchesReadback() && BandCheck.agrees(new Bands(), perPass);
    }

    private boolean populationMatchesReadback() {
        long[] live = { 0 };
        boolean packed = engine.encoding() == CellEncoding.BIT_PACKED;
        engine.readInPieces(0, engine.encoding().elements(engine.width(), engine.height()),
                (words, count) -> {
                    // An int per piece (at most 2^27 cells): a long is a BigInt in the browser.
                    int inPiece = 0;
                    for (int i = 0; i < count; i++) {
                        inPiece += packed ? Integer.bitCount(words[i]) : words[i] & 1;
                    }
                    live[0] += inPiece;
                });
        return live[0] == engine.population();
    }

    /** The board as the band check sees it: bands of rows as grids, stepped by {@link CpuLife}. */
    private final class Bands implements BandCheck.Grid<Grid> {
        @Override
        public int height() {
            return engine.height();
        }

        @Override
        public Grid readRows(int first, int count) {
            int stride = Grid.wordsPerRow(engine.width());
            int[] words = new int[stride * count];
            for (int i = 0; i < count; i++) {
                int row = Math.floorMod(first + i, engine.height());
                System.arraycopy(engine.readRows(row, 1).words(), 0, words, i * stride, stride);
            }
            return Grid.fromWords(engine.width(), count, words);
        }

        @Override
        public void advance(int steps) {
            submitUntimed(engine.advancing(steps));
        }

        @Override
        public boolean agrees(Grid before, Grid after, int steps, int first, int last) {
            Grid expected = new CpuLife(LifeRule.LIFE, Boundary.TORUS).run(before, steps);
            return Arrays.equals(rows(expected, first, last - first), rows(after, first, last - first));
        }
    }

    private static int[] rows(Grid grid, int first, int count) {
        int stride = grid.wordsPerRow();
        return Arrays.copyOfRange(grid.words(), first * stride, (first + count) * stride);
    }

    @Override
    protected double items() {
        return (double) engine.width() * engine.height() * engine.generationsPerPass();
    }

    @Override
    protected double trafficBytes() {
        // A pass of several generations reads and writes the board once, as a pass of one does.
        return engine.encoding().trafficBytesPerGeneration(engine.width(), engine.height());
    }

    @Override
    protected double stateBytes() {
        return engine.stateBytes();
    }

    @Override
    protected double smallBytes() {
        return SMALL_BUFFERS_BYTES;
    }

    @Override
    public void close() {
        engine.dispose();
    }
}
