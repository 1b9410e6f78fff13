package computelab.lab.rd;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.SquareGridSuite;
import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.rd.Edges;
import computelab.rd.GpuGrayScott;
import computelab.rd.GrayScott;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import computelab.rd.RdEngines;
import java.util.ArrayList;
import java.util.List;

/**
 * Reaction-diffusion as the benchmark sees it: square torus grids of side {@code size} in the "bubbles"
 * regime (F 0.039, k 0.058), started from the contract's random seeds (density 0.5, seed 1), which fill
 * the grid with pattern; one repetition is one pass (1 step for the tutorial engine, s steps for fast/s).
 * Algorithm names: {@code tutorial}; {@code fast/s<steps per pass>} (f32) and {@code fast-f16/s<steps>}
 * (f16 storage, where the device has shader-f16), optionally {@code /r<rows per thread>} for the tile's
 * height. The default list holds the tutorial, the fast engine at one step per pass and at the shipped
 * steps per pass, in both precisions.
 */
public final class RdSuite implements SquareGridSuite {
    static final GrayScott MODEL = new GrayScott(0.039f, 0.058f, 1, 0.5f, 1);
    static final double DENSITY = 0.5;
    static final int SEED = 1;

    @Override
    public String suite() {
        return "rd";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        int shipped = RdEngines.stepsPerPass(RdEngines.FAST);
        List<String> names = new ArrayList<>(List.of(RdEngines.TUTORIAL, "fast/s1", "fast/s" + shipped));
        if (gpu.hasShaderF16()) {
            names.addAll(List.of("fast-f16/s1", "fast-f16/s" + shipped));
        }
        return names;
    }

    /**
     * Any tuning of the fast engine its name spells; one the device cannot run (f16 without shader-f16, a
     * tile too large for its workgroup memory) becomes a row with the sentence saying why.
     */
    @Override
    public boolean takes(Gpu gpu, String algorithm) {
        return algorithms(gpu).contains(algorithm) || algorithm.matches("fast(-f16)?(/s[0-9]{1,2})?(/r[0-9]{1,2})?");
    }

    @Override
    public String gridName() {
        return "reaction-diffusion grid";
    }

    @Override
    public long maxSide() {
        return 1 << 20;
    }

    /** Fields in the smallest layout, 4 bytes a cell. */
    @Override
    public double bytesPerBuffer(long side) {
        return 4.0 * side * side;
    }

    @Override
    public BenchCase prepareSide(Gpu gpu, String algorithm, int side) {
        GpuGrayScott engine = create(gpu, algorithm);
        SquareGridSuite.fill(gpu, () -> {
            engine.configure(side, side, MODEL, Edges.TORUS);
            engine.load(InitialState.RANDOM, DENSITY, SEED);
        }, engine::dispose);
        return new RdSuiteCase(gpu, engine);
    }

    /** The engine an algorithm name asks for: tutorial, or fast[-f16]/s<steps>[/r<rows>]. */
    static GpuGrayScott create(Gpu gpu, String algorithm) {
        String[] parts = algorithm.split("/");
        if (parts[0].equals(RdEngines.TUTORIAL) && parts.length == 1) {
            return RdEngines.create(gpu, RdEngines.TUTORIAL, Precision.F32);
        }
        boolean half = parts[0].equals(RdEngines.FAST + "-f16");
        if (!half && !parts[0].equals(RdEngines.FAST)) {
            throw unknown(algorithm);
        }
        int steps = RdEngines.stepsPerPass(RdEngines.FAST);
        int rows = 0;
        for (int i = 1; i < parts.length; i++) {
            if (parts[i].matches("s[0-9]{1,2}")) {
                steps = Integer.parseInt(parts[i].substring(1));
            } else if (parts[i].matches("r[0-9]{1,2}")) {
                rows = Integer.parseInt(parts[i].substring(1));
            } else {
                throw unknown(algorithm);
            }
        }
        Precision precision = half ? Precision.F16 : Precision.F32;
        return rows == 0 ? RdEngines.createFast(gpu, precision, steps) : RdEngines.createFast(gpu, precision, steps, rows);
    }

    private static LabException unknown(String algorithm) {
        return new LabException("Unknown reaction-diffusion algorithm \"" + LabException.quotable(algorithm)
                + "\": use tutorial, fast/s<steps per pass> or fast-f16/s<steps per pass>, optionally /r<rows>.");
    }
}
