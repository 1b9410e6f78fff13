package computelab.lab.life;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.SquareGridSuite;
import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.life.Boundary;
import computelab.life.DispatchLayout;
import computelab.life.LifeEngine;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import java.util.ArrayList;
import java.util.List;

/**
 * The Game of Life as the benchmark sees it: square torus boards of side {@code size} under B3/S23,
 * filled at random on the GPU (density 0.5, seed 1); one repetition is one generation (one pass).
 * Algorithm names: {@code bitpacked}, {@code skip-unchanged}, and {@code naive/<layout>} for each of the
 * tutorial's dispatch layouts (plain {@code naive} is {@code naive/1d-64}).
 */
public final class LifeSuite implements SquareGridSuite {
    public static final double DENSITY = 0.5;
    public static final int SEED = 1;

    @Override
    public String suite() {
        return "life";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        List<String> names = new ArrayList<>();
        names.add(LifeEngines.BITPACKED);
        for (String layout : DispatchLayout.ids()) {
            names.add(LifeEngines.NAIVE + "/" + layout);
        }
        names.add(LifeEngines.SKIP_UNCHANGED);
        return names;
    }

    @Override
    public String gridName() {
        return "life board";
    }

    @Override
    public long maxSide() {
        return 1 << 30;
    }

    /** The bit-packed engine's board. */
    @Override
    public double bytesPerBuffer(long side) {
        return side * ((side + 31) / 32) * 4.0;
    }

    @Override
    public BenchCase prepareSide(Gpu gpu, String algorithm, int side) {
        int slash = algorithm.indexOf('/');
        String engineName = slash < 0 ? algorithm : algorithm.substring(0, slash);
        DispatchLayout layout = slash < 0 ? DispatchLayout.DEFAULT : DispatchLayout.parse(algorithm.substring(slash + 1));
        if (slash >= 0 && !LifeEngines.takesLayout(engineName)) {
            throw new LabException("The " + engineName + " engine takes no layout: use \"" + engineName + "\".");
        }
        LifeEngine engine = LifeEngines.create(gpu, engineName, layout);
        SquareGridSuite.fill(gpu, () -> {
            engine.configure(side, side, LifeRule.LIFE, Boundary.TORUS);
            engine.fillRandom(DENSITY, SEED);
        }, engine::dispose);
        return new LifeSuiteCase(gpu, engine);
    }
}
