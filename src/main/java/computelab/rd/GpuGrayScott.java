package computelab.rd;

import computelab.failure.GpuException;
import computelab.failure.LabException;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Timed;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The fields of one grid on the GPU and the engine that advances them: two states used in turn, the
 * engine's passes from each to the other (prepared once per size, model and pass length), filling from
 * the contract's initial states, the brush, and reading back. Create one with {@link RdEngines}, size it
 * with {@link #configure}, fill it, encode steps, submit, then read.
 *
 * <p>For a renderer: {@link #valueBuffer(int)} of {@link #currentState()} holds the current v (with u, as
 * {@link #layout()} says); both states exist from configure on and change only with a new size.
 *
 * <p>Threading: methods that read back wait for the GPU, so they run on a TeaVM thread; {@code step}
 * only encodes, and the caller submits before reading.
 */
public final class GpuGrayScott implements AutoCloseable {
    /** Cells moved between the CPU and the GPU in one piece. */
    private static final int BAND_CELLS = 1 << 20;

    private final Gpu gpu;
    private final GrayScottStepper stepper;
    private final Precision precision;
    private final FieldLayout layout;
    private final BufferIO io;
    private final GPUBuffer[][] states = new GPUBuffer[2][];
    // Prepared passes by "state:steps": from state i to 1 - i, advancing that many steps.
    private final Map<String, PreparedPlan> passes = new HashMap<>();
    private GrayScottStepper.Grid grid;
    private int current;
    private long steps;

    GpuGrayScott(Gpu gpu, GrayScottStepper stepper, Precision precision) {
        this.gpu = gpu;
        this.stepper = stepper;
        this.precision = precision;
        this.layout = stepper.layout(precision);
        this.io = new BufferIO(gpu);
    }

    public String algorithm() {
        return stepper.name();
    }

    public Precision precision() {
        return precision;
    }

    public FieldLayout layout() {
        return layout;
    }

    /** The most steps one pass advances; a run's passes take this many until fewer are left. */
    public int stepsPerPass() {
        return stepper.stepsPerPass();
    }

    /** The label of every step pass, the key of its time in a measurement. */
    public String passLabel() {
        return stepper.passLabel();
    }

    /**
     * Sizes the grid (u = 1, v = 0 everywhere, step 0) with this model and these edges. Throws a
     * {@link LabException} when a state would be larger than this device's buffers allow.
     */
    public void configure(int width, int height, GrayScott model, Edges edges) {
        checkFits(width, height);
        if (grid == null || grid.width() != width || grid.height() != height) {
            allocate(width, height);
        }
        setModel(model, edges, width, height);
        clear();
    }

    /** Changes the model or the edges and keeps the fields. */
    public void setModel(GrayScott model, Edges edges) {
        requireConfigured();
        setModel(model, edges, grid.width(), grid.height());
    }

    private void setModel(GrayScott model, Edges edges, int width, int height) {
        closePasses();
        grid = new GrayScottStepper.Grid(width, height, model, edges, precision, gpu.maxWorkgroupsPerDimension());
    }

    private void checkFits(int width, int height) {
        if (width < 1 || height < 1) {
            throw new LabException("A grid of " + width + " x " + height + " cells is not possible: width and height "
                    + "must be at least 1.");
        }
        double bytes = (double) layout.bytesPerCellPerBuffer() * width * height;
        String limitName = gpu.limit("maxStorageBufferBindingSize") <= gpu.limit("maxBufferSize")
                ? "maxStorageBufferBindingSize" : "maxBufferSize";
        double limit = gpu.limit(limitName);
        if (bytes > limit || (double) width * height >= 4294967296.0) {
            // In MiB where that tells the two apart; a limit just under a power of two (2^31 - 4 bytes on
            // some drivers) needs the bytes.
            boolean inMebibytes = Math.round(bytes / (1 << 20)) != Math.round(limit / (1 << 20));
            throw new LabException("A " + width + " x " + height + " grid needs " + amount(bytes, inMebibytes)
                    + " per buffer with the " + stepper.name() + " engine in " + precision.id()
                    + ", more than this device allows (" + amount(limit, inMebibytes) + ", " + limitName + ").");
        }
    }

    private static String amount(double bytes, boolean inMebibytes) {
        return inMebibytes ? Math.round(bytes / (1 << 20)) + " MiB" : (long) bytes + " bytes";
    }

    private void allocate(int width, int height) {
        destroyStates();
        double bytes = (double) layout.bytesPerCellPerBuffer() * width * height;
        try {
            gpu.scoped("a " + width + " x " + height + " grid of the " + stepper.name() + " engine", () -> {
                for (int s = 0; s < 2; s++) {
                    states[s] = new GPUBuffer[layout.buffers()];
                    for (int b = 0; b < layout.buffers(); b++) {
                        states[s][b] = BufferIO.storage(gpu, "rd " + stepper.name() + " state " + s + " buffer " + b,
                                bytes);
                    }
                }
            });
        } catch (GpuException failure) {
            destroyStates();
            throw failure;
        }
    }

    public int width() {
        return grid.width();
    }

    public int height() {
        return grid.height();
    }

    public GrayScott model() {
        return grid.model();
    }

    public Edges edges() {
        return grid.edges();
    }

    /** Steps encoded since the fields were last loaded or cleared. */
    public long steps() {
        return steps;
    }

    /** u = 1 and v = 0 everywhere (no seeds), step 0. */
    public void clear() {
        load(InitialState.RANDOM, 0, 1);
    }

    /** The contract's initial state, generated a band of rows at a time and uploaded; step 0. */
    public void load(InitialState start, double density, int seed) {
        requireConfigured();
        int width = grid.width();
        int rowsPerBand = Math.max(1, BAND_CELLS / width);
        float[] u = new float[Math.min(grid.height(), rowsPerBand) * width];
        float[] v = new float[u.length];
        for (int row = 0; row < grid.height(); row += rowsPerBand) {
            int rows = Math.min(rowsPerBand, grid.height() - row);
            start.fill(width, grid.height(), density, seed, row, rows, u, v);
            write((double) row * width, u, v, rows * width);
        }
        steps = 0;
    }

    /** Writes cells [first, first + count) of the current state from u and v. */
    private void write(double first, float[] u, float[] v, int count) {
        for (int b = 0; b < layout.buffers(); b++) {
            int[] words = layout.pack(u, v, count, b);
            gpu.queue().writeBuffer(states[current][b], first * layout.bytesPerCellPerBuffer(),
                    Int32Array.fromJavaArray(words), 0, words.length);
        }
    }

    /**
     * The brush: every cell within {@code radius} of (x, y) becomes a seed (u = 0.5, v = 0.25) or, with
     * {@code seed} false, empty (u = 1, v = 0). On the torus the disc wraps around; with zero flux it is cut
     * at the edges. The step count is kept.
     */
    public void paint(int x, int y, int radius, boolean seed) {
        requireConfigured();
        int width = grid.width();
        int height = grid.height();
        boolean torus = grid.edges() == Edges.TORUS;
        float[] u = new float[Math.min(width, 2 * radius + 1)];
        float[] v = new float[u.length];
        java.util.Arrays.fill(u, seed ? InitialState.SEED_U : 1f);
        java.util.Arrays.fill(v, seed ? InitialState.SEED_V : 0f);
        for (int dy = -radius; dy <= radius; dy++) {
            int row = y + dy;
            if (torus) {
                row = Math.floorMod(row, height);
            } else if (row < 0 || row >= height) {
                continue;
            }
            int half = (int) Math.floor(Math.sqrt((double) radius * radius - (double) dy * dy));
            int from = x - half;
            int count = Math.min(width, 2 * half + 1);
            if (torus) {
                from = Math.floorMod(from, width);
                int first = Math.min(count, width - from);
                write((double) row * width + from, u, v, first);
                if (count > first) {
                    write((double) row * width, u, v, count - first);
                }
            } else {
                int left = Math.max(0, from);
                int right = Math.min(width, x + half + 1);
                if (right > left) {
                    write((double) row * width + left, u, v, right - left);
                }
            }
        }
    }

    /** Encodes {@code count} steps: passes of {@link #stepsPerPass()} steps, then one of the rest. */
    public void step(GPUCommandEncoder encoder, Passes passes, long count) {
        requireConfigured();
        for (long left = count; left > 0;) {
            int inPass = (int) Math.min(left, stepper.stepsPerPass());
            pass(current, inPass).encode(encoder, passes);
            current ^= 1;
            steps += inPass;
            left -= inPass;
        }
    }

    /** Work that advances the fields by {@code count} steps each time it is encoded (a timed repetition). */
    public Timed advancing(long count) {
        return new Timed() {
            @Override
            public void encode(GPUCommandEncoder encoder, Passes passes) {
                step(encoder, passes, count);
            }

            @Override
            public int passesPerRepetition() {
                return (int) Math.max(1, (count + stepper.stepsPerPass() - 1) / stepper.stepsPerPass());
            }
        };
    }

    /**
     * One full pass ({@link #stepsPerPass()} steps) from the current state into the other, the same every
     * time it is encoded: the current state, and so the run's result, stays as it is. What the timing of
     * a step measures.
     */
    public Timed passInPlace() {
        requireConfigured();
        PreparedPlan pass = pass(current, stepper.stepsPerPass());
        return new Timed() {
            @Override
            public void encode(GPUCommandEncoder encoder, Passes passes) {
                pass.encode(encoder, passes);
            }

            @Override
            public int passesPerRepetition() {
                return 1;
            }
        };
    }

    private PreparedPlan pass(int from, int count) {
        String key = from + ":" + count;
        PreparedPlan prepared = passes.get(key);
        if (prepared == null) {
            prepared = new PreparedPlan(gpu, stepper.plan(new GrayScottStepper.Job(grid, state(from), state(1 - from),
                    count)));
            passes.put(key, prepared);
        }
        return prepared;
    }

    private GrayScottStepper.State state(int index) {
        GPUBuffer[] buffers = states[index];
        return new GrayScottStepper.State(buffers[0], buffers.length > 1 ? buffers[1] : null);
    }

    /** Bytes a step moves per cell in the bulk of a run: the fields read and written once per pass. */
    public double bytesPerCellStep() {
        return 2.0 * layout.bytesPerCell() / stepper.stepsPerPass();
    }

    /** The statistics of the current fields, read back a band at a time (waits for the GPU). */
    public FieldStats stats() {
        FieldStats.Accumulator stats = new FieldStats.Accumulator();
        readBands((u, v, count, firstCell) -> stats.add(u, v, count));
        return stats.stats();
    }

    /** The current fields, read back whole (waits); grids over {@link Fields#MAX_CELLS} are refused. */
    public Fields read() {
        requireConfigured();
        if ((long) grid.width() * grid.height() > Fields.MAX_CELLS) {
            throw new LabException("A " + grid.width() + " x " + grid.height() + " grid is too large to read back "
                    + "whole: at most " + Fields.MAX_CELLS + " cells.");
        }
        Fields fields = new Fields(grid.width(), grid.height());
        readBands((u, v, count, firstCell) -> {
            System.arraycopy(u, 0, fields.u(), firstCell, count);
            System.arraycopy(v, 0, fields.v(), firstCell, count);
        });
        return fields;
    }

    /**
     * Rows first .. first + count - 1 of the current fields, counted around the torus (a negative first
     * starts above the top), as fields of their own (waits for the GPU).
     */
    public Fields readRows(int first, int count) {
        requireConfigured();
        int width = grid.width();
        Fields rows = new Fields(width, count);
        float[] u = new float[width];
        float[] v = new float[width];
        for (int r = 0; r < count; r++) {
            int row = Math.floorMod(first + r, grid.height());
            for (int b = 0; b < layout.buffers(); b++) {
                int[] words = io.readInts(states[current][b], (double) row * width * layout.bytesPerCellPerBuffer(),
                        width * layout.wordsPerCell());
                layout.unpack(words, width, b, u, v);
            }
            System.arraycopy(u, 0, rows.u(), r * width, width);
            System.arraycopy(v, 0, rows.v(), r * width, width);
        }
        return rows;
    }

    /** Receives one band of cells read back: cells [firstCell, firstCell + count) in u and v from index 0. */
    interface Band {
        void accept(float[] u, float[] v, int count, int firstCell);
    }

    private void readBands(Band band) {
        requireConfigured();
        int width = grid.width();
        int rowsPerBand = Math.max(1, BAND_CELLS / width);
        float[] u = new float[Math.min(grid.height(), rowsPerBand) * width];
        float[] v = new float[u.length];
        for (int row = 0; row < grid.height(); row += rowsPerBand) {
            int count = Math.min(rowsPerBand, grid.height() - row) * width;
            for (int b = 0; b < layout.buffers(); b++) {
                int[] words = io.readInts(states[current][b], (double) row * width * layout.bytesPerCellPerBuffer(),
                        count * layout.wordsPerCell());
                layout.unpack(words, count, b, u, v);
            }
            band.accept(u, v, count, row * width);
        }
    }

    /** Which state holds the current fields: 0 or 1. */
    public int currentState() {
        return current;
    }

    /** The buffer of a state (0 or 1) that holds v: the v plane, or the packed cells. */
    public GPUBuffer valueBuffer(int state) {
        GPUBuffer[] buffers = states[state];
        return buffers[buffers.length - 1];
    }

    /** Destroys every GPU buffer the engine made; it can be configured again afterwards. */
    public void dispose() {
        destroyStates();
        io.destroy();
    }

    @Override
    public void close() {
        dispose();
    }

    private void destroyStates() {
        closePasses();
        for (int s = 0; s < 2; s++) {
            if (states[s] != null) {
                for (GPUBuffer buffer : states[s]) {
                    buffer.destroy();
                }
                states[s] = null;
            }
        }
        grid = null;
        current = 0;
        steps = 0;
    }

    private void closePasses() {
        for (PreparedPlan prepared : passes.values()) {
            prepared.close();
        }
        passes.clear();
    }

    private void requireConfigured() {
        if (grid == null) {
            throw new IllegalStateException("Configure the " + stepper.name() + " engine with a size first");
        }
    }
}
