package computelab.life;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.GpuException;
import computelab.gpu.GpuTimer;
import computelab.gpu.LabException;
import computelab.gpu.Submit;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * What every GPU engine shares: the two board buffers used in turn, their bind groups, filling
 * (upload, random fill on the GPU, stamping patterns), counting and reading back. A subclass supplies
 * the step: its pipeline, uniform and dispatch for the current size and rule.
 */
abstract class GpuLifeEngine implements LifeEngine {
    protected final Gpu gpu;
    private final String algorithm;
    private final CellEncoding encoding;
    private final BufferIO io;
    private final PopulationCounter counter;
    private final BoardWriter writer;
    private final BoardReader reader;
    private final GPUBuffer[] cells = new GPUBuffer[2];
    private final GPUBindGroup[] stepBindings = new GPUBindGroup[2];
    private GPUBuffer boardUniform;
    private GPUPipeline.Compute stepPipeline;
    private DispatchGrid stepDispatch;
    private int width;
    private int height;
    private LifeRule rule;
    private Boundary boundary;
    private int current;
    private long generation;

    GpuLifeEngine(Gpu gpu, String algorithm, CellEncoding encoding) {
        this.gpu = gpu;
        this.algorithm = algorithm;
        this.encoding = encoding;
        this.io = new BufferIO(gpu);
        this.counter = new PopulationCounter(gpu, io);
        this.writer = new BoardWriter(gpu, io);
        this.reader = new BoardReader(io);
    }

    /** The step pipeline for the configured size (called after the size is set). */
    protected abstract GPUPipeline.Compute stepPipeline();

    /** The workgroups of one step for the configured size. */
    protected abstract DispatchGrid stepDispatch();

    /** The step shader's uniform, as u32 words, for the configured size, rule and edges. */
    protected abstract int[] boardUniform();

    /** The value a loaded live cell gets in a one-cell-per-word board. */
    protected int aliveOnLoad() {
        return 1;
    }

    /** The value a loaded dead cell gets in a one-cell-per-word board. */
    protected int deadOnLoad() {
        return 0;
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
        checkFits(newWidth, newHeight);
        if (cells[0] == null || newWidth != width || newHeight != height) {
            allocate(newWidth, newHeight);
        }
        rule = newRule;
        boundary = newBoundary;
        stepPipeline = stepPipeline();
        stepDispatch = stepDispatch();
        // Auto-layout bind groups belong to their pipeline, which depends on the size (workgroup shape).
        stepBindings[0] = Bindings.of(gpu, stepPipeline, cells[0], cells[1], boardUniform);
        stepBindings[1] = Bindings.of(gpu, stepPipeline, cells[1], cells[0], boardUniform);
        io.upload(boardUniform, 0, boardUniform());
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
        gpu.pushErrorScopes();
        for (int i = 0; i < 2; i++) {
            cells[i] = BufferIO.storage(gpu, "life " + algorithm + " cells " + i, bytes);
        }
        // The step's board description: size, edges and rule.
        boardUniform = BufferIO.uniform(gpu, "life " + algorithm + " board", 128);
        try {
            gpu.popErrorScopes("allocating a " + newWidth + " x " + newHeight + " grid for the " + algorithm + " engine");
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
        rule = newRule;
        boundary = newBoundary;
        io.upload(boardUniform, 0, boardUniform());
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
                values[i] = values[i] != 0 ? aliveOnLoad() : deadOnLoad();
            }
            io.upload(currentCells(), 0, values);
        }
        generation = 0;
    }

    @Override
    public void fillRandom(double density, int seed) {
        requireConfigured();
        writer.fillRandom(currentCells(), width, height, encoding, density, seed, aliveOnLoad(), deadOnLoad());
        generation = 0;
    }

    @Override
    public void stamp(Pattern pattern, int x, int y) {
        requireConfigured();
        writer.stamp(currentCells(), width, height, encoding, pattern, x, y, aliveOnLoad());
    }

    @Override
    public void step(GPUCommandEncoder encoder, GpuTimer timer) {
        requireConfigured();
        String label = "life " + algorithm + " step";
        GPUComputePassEncoder pass;
        if (timer != null) {
            pass = timer.beginComputePass(encoder, label);
        } else {
            GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
            descriptor.setLabel(label);
            pass = encoder.beginComputePass(descriptor);
        }
        pass.setPipeline(stepPipeline);
        pass.setBindGroup(0, stepBindings[current]);
        stepDispatch.dispatch(pass);
        pass.end();
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

    /** Reads elements [first, first + count) of the current generation piece by piece (for verification). */
    void readInPieces(long first, long count, BoardReader.Piece consumer) {
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
        for (GPUBuffer buffer : new GPUBuffer[] { cells[0], cells[1], boardUniform }) {
            if (buffer != null) {
                buffer.destroy();
            }
        }
        cells[0] = null;
        cells[1] = null;
        boardUniform = null;
        stepBindings[0] = null;
        stepBindings[1] = null;
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
