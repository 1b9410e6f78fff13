package computelab.life;

import computelab.failure.LabException;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.SteppedState;
import computelab.gpu.Timed;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * A board on the GPU and its engine: the board is a {@link SteppedState} (two buffers used in turn, the
 * {@link LifeStepper}'s one-pass plan from each to the other); what is Life's own is here and beside it:
 * the rule and edges, filling (upload, random fill on the GPU, stamping patterns), population and checksum.
 */
final class GpuLifeEngine implements LifeEngine {
    /** WebGPU's smallest subgroup size, for an adapter that reports none. */
    private static final int MIN_SUBGROUP_SIZE = 4;
    private final Gpu gpu;
    private final LifeStepper stepper;
    private final String algorithm;
    private final CellEncoding encoding;
    private final SteppedState board;
    private final PopulationCounter counter;
    private final BoardWriter writer;
    private final BoardReader reader;
    private int width;
    private int height;
    private LifeRule rule;
    private Boundary boundary;

    GpuLifeEngine(Gpu gpu, LifeStepper stepper) {
        this.gpu = gpu;
        this.stepper = stepper;
        this.algorithm = stepper.name();
        this.encoding = stepper.encoding();
        this.board = new SteppedState(gpu, "life " + algorithm, stepper.mostGenerationsPerPass());
        this.counter = new PopulationCounter(gpu, board.io());
        this.writer = new BoardWriter(gpu, board.io());
        this.reader = new BoardReader(board);
    }

    @Override
    public String algorithm() {
        return algorithm;
    }

    @Override
    public CellEncoding encoding() {
        return encoding;
    }

    @Override
    public void configure(int newWidth, int newHeight, LifeRule newRule, Boundary newBoundary) {
        checkRuns(newRule);
        try {
            board.size(plan(stepper, newWidth, newHeight), shape(encoding, newWidth, newHeight));
        } catch (RuntimeException failure) {
            if (!board.sized()) {
                // The GPU refused the new buffers after the old ones went: no board is left.
                width = 0;
                height = 0;
            }
            throw failure;
        }
        width = newWidth;
        height = newHeight;
        prepareSteps(newRule, newBoundary);
        clear();
    }

    /**
     * The board's buffers as the device's limits see them, with the sentence for a person where they do not
     * fit; a size below 1 is refused first.
     */
    static BufferPlan plan(LifeStepper stepper, int width, int height) {
        BufferPlan plan = SteppedState.plan(SteppedState.grid(width, height), "with the " + stepper.name()
                + " engine", shape(stepper.encoding(), width, height));
        return stepper.encoding() == CellEncoding.BIT_PACKED ? plan
                : plan.advising("the " + LifeEngines.BITPACKED + " engine needs 32 times less memory");
    }

    private static SteppedState.Shape shape(CellEncoding encoding, int width, int height) {
        return new SteppedState.Shape(1, encoding.elements(width, height), 1);
    }

    @Override
    public void setRule(LifeRule newRule, Boundary newBoundary) {
        board.requireSized();
        checkRuns(newRule);
        prepareSteps(newRule, newBoundary);
    }

    private void checkRuns(LifeRule newRule) {
        String refusal = LifeEngines.refusal(algorithm, newRule);
        if (refusal != null) {
            throw new LabException(refusal);
        }
    }

    /** The two steps (cells 0 to 1, cells 1 to 0) for the configured size, this rule and these edges. */
    private void prepareSteps(LifeRule newRule, Boundary newBoundary) {
        rule = newRule;
        boundary = newBoundary;
        LifeStepper.Board shape = new LifeStepper.Board(width, height, rule, boundary, gpu.maxWorkgroupsPerDimension(),
                gpu.hasSubgroups() ? Math.max(MIN_SUBGROUP_SIZE, gpu.description().subgroupMinSize()) : 0);
        board.stepWith((from, to, steps) -> stepper.plan(new LifeStepper.Job(shape, from[0], to[0], steps)),
                stepper.generationsPerPass(shape));
        board.prepare(1);
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public int height() {
        return height;
    }

    @Override
    public LifeRule rule() {
        return rule;
    }

    @Override
    public Boundary boundary() {
        return boundary;
    }

    @Override
    public long generation() {
        return board.steps();
    }

    @Override
    public void clear() {
        board.clear();
    }

    @Override
    public void load(Grid grid) {
        board.requireSized();
        if (grid.width() != width || grid.height() != height) {
            throw new IllegalArgumentException("A " + grid.width() + " x " + grid.height()
                    + " grid does not match the configured " + width + " x " + height + " board");
        }
        if (encoding == CellEncoding.BIT_PACKED) {
            board.write(0, 0, grid.words());
        } else {
            int[] values = grid.toCellValues();
            for (int i = 0; i < values.length; i++) {
                values[i] = values[i] != 0 ? stepper.aliveOnLoad() : stepper.deadOnLoad();
            }
            board.write(0, 0, values);
        }
        board.restart();
    }

    @Override
    public void fillRandom(double density, int seed) {
        writer.fillRandom(currentCells(), width, height, encoding, density, seed, stepper.aliveOnLoad(),
                stepper.deadOnLoad());
        board.restart();
    }

    @Override
    public void stamp(Pattern pattern, int x, int y) {
        board.requireSized();
        if (pattern.multiState() && rule.states() <= 2) {
            throw new LabException(pattern.describe() + " has dying cells (states above 1), but the rule " + rule
                    + " has two states; give a Generations rule such as " + rule + "/C" + Math.max(3,
                            pattern.states().highestState() + 1) + ".");
        }
        writer.stamp(currentCells(), width, height, encoding, pattern, x, y, stepper.aliveOnLoad());
    }

    @Override
    public void step(GPUCommandEncoder encoder, Passes passes) {
        board.advance(encoder, passes, 1);
    }

    @Override
    public int generationsPerPass() {
        return board.stepsPerPass();
    }

    @Override
    public Timed advancing(long generations) {
        return board.advancing(generations);
    }

    @Override
    public long population() {
        return counter.count(currentCells(), encoding.elements(width, height), encoding);
    }

    @Override
    public long checksum() {
        board.requireSized();
        return reader.checksum(width, height, encoding);
    }

    @Override
    public Grid readRows(int firstRow, int rows) {
        board.requireSized();
        if (firstRow < 0 || rows < 1 || (long) firstRow + rows > height) {
            throw new IllegalArgumentException("Rows " + firstRow + " + " + rows + " are outside 0.." + height);
        }
        return reader.readRows(width, encoding, firstRow, rows);
    }

    @Override
    public Grid readGrid() {
        board.requireSized();
        SteppedState.requireWhole(SteppedState.grid(width, height), 32.0 * Grid.wordsPerRow(width) * height,
                Grid.MAX_CELLS);
        return readRows(0, height);
    }

    @Override
    public void readInPieces(long first, long count, Piece consumer) {
        reader.readInPieces(first, count, consumer);
    }

    @Override
    public GPUBuffer currentCells() {
        return board.buffer(board.current(), 0);
    }

    @Override
    public int currentIndex() {
        return board.current();
    }

    @Override
    public GPUBuffer cells(int index) {
        return board.buffer(index, 0);
    }

    @Override
    public long rowStride() {
        return encoding.rowStride(width);
    }

    @Override
    public double stateBytes() {
        return board.shape().bytes();
    }

    @Override
    public void dispose() {
        board.close();
        width = 0;
        height = 0;
        counter.destroy();
        writer.destroy();
    }
}
