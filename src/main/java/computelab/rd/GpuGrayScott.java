package computelab.rd;

import computelab.failure.LabException;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.SteppedState;
import computelab.gpu.Timed;
import java.util.Arrays;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The fields of one grid on the GPU and the engine that advances them: the fields are a {@link
 * SteppedState} (two states used in turn, the engine's passes from each to the other); what is
 * reaction-diffusion's own is here: the model, filling from the contract's initial states, the brush, and
 * the fields and their statistics read back. Create one with {@link RdEngines}, size it with {@link
 * #configure}, fill it, encode steps, submit, then read.
 *
 * <p>For a renderer: {@link #valueBuffer(int)} of {@link #currentState()} holds the current v (with u, as
 * {@link #layout()} says); both states exist from configure on and change only with a new size.
 *
 * <p>Threading: methods that read back wait for the GPU, so they run on a TeaVM thread; {@code step}
 * only encodes, and the caller submits before reading.
 */
public final class GpuGrayScott implements AutoCloseable {
    private final Gpu gpu;
    private final GrayScottStepper stepper;
    private final Precision precision;
    private final FieldLayout layout;
    private final SteppedState fields;
    private GrayScottStepper.Grid grid;

    GpuGrayScott(Gpu gpu, GrayScottStepper stepper, Precision precision) {
        this.gpu = gpu;
        this.stepper = stepper;
        this.precision = precision;
        this.layout = stepper.layout(precision);
        this.fields = new SteppedState(gpu, "rd " + stepper.name(), stepper.stepsPerPass());
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
        String subject = SteppedState.grid(width, height);
        SteppedState.Shape shape = new SteppedState.Shape(layout.buffers(), (double) width * height,
                layout.wordsPerCell());
        BufferPlan plan = SteppedState.plan(subject, "with the " + stepper.name()
                + " engine in " + precision.id(), shape);
        plan.requireFits(gpu);
        if ((double) width * height >= 4294967296.0) {
            // The kernels number cells with 32-bit integers (a device with buffers this large is rare).
            throw new LabException(subject + " has 2^32 cells or more, more than the "
                    + stepper.name() + " engine counts.");
        }
        try {
            fields.size(plan, shape);
        } catch (RuntimeException failure) {
            if (!fields.sized()) {
                grid = null;
            }
            throw failure;
        }
        setModel(model, edges, width, height);
        clear();
    }

    /** Changes the model or the edges and keeps the fields. */
    public void setModel(GrayScott model, Edges edges) {
        fields.requireSized();
        setModel(model, edges, grid.width(), grid.height());
    }

    private void setModel(GrayScott model, Edges edges, int width, int height) {
        GrayScottStepper.Grid next = new GrayScottStepper.Grid(width, height, model, edges, precision,
                gpu.maxWorkgroupsPerDimension());
        fields.stepWith((from, to, steps) -> stepper.plan(new GrayScottStepper.Job(next, state(from), state(to),
                steps)));
        grid = next;
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
        return fields.steps();
    }

    /** u = 1 and v = 0 everywhere (no seeds), step 0. */
    public void clear() {
        load(InitialState.RANDOM, 0, 1);
    }

    /** The contract's initial state, generated a band at a time and uploaded; step 0. */
    public void load(InitialState start, double density, int seed) {
        fields.requireSized();
        int width = grid.width();
        int rowsPerBand = Math.max(1, fields.bandElements() / width);
        float[] u = new float[Math.min(grid.height(), rowsPerBand) * width];
        float[] v = new float[u.length];
        for (int row = 0; row < grid.height(); row += rowsPerBand) {
            int rows = Math.min(rowsPerBand, grid.height() - row);
            start.fill(width, grid.height(), density, seed, row, rows, u, v);
            write((double) row * width, u, v, rows * width);
        }
        fields.restart();
    }

    /** Writes cells [first, first + count) of the current state from u and v. */
    private void write(double first, float[] u, float[] v, int count) {
        for (int b = 0; b < layout.buffers(); b++) {
            fields.write(b, first, layout.pack(u, v, count, b));
        }
    }

    /**
     * The brush: every cell within {@code radius} of (x, y) becomes a seed (u = 0.5, v = 0.25) or, with
     * {@code seed} false, empty (u = 1, v = 0). On the torus the disc wraps around; with zero flux it is cut
     * at the edges. The step count is kept.
     */
    public void paint(int x, int y, int radius, boolean seed) {
        fields.requireSized();
        int width = grid.width();
        int height = grid.height();
        boolean torus = grid.edges() == Edges.TORUS;
        float[] u = new float[Math.min(width, 2 * radius + 1)];
        float[] v = new float[u.length];
        Arrays.fill(u, seed ? InitialState.SEED_U : 1f);
        Arrays.fill(v, seed ? InitialState.SEED_V : 0f);
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
        fields.requireSized();
        fields.advance(encoder, passes, count);
    }

    /** Work that advances the fields by {@code count} steps each time it is encoded (a timed repetition). */
    public Timed advancing(long count) {
        return fields.advancing(count);
    }

    /**
     * One full pass ({@link #stepsPerPass()} steps) from the current state into the other, the same every
     * time it is encoded: the current state, and so the run's result, stays as it is. What the timing of
     * a step measures.
     */
    public Timed passInPlace() {
        fields.requireSized();
        return fields.passInPlace();
    }

    private GrayScottStepper.State state(GPUBuffer[] buffers) {
        return new GrayScottStepper.State(buffers[0], buffers.length > 1 ? buffers[1] : null);
    }

    /** Bytes a step moves per cell in the bulk of a run: the fields read and written once per pass. */
    public double bytesPerCellStep() {
        return 2.0 * layout.bytesPerCell() / stepper.stepsPerPass();
    }

    /** The statistics of the current fields, read back a band at a time (waits for the GPU). */
    public FieldStats stats() {
        FieldStats.Accumulator stats = new FieldStats.Accumulator();
        readBands(0, cells(), (u, v, count, firstCell) -> stats.add(u, v, count));
        return stats.stats();
    }

    /** The current fields, read back whole (waits); grids over {@link Fields#MAX_CELLS} are refused. */
    public Fields read() {
        fields.requireSized();
        SteppedState.requireWhole(SteppedState.grid(grid.width(), grid.height()), cells(), Fields.MAX_CELLS);
        Fields whole = new Fields(grid.width(), grid.height());
        readBands(0, cells(), (u, v, count, firstCell) -> {
            System.arraycopy(u, 0, whole.u(), (int) firstCell, count);
            System.arraycopy(v, 0, whole.v(), (int) firstCell, count);
        });
        return whole;
    }

    /**
     * Rows first .. first + count - 1 of the current fields, counted around the torus (a negative first
     * starts above the top), as fields of their own (waits for the GPU).
     */
    public Fields readRows(int first, int count) {
        fields.requireSized();
        int width = grid.width();
        Fields rows = new Fields(width, count);
        for (int r = 0; r < count; r++) {
            double rowStart = (double) Math.floorMod(first + r, grid.height()) * width;
            int into = r * width;
            readBands(rowStart, width, (u, v, cells, firstCell) -> {
                System.arraycopy(u, 0, rows.u(), into + (int) (firstCell - rowStart), cells);
                System.arraycopy(v, 0, rows.v(), into + (int) (firstCell - rowStart), cells);
            });
        }
        return rows;
    }

    private double cells() {
        return (double) grid.width() * grid.height();
    }

    /** Receives one band of cells read back: cells [firstCell, firstCell + count) in u and v from index 0. */
    interface Band {
        void accept(float[] u, float[] v, int count, double firstCell);
    }

    /** Cells [first, first + count) of the current fields, unpacked a band at a time (waits). */
    private void readBands(double first, double count, Band band) {
        fields.requireSized();
        float[] u = new float[(int) Math.min(fields.bandElements(), count)];
        float[] v = new float[u.length];
        fields.readInBands(first, count, (words, cells, firstCell) -> {
            for (int b = 0; b < words.length; b++) {
                layout.unpack(words[b], cells, b, u, v);
            }
            band.accept(u, v, cells, firstCell);
        });
    }

    /** Bytes of one of the two states, every buffer. */
    public double stateBytes() {
        return fields.shape().bytes();
    }

    /** Which state holds the current fields: 0 or 1. */
    public int currentState() {
        return fields.current();
    }

    /** The buffer of a state (0 or 1) that holds v: the v plane, or the packed cells. */
    public GPUBuffer valueBuffer(int state) {
        return fields.buffer(state, layout.buffers() - 1);
    }

    /** Destroys every GPU buffer the engine made; it can be configured again afterwards. */
    public void dispose() {
        fields.close();
        grid = null;
    }

    @Override
    public void close() {
        dispose();
    }
}
