package computelab.life;

import computelab.failure.GpuException;
import computelab.failure.LabException;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Submit;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * A board on the GPU and its engine: the two board buffers used in turn, one prepared step from each
 * to the other (the {@link LifeStepper}'s dispatch as a one-pass {@link Plan}), filling (upload, random
 * fill on the GPU, stamping patterns), counting and reading back.
 */
final class GpuLifeEngine implements LifeEngine {
    private final Gpu gpu;
    private final LifeStepper stepper;
    private final String algorithm;
    private final CellEncoding encoding;
    private final BufferIO io;
    private final PopulationCounter counter;
    private final BoardWriter writer;
    private final BoardReader reader;
    private final GPUBuffer[] cells = new GPUBuffer[2];
    // steps[i] advances the board from cells[i] to cells[1 - i].
    private final PreparedPlan[] steps = new PreparedPlan[2];
    private int width;
    private int height;
    private LifeRule rule;
    private Boundary boundary;
    private int current;
    private long generation;

    GpuLifeEngine(Gpu gpu, LifeStepper stepper) {
        this.gpu = gpu;
        this.stepper = stepper;
        this.algorithm = stepper.name();
        this.encoding = stepper.encoding();
        this.io = new BufferIO(gpu);
        this.counter = new PopulationCounter(gpu, io);
        this.writer = new BoardWriter(gpu, io);
        this.reader = new BoardReader(io);
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
        checkFits(newWidth, newHeight);
        if (cells[0] == null || newWidth != width || newHeight != height) {
            allocate(newWidth, newHeight);
        }
        prepareSteps(newRule, newBoundary);
        clear();
    }

    /** Throws a sentence for the person unless this device can hold the board in one binding. */
    private void checkFits(int newWidth, int newHeight) {
        if (newWidth < 1 || newHeight < 1) {
            throw new LabException("Grid size " + newWidth + " x " + newHeight
                    + " is not possible: width and height must be at least 1.");
        }
        double bytes = 4.0 * encoding.elements(newWidth, newHeight);
        double limit = Math.min(gpu.limit("maxStorageBufferBindingSize"), gpu.limit("maxBufferSize"));
        if (bytes > limit) {
            throw new LabException("A " + newWidth + " x " + newHeight + " grid needs " + mebibytes(bytes)
                    + " MiB per buffer with the " + algorithm + " engine, more than this device allows ("
                    + mebibytes(limit) + " MiB, maxStorageBufferBindingSize)"
                    + (encoding == CellEncoding.BIT_PACKED ? "." : "; the bitpacked engine needs 32 times less memory."));
        }
    }

    private static String mebibytes(double bytes) {
        double mib = bytes / (1 << 20);
        return mib >= 10 ? Long.toString(Math.round(mib)) : Double.toString(Math.round(mib * 100) / 100.0);
    }

    private void allocate(int newWidth, int newHeight) {
        destroyBoard();
        double bytes = 4.0 * encoding.elements(newWidth, newHeight);
        try {
            gpu.scoped("a " + newWidth + " x " + newHeight + " grid of the " + algorithm + " engine", () -> {
                for (int i = 0; i < 2; i++) {
                    cells[i] = BufferIO.storage(gpu, "life " + algorithm + " cells " + i, bytes);
                }
            });
        } catch (GpuException failure) {
            destroyBoard();
            throw failure;
        }
        width = newWidth;
        height = newHeight;
    }

    @Override
    public void setRule(LifeRule newRule, Boundary newBoundary) {
        requireConfigured();
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
        LifeStepper.Board board = new LifeStepper.Board(width, height, rule, boundary, gpu.maxWorkgroupsPerDimension());
        for (int i = 0; i < 2; i++) {
            if (steps[i] != null) {
                steps[i].close();
            }
            steps[i] = new PreparedPlan(gpu, stepper.plan(new LifeStepper.Job(board, cells[i], cells[1 - i])));
        }
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
        return generation;
    }

    @Override
    public void clear() {
        requireConfigured();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        // Both buffers: an engine that skips writes relies on the older buffer too.
        encoder.clearBuffer(cells[0]);
        encoder.clearBuffer(cells[1]);
        gpu.queue().submit(Submit.of(encoder.finish()));
        generation = 0;
    }

    @Override
    public void load(Grid grid) {
        requireConfigured();
        if (grid.width() != width || grid.height() != height) {
            throw new IllegalArgumentException("A " + grid.width() + " x " + grid.height()
                    + " grid does not match the configured " + width + " x " + height + " board");
        }
        if (encoding == CellEncoding.BIT_PACKED) {
            io.upload(currentCells(), 0, grid.words());
        } else {
            int[] values = grid.toCellValues();
            for (int i = 0; i < values.length; i++) {
                values[i] = values[i] != 0 ? stepper.aliveOnLoad() : stepper.deadOnLoad();
            }
            io.upload(currentCells(), 0, values);
        }
        generation = 0;
    }

    @Override
    public void fillRandom(double density, int seed) {
        requireConfigured();
        writer.fillRandom(currentCells(), width, height, encoding, density, seed, stepper.aliveOnLoad(),
                stepper.deadOnLoad());
        generation = 0;
    }

    @Override
    public void stamp(Pattern pattern, int x, int y) {
        requireConfigured();
        if (pattern.multiState() && rule.states() <= 2) {
            throw new LabException(pattern.describe() + " has dying cells (states above 1), but the rule " + rule
                    + " has two states; give a Generations rule such as " + rule + "/C" + Math.max(3,
                            pattern.states().highestState() + 1) + ".");
        }
        writer.stamp(currentCells(), width, height, encoding, pattern, x, y, stepper.aliveOnLoad());
    }

    @Override
    public void step(GPUCommandEncoder encoder, Passes passes) {
        requireConfigured();
        steps[current].encode(encoder, passes);
        current ^= 1;
        generation++;
    }

    @Override
    public long population() {
        requireConfigured();
        return counter.count(currentCells(), elements(), encoding);
    }

    @Override
    public long checksum() {
        requireConfigured();
        return reader.checksum(currentCells(), width, height, encoding);
    }

    @Override
    public Grid readRows(int firstRow, int rows) {
        requireConfigured();
        if (firstRow < 0 || rows < 1 || (long) firstRow + rows > height) {
            throw new IllegalArgumentException("Rows " + firstRow + " + " + rows + " are outside 0.." + height);
        }
        return reader.readRows(currentCells(), width, encoding, firstRow, rows);
    }

    @Override
    public Grid readGrid() {
        requireConfigured();
        if (32L * Grid.wordsPerRow(width) * height > Grid.MAX_CELLS) {
            throw new LabException("A " + width + " x " + height + " grid is too large to read back as a whole: at most "
                    + Grid.MAX_CELLS + " cells.");
        }
        return readRows(0, height);
    }

    @Override
    public void readInPieces(long first, long count, Piece consumer) {
        reader.readInPieces(currentCells(), first, count, consumer);
    }

    @Override
    public GPUBuffer currentCells() {
        return cells[current];
    }

    @Override
    public int currentIndex() {
        return current;
    }

    @Override
    public GPUBuffer cells(int index) {
        return cells[index];
    }

    @Override
    public long rowStride() {
        return encoding.rowStride(width);
    }

    /** u32 elements of the board. */
    long elements() {
        return encoding.elements(width, height);
    }

    @Override
    public void dispose() {
        destroyBoard();
        counter.destroy();
        writer.destroy();
        io.destroy();
    }

    private void destroyBoard() {
        for (int i = 0; i < 2; i++) {
            if (cells[i] != null) {
                cells[i].destroy();
                cells[i] = null;
            }
            if (steps[i] != null) {
                steps[i].close();
                steps[i] = null;
            }
        }
        current = 0;
        width = 0;
        height = 0;
    }

    private void requireConfigured() {
        if (cells[0] == null) {
            throw new IllegalStateException("Configure the " + algorithm + " engine with a size first");
        }
    }
}
