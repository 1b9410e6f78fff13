package computelab.life;

import computelab.gpu.Algorithm;
import computelab.gpu.DeviceFacts;
import computelab.gpu.Gpu;
import computelab.gpu.Registry;
import java.util.List;

/** The one entry to the GPU engines: their registry and how to make one. */
public final class LifeEngines {
    public static final String BITPACKED = BitPackedLife.NAME;
    public static final String NAIVE = CellPerWordLife.NAIVE;
    public static final String SKIP_UNCHANGED = CellPerWordLife.SKIP_UNCHANGED;
    /** The engine for every rule: Life-like, isotropic and Generations. */
    public static final String GENERATIONS = GenerationsLife.NAME;
    /** The most generations a pass of the bit-packed engine advances; a depth or strip left to the board. */
    public static final int MOST_GENERATIONS_PER_PASS = BitPackedLife.MOST_GENERATIONS;
    public static final int BY_BOARD = BitPackedLife.BY_BOARD;
    /** The fastest engine, the pages' default. */
    public static final String DEFAULT = BITPACKED;
    /** Every engine, in the order pages and the bench list them: the one place to add one. */
    private static final Registry<LifeStepper> STEPPERS = Registry.of("life", new BitPackedLife(),
            CellPerWordLife.naive(), CellPerWordLife.skipUnchanged(), new GenerationsLife());
    public static final Registry<? extends Algorithm> ALGORITHMS = STEPPERS;
    public static final List<String> NAMES = STEPPERS.names();

    private LifeEngines() {
    }

    /** A new, unconfigured engine; the layout applies to the one-cell-per-word engines only. */
    public static LifeEngine create(Gpu gpu, String algorithm, DispatchLayout layout) {
        return new GpuLifeEngine(gpu, STEPPERS.named(algorithm).withLayout(layout));
    }

    /**
     * A new, unconfigured engine advancing {@code generationsPerPass} generations a pass where the board
     * allows several (1: one pass a generation), in strips of {@code stripRows} rows; a sentence for an engine
     * that advances one generation a pass.
     */
    public static LifeEngine create(Gpu gpu, String algorithm, int generationsPerPass, int stripRows) {
        return new GpuLifeEngine(gpu, STEPPERS.named(algorithm).withGenerations(generationsPerPass, stripRows));
    }

    /** The engine a page uses for a rule when none is asked for: the fastest that runs it. */
    public static String defaultFor(LifeRule rule) {
        return STEPPERS.named(DEFAULT).runs(rule) ? DEFAULT : GENERATIONS;
    }

    /** Null when the engine runs the rule, otherwise the sentence that says why not and what does. */
    public static String refusal(String algorithm, LifeRule rule) {
        if (STEPPERS.named(algorithm).runs(rule)) {
            return null;
        }
        return "The " + algorithm + " engine runs two-state rules given by neighbour counts (B3/S23 and the like); "
                + "the rule " + rule + " needs the " + GENERATIONS + " engine.";
    }

    /**
     * Throws the engines' sentence for a person unless this device holds a board of this size with this
     * engine (the check {@link LifeEngine#configure} makes first), without making anything.
     */
    public static void requireRoom(DeviceFacts gpu, String algorithm, int width, int height) {
        GpuLifeEngine.plan(STEPPERS.named(algorithm), width, height).requireFits(gpu);
    }

    /** Whether the engine stores one u32 per cell and so takes a {@link DispatchLayout}. */
    public static boolean takesLayout(String algorithm) {
        return STEPPERS.named(algorithm).encoding() == CellEncoding.CELL_PER_WORD;
    }
}
