package computelab.rd;

import computelab.failure.LabException;
import computelab.gpu.Algorithm;
import computelab.gpu.Gpu;
import computelab.gpu.Registry;
import java.util.List;

/** The one entry to the reaction-diffusion engines: their registry, and how to make one. */
public final class RdEngines {
    public static final String TUTORIAL = TutorialStepper.NAME;
    public static final String FAST = TiledStepper.NAME;
    /** The fastest engine, the page's default. */
    public static final String DEFAULT = FAST;
    /** Every engine, in the order the page and the bench list them: the one place to add one. */
    private static final Registry<GrayScottStepper> STEPPERS = Registry.of("rd", new TutorialStepper(),
            TiledStepper.shipped());
    public static final Registry<? extends Algorithm> ALGORITHMS = STEPPERS;
    public static final List<String> NAMES = STEPPERS.names();

    private RdEngines() {
    }

    /** A new engine for this device and precision, unconfigured; a sentence if it cannot run them. */
    public static GpuGrayScott create(Gpu gpu, String algorithm, Precision precision) {
        return create(gpu, STEPPERS.named(algorithm), precision);
    }

    /** The fast engine with {@code stepsPerPass} steps per pass and the shipped rows per thread. */
    public static GpuGrayScott createFast(Gpu gpu, Precision precision, int stepsPerPass) {
        return createFast(gpu, precision, stepsPerPass, TiledStepper.ROWS);
    }

    /**
     * The fast engine with another tuning: {@code stepsPerPass} steps per pass (the bulk of a run), {@code
     * rows} rows per thread; for the bench's comparisons.
     */
    public static GpuGrayScott createFast(Gpu gpu, Precision precision, int stepsPerPass, int rows) {
        if (stepsPerPass < 1 || rows < 1 || rows > TiledStepper.MAX_ROWS || 2 * stepsPerPass >= 4 * rows) {
            throw new LabException("The fast engine takes 1 to " + TiledStepper.MAX_ROWS + " rows per thread and fewer "
                    + "than twice as many steps per pass as rows, not " + stepsPerPass + " steps and " + rows + " rows.");
        }
        return create(gpu, new TiledStepper(stepsPerPass, rows), precision);
    }

    private static GpuGrayScott create(Gpu gpu, GrayScottStepper stepper, Precision precision) {
        String refusal = refusal(stepper.name(), precision, gpu.hasShaderF16());
        if (refusal != null) {
            throw new LabException(refusal);
        }
        if (stepper instanceof TiledStepper tiled) {
            stepper = tiled.fitting(gpu.limit("maxComputeWorkgroupStorageSize"));
        }
        return new GpuGrayScott(gpu, stepper, precision);
    }

    /**
     * Null when the engine runs this precision on a device with or without shader-f16, otherwise the
     * sentence that says why not.
     */
    public static String refusal(String algorithm, Precision precision, boolean shaderF16) {
        if (STEPPERS.named(algorithm).layout(precision) == null) {
            return "The " + algorithm + " engine stores f32 fields only; " + precision.id() + " precision needs the "
                    + FAST + " engine.";
        }
        if (precision == Precision.F16 && !shaderF16) {
            return "f16 precision needs the shader-f16 feature, which this GPU's adapter does not offer; use "
                    + "f32.";
        }
        return null;
    }

    /** The most steps one pass of the engine advances. */
    public static int stepsPerPass(String algorithm) {
        return STEPPERS.named(algorithm).stepsPerPass();
    }
}
