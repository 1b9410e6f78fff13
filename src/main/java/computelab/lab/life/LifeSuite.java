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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Game of Life as the benchmark sees it: square torus boards of side {@code size} under B3/S23,
 * filled at random on the GPU (density 0.5, seed 1); one repetition is one generation (one pass).
 * Algorithm names: {@code bitpacked}, {@code skip-unchanged}, and {@code naive/<layout>} for each of the
 * tutorial's dispatch layouts (plain {@code naive} is {@code naive/1d-64}); {@code bitpacked/g<k>} advances k
 * generations a pass where the board allows ({@code bitpacked/g1}: the one-pass kernel, as {@code bitpacked}), {@code
 * bitpacked/g<k>/r<rows>} with strips of that many rows. One repetition is one pass.
 */
public final class LifeSuite implements SquareGridSuite {
    /** The bit-packed engine's tuning in an algorithm's name: generations a pass, and rows a strip. */
    private static final Pattern PASSES = Pattern.compile("g([0-9]{1,2})(?:/r([0-9]{1,4}))?");

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

    /** Besides the list, the bit-packed engine at any depth and strip ({@code bitpacked/g4/r128}). */
    @Override
    public boolean takes(Gpu gpu, String algorithm) {
        return algorithms(gpu).contains(algorithm) || algorithm.startsWith(LifeEngines.BITPACKED + "/")
                && PASSES.matcher(algorithm.substring(LifeEngines.BITPACKED.length() + 1)).matches();
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
        DispatchLayout layout = slash < 0 || engineName.equals(LifeEngines.BITPACKED) ? DispatchLayout.DEFAULT
                : DispatchLayout.parse(algorithm.substring(slash + 1));
        LifeEngine engine;
        if (engineName.equals(LifeEngines.BITPACKED) && slash >= 0) {
            engine = passesOf(gpu, algorithm.substring(slash + 1));
        } else {
            if (slash >= 0 && !LifeEngines.takesLayout(engineName)) {
                throw new LabException("The " + engineName + " engine takes no layout: use \"" + engineName + "\".");
            }
            engine = LifeEngines.create(gpu, engineName, layout);
        }
        SquareGridSuite.fill(gpu, () -> {
            engine.configure(side, side, LifeRule.LIFE, Boundary.TORUS);
            engine.fillRandom(DENSITY, SEED);
        }, engine::dispose);
        return new LifeSuiteCase(gpu, engine);
    }

    /** The bit-packed engine of {@code g<k>} generations a pass, optionally {@code /r<rows>} rows a strip. */
    private static LifeEngine passesOf(Gpu gpu, String tuning) {
        Matcher passes = PASSES.matcher(tuning);
        if (!passes.matches()) {
            throw new LabException("The " + LifeEngines.BITPACKED + " engine's tunings are g<generations per pass> and "
                    + "g<generations>/r<rows per strip>, e.g. \"" + LifeEngines.BITPACKED + "/g4/r64\", not \"" + tuning
                    + "\".");
        }
        int rows = passes.group(2) != null ? Integer.parseInt(passes.group(2)) : LifeEngines.BY_BOARD;
        return LifeEngines.create(gpu, LifeEngines.BITPACKED, Integer.parseInt(passes.group(1)), rows);
    }
}
