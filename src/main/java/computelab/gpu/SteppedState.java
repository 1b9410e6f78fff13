package computelab.gpu;

import computelab.failure.GpuException;
import computelab.failure.LabException;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * A simulation's state on the GPU and the way it advances: two states of the same buffers used in turn, a
 * prepared pass from each into the other for every number of steps a pass takes (built from the variant's
 * {@link Plan} once and encoded any number of times), and the current state written and read back in
 * bands. Sized through a {@link BufferPlan}, so a state too large for the device is that plan's sentence.
 * Life's board and reaction-diffusion's fields are each one of these; a workload keeps only what is its
 * own: what the buffers hold, how a pass is planned, what is read back.
 *
 * <p>Threading: reads wait for the GPU, so they run on a TeaVM thread; {@link #advance} only encodes, and
 * the caller submits before reading.
 */
public final class SteppedState implements AutoCloseable {
    /** Bytes of each buffer moved between the CPU and the GPU in one band: 16 MiB. */
    private static final int BAND_WORDS = 1 << 22;

    private final Gpu gpu;
    private final String name;
    private int stepsPerPass;
    private final BufferIO io;
    private final GPUBuffer[][] states = new GPUBuffer[2][];
    // passes[from][steps]: from state `from` into the other, advancing that many steps; made when first encoded.
    private final PreparedPlan[][] passes;
    private Shape shape;
    private Stepping stepping;
    private int current;
    // Steps as a double, exact to 2^53: see advance.
    private double steps;

    /** How a workload advances its state: the plan of one pass from one state's buffers into the other's. */
    @FunctionalInterface
    public interface Stepping {
        /** The pass advancing {@code steps} (1 .. steps per pass) steps from {@code from} into {@code to}. */
        Plan plan(GPUBuffer[] from, GPUBuffer[] to, int steps);
    }

    /**
     * One state: {@code buffers} buffers, each of {@code elements} elements (cells, or words of packed
     * cells) of {@code wordsPerElement} 32-bit words, bound whole by the step kernels.
     */
    public record Shape(int buffers, double elements, int wordsPerElement) {
        public double bytesPerBuffer() {
            return 4.0 * wordsPerElement * elements;
        }

        /** Bytes of one state, every buffer. */
        public double bytes() {
            return buffers * bytesPerBuffer();
        }
    }

    /** Receives one band read back: elements [first, first + count) of each buffer, {@code words[buffer]}. */
    @FunctionalInterface
    public interface Band {
        void accept(int[][] words, int count, double first);
    }

    /**
     * A state of the engine {@code name} (its buffers are labelled after it, e.g. "rd fast"), advancing at
     * most {@code stepsPerPass} steps in one pass; unsized.
     */
    public SteppedState(Gpu gpu, String name, int stepsPerPass) {
        this.gpu = gpu;
        this.name = name;
        this.stepsPerPass = stepsPerPass;
        this.io = new BufferIO(gpu);
        this.passes = new PreparedPlan[2][stepsPerPass + 1];
    }

    /**
     * What the sentences call a grid of width x height cells, "A 512 x 256 grid"; a size below 1 is a
     * sentence of its own.
     */
    public static String grid(int width, int height) {
        if (width < 1 || height < 1) {
            throw new LabException("A grid of " + width + " x " + height + " cells is not possible: width and height "
                    + "must be at least 1.");
        }
        return "A " + width + " x " + height + " grid";
    }

    /**
     * The buffers of both states of this shape, for the sentences of {@code subject} (e.g. "A 512 x 256
     * grid") and {@code whose} (after "per buffer", e.g. "with the fast engine in f32").
     */
    public static BufferPlan plan(String subject, String whose, Shape shape) {
        return BufferPlan.of(subject).boundEach(2 * shape.buffers(), whose, shape.bytesPerBuffer());
    }

    /**
     * Checks the plan against the device (its sentence, and the state as it was, where it does not fit),
     * then makes both states of this shape, keeping the buffers where the shape is the one they have. The
     * passes go with the old buffers; the state is at step 0.
     */
    public void size(BufferPlan plan, Shape next) {
        plan.requireFits(gpu);
        if (states[0] != null && next.equals(shape)) {
            steps = 0;
            return;
        }
        release();
        String subject = plan.subject();
        try {
            gpu.scoped("the states of " + Character.toLowerCase(subject.charAt(0)) + subject.substring(1), () -> {
                for (int s = 0; s < 2; s++) {
                    states[s] = new GPUBuffer[next.buffers()];
                    for (int b = 0; b < next.buffers(); b++) {
                        states[s][b] = BufferIO.storage(gpu, name + " state " + s + " buffer " + b,
                                next.bytesPerBuffer());
                    }
                }
            });
        } catch (GpuException failure) {
            release();
            throw failure;
        }
        shape = next;
    }

    /** Plans the passes from now on this way (a new model, rule or edges); the passes made before go. */
    public void stepWith(Stepping next) {
        requireSized();
        closePasses();
        stepping = next;
    }

    /**
     * The same, with at most {@code perPass} steps a pass from now on (1 up to the most the state was made
     * for): a workload whose pass depth depends on the size or the device.
     */
    public void stepWith(Stepping next, int perPass) {
        if (perPass < 1 || perPass >= passes[0].length) {
            throw new IllegalArgumentException("Passes of 1 to " + (passes[0].length - 1) + " steps, not " + perPass);
        }
        stepWith(next);
        stepsPerPass = perPass;
    }

    /** Makes the passes of {@code count} steps from either state now rather than when first encoded. */
    public void prepare(int count) {
        pass(0, count);
        pass(1, count);
    }

    /** The most steps one pass advances; a run's passes take this many until fewer are left. */
    public int stepsPerPass() {
        return stepsPerPass;
    }

    /**
     * Encodes {@code count} steps (a whole number): passes of {@link #stepsPerPass()} steps, then one of the
     * rest. A double, not a long: a long is a BigInt in the browser, and a page may encode thousands of
     * steps a frame.
     */
    public void advance(GPUCommandEncoder encoder, Passes timing, double count) {
        for (double left = count; left > 0;) {
            int inPass = (int) Math.min(left, stepsPerPass);
            pass(current, inPass).encode(encoder, timing);
            current ^= 1;
            steps += inPass;
            left -= inPass;
        }
    }

    /** Work that advances the state by {@code count} steps each time it is encoded (a timed repetition). */
    public Timed advancing(long count) {
        return new Timed() {
            @Override
            public void encode(GPUCommandEncoder encoder, Passes timing) {
                advance(encoder, timing, count);
            }

            @Override
            public int passesPerRepetition() {
                return (int) Math.max(1, (count + stepsPerPass - 1) / stepsPerPass);
            }
        };
    }

    /**
     * One full pass from the current state into the other, the same every time it is encoded: the current
     * state, and so the run's result, stays as it is. What the timing of a step measures.
     */
    public Timed passInPlace() {
        return pass(current, stepsPerPass);
    }

    private PreparedPlan pass(int from, int count) {
        requireSized();
        if (stepping == null) {
            throw new IllegalStateException("Give the " + name + " engine its steps before it advances");
        }
        if (passes[from][count] == null) {
            passes[from][count] = new PreparedPlan(gpu, stepping.plan(states[from], states[1 - from], count));
        }
        return passes[from][count];
    }

    /** Steps advanced since the state was last written whole ({@link #restart}). */
    public long steps() {
        return (long) steps;
    }

    /** The state was written whole (cleared, filled, loaded): step 0 from here. */
    public void restart() {
        steps = 0;
    }

    /** Zeroes every buffer of both states (a workload that skips writes reads the older state too); step 0. */
    public void clear() {
        requireSized();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        for (GPUBuffer[] state : states) {
            for (GPUBuffer buffer : state) {
                encoder.clearBuffer(buffer);
            }
        }
        gpu.queue().submit(Submit.of(encoder.finish()));
        steps = 0;
    }

    /** Writes {@code words} into buffer {@code buffer} of the current state from element {@code first} on. */
    public void write(int buffer, double first, int[] words) {
        requireSized();
        gpu.queue().writeBuffer(states[current][buffer], first * 4 * shape.wordsPerElement(),
                Int32Array.fromJavaArray(words), 0, words.length);
    }

    /** The words of elements [first, first + count) of buffer {@code buffer} of the current state (waits). */
    public int[] read(int buffer, double first, int count) {
        requireSized();
        return io.readInts(states[current][buffer], first * 4 * shape.wordsPerElement(),
                count * shape.wordsPerElement());
    }

    /** Elements of each buffer one band holds. */
    public int bandElements() {
        return Math.max(1, BAND_WORDS / shape.wordsPerElement());
    }

    /** Reads elements [first, first + count) of every buffer of the current state a band at a time, in order. */
    public void readInBands(double first, double count, Band band) {
        requireSized();
        int most = bandElements();
        int[][] words = new int[shape.buffers()][];
        for (double done = 0; done < count; done += most) {
            int inBand = (int) Math.min(most, count - done);
            for (int b = 0; b < words.length; b++) {
                words[b] = read(b, first + done, inBand);
            }
            band.accept(words, inBand, first + done);
        }
    }

    /**
     * Refuses, with a sentence for the person, to read back {@code subject} (e.g. "A 65536 x 65536 grid")
     * of {@code cells} cells as a whole where the CPU holds at most {@code most}.
     */
    public static void requireWhole(String subject, double cells, long most) {
        if (cells > most) {
            throw new LabException(subject + " is too large to read back as a whole: at most " + most + " cells.");
        }
    }

    /** Which state is current: 0 or 1. */
    public int current() {
        return current;
    }

    /** Buffer {@code buffer} of state {@code state} (0 or 1). */
    public GPUBuffer buffer(int state, int buffer) {
        requireSized();
        return states[state][buffer];
    }

    /** The shape both states have; null before the first {@link #size}. */
    public Shape shape() {
        return shape;
    }

    public boolean sized() {
        return states[0] != null;
    }

    /** The buffer mover the state reads through, for a workload's own reads of its buffers. */
    public BufferIO io() {
        return io;
    }

    /** Destroys both states and their passes; the state can be sized again afterwards. */
    public void release() {
        closePasses();
        for (int s = 0; s < 2; s++) {
            if (states[s] != null) {
                for (GPUBuffer buffer : states[s]) {
                    buffer.destroy();
                }
                states[s] = null;
            }
        }
        shape = null;
        stepping = null;
        current = 0;
        steps = 0;
    }

    /** Destroys every GPU buffer the state made (its staging too); it can be sized again afterwards. */
    @Override
    public void close() {
        release();
        io.destroy();
    }

    private void closePasses() {
        for (PreparedPlan[] from : passes) {
            for (int count = 0; count < from.length; count++) {
                if (from[count] != null) {
                    from[count].close();
                    from[count] = null;
                }
            }
        }
    }

    /** The guard of every use before the first {@link #size}. */
    public void requireSized() {
        if (states[0] == null) {
            throw new IllegalStateException("Configure the " + name + " engine with a size first");
        }
    }
}
