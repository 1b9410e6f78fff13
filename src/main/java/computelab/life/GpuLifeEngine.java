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
    /** Elements per readback piece (16 MiB): big boards are read without one huge staging buffer. */
    private static final int READ_CHUNK = 1 << 22;

    protected final Gpu gpu;
    private final String algorithm;
    private final CellEncoding encoding;
    private final BufferIO io;
    private final PopulationCounter counter;
    private final GPUBuffer[] cells = new GPUBuffer[2];
    private final GPUBindGroup[] stepBindings = new GPUBindGroup[2];
    private GPUBuffer boardUniform;
    private GPUBuffer fillUniform;
    private GPUBuffer stampUniform;
    private GPUBuffer stampBlock;
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
                    + (encoding == CellEncoding.BIT_PACKED ? "." : "; the bitpacked engine needs 32 times less."));
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
        // One uniform holds the step's board description; small ones for filling and stamping.
        boardUniform = BufferIO.uniform(gpu, "life " + algorithm + " board", 32);
        fillUniform = BufferIO.uniform(gpu, "life random fill", 32);
        stampUniform = BufferIO.uniform(gpu, "life stamp", 32);
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
        if (!(density >= 0 && density <= 1)) {
            throw new LabException("Density " + density + " is not possible: it must be between 0 and 1.");
        }
        int threshold = (int) Math.floor(density * 65536);
        io.upload(fillUniform, 0, new int[] { width, height, Grid.wordsPerRow(width), Hash.mix32(seed), threshold,
            aliveOnLoad(), deadOnLoad(), 0 });
        boolean packed = encoding == CellEncoding.BIT_PACKED;
        GPUPipeline.Compute pipeline = LifeKernels.pipeline(gpu, "life/random_fill.wgsl",
                packed ? "fill_words" : "fill_cells");
        runOnce("life random fill", pipeline, Bindings.of(gpu, pipeline, currentCells(), fillUniform),
                DispatchGrid.forItems(elements(), 64, gpu.maxWorkgroupsPerDimension()));
        generation = 0;
    }

    @Override
    public void stamp(Pattern pattern, int x, int y) {
        requireConfigured();
        boolean packed = encoding == CellEncoding.BIT_PACKED;
        PatternStamp stamp = packed ? PatternStamp.packed(pattern, x, y, width, height)
                : PatternStamp.perCell(pattern, x, y, width, height);
        double blockBytes = 4.0 * stamp.block().length;
        if (stampBlock == null || stampBlock.getSize() < blockBytes) {
            if (stampBlock != null) {
                stampBlock.destroy();
            }
            stampBlock = BufferIO.storage(gpu, "life stamp block", Math.max(blockBytes, 4096));
        }
        io.upload(stampBlock, 0, stamp.block());
        io.upload(stampUniform, 0, new int[] { (int) stamp.firstTarget(), stamp.targetStride(), stamp.blockWidth(),
            stamp.blockRows(), aliveOnLoad(), 0, 0, 0 });
        GPUPipeline.Compute pipeline = LifeKernels.pipeline(gpu, "life/stamp.wgsl", packed ? "or_words" : "set_cells");
        runOnce("life stamp", pipeline, Bindings.of(gpu, pipeline, stampBlock, currentCells(), stampUniform),
                DispatchGrid.forItems(stamp.block().length, 64, gpu.maxWorkgroupsPerDimension()));
    }

    /** Encodes, submits and forgets one untimed pass (filling and drawing are not measured). */
    private void runOnce(String label, GPUPipeline.Compute pipeline, GPUBindGroup bindings, DispatchGrid grid) {
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        GPUComputePassEncoder pass = encoder.beginComputePass(descriptor);
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, bindings);
        grid.dispatch(pass);
        pass.end();
        gpu.queue().submit(Submit.of(encoder.finish()));
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
        LifeChecksum checksum = LifeChecksum.forWidth(width);
        boolean packed = encoding == CellEncoding.BIT_PACKED;
        readInPieces(0, elements(), (piece, count) -> {
            if (packed) {
                checksum.addWords(piece, count);
            } else {
                checksum.addCells(piece, count);
            }
        });
        return checksum.value();
    }

    @Override
    public Grid readRows(int firstRow, int rows) {
        requireConfigured();
        if (firstRow < 0 || rows < 1 || (long) firstRow + rows > height) {
            throw new IllegalArgumentException("Rows " + firstRow + " + " + rows + " are outside 0.." + height);
        }
        Grid.checkSize(width, rows);
        long stride = rowStride();
        int[] packedWords = new int[(int) (Grid.wordsPerRow(width) * (long) rows)];
        int[] filled = { 0 };
        readInPieces(firstRow * stride, rows * stride, (piece, count) -> {
            if (encoding == CellEncoding.BIT_PACKED) {
                System.arraycopy(piece, 0, packedWords, filled[0], count);
            } else {
                packCells(piece, count, filled[0], packedWords);
            }
            filled[0] += count;
        });
        return Grid.fromWords(width, rows, packedWords);
    }

    /** Sets the bits of live cells (bit 0 of each value) of cells [offset, offset + count) of the rows read. */
    private void packCells(int[] values, int count, long offset, int[] packedWords) {
        int stride = Grid.wordsPerRow(width);
        for (int i = 0; i < count; i++) {
            if ((values[i] & 1) != 0) {
                long cell = offset + i;
                int y = (int) (cell / width);
                int x = (int) (cell % width);
                packedWords[y * stride + (x >>> 5)] |= 1 << x;
            }
        }
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

    interface Piece {
        void accept(int[] words, int count);
    }

    /** Reads elements [first, first + count) of the current buffer, at most READ_CHUNK at a time. */
    void readInPieces(long first, long count, Piece consumer) {
        for (long done = 0; done < count; done += READ_CHUNK) {
            int size = (int) Math.min(READ_CHUNK, count - done);
            consumer.accept(io.readInts(currentCells(), 4.0 * (first + done), size), size);
        }
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
        io.destroy();
        if (stampBlock != null) {
            stampBlock.destroy();
            stampBlock = null;
        }
    }

    private void destroyBoard() {
        for (GPUBuffer buffer : new GPUBuffer[] { cells[0], cells[1], boardUniform, fillUniform, stampUniform }) {
            if (buffer != null) {
                buffer.destroy();
            }
        }
        cells[0] = null;
        cells[1] = null;
        boardUniform = null;
        fillUniform = null;
        stampUniform = null;
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
