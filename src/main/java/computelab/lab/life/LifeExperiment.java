package computelab.lab.life;

import computelab.gpu.Cache;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.gpu.Stopwatch;
import computelab.gpu.Timed;
import computelab.gpu.Timing;
import computelab.gpu.WarmUp;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.PageEngine;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.lab.SweepSpace;
import computelab.life.Boundary;
import computelab.life.CpuGenerations;
import computelab.life.CpuLife;
import computelab.life.DispatchLayout;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import computelab.life.LifeEngines;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.StateGrid;
import java.util.ArrayList;
import java.util.List;

/**
 * The life page without the page (DOM-free, so it also runs under Node): builds the board the URL
 * describes on the GPU, advances it {@code gens} generations through the Stopwatch (each generation a
 * timed repetition, none run to warm up: every one changes the board), and reports the contract's
 * result. The engine and its buffers stay alive between runs (a renderer can draw {@link #engine()});
 * a different engine or device replaces them.
 */
public final class LifeExperiment implements Experiment {
    private static final Gpu.Key<Cache<LifeEngine>> ENGINES = Gpu.Key.named("life page: engine");
    private final PageEngine<LifeEngine> engine = new PageEngine<>(ENGINES);

    @Override
    public ParamTable params() {
        return LifeRequest.PARAMS;
    }

    /**
     * Both edges and rules of every family (Life-like ones, one with B0, isotropic, Generations up to 256
     * states: each engine gets those it runs), every layout, generation counts from the random fill itself
     * (0) to 100, and library patterns and an RLE of the Generations rules over their own lengths; checked
     * against the CPU (verify=1), not drawn. Made when asked for: it reads the pattern library.
     */
    @Override
    public SweepSpace sweep() {
        return SweepSpace.boards(LifeRequest.W, LifeRequest.H, LifeRequest.ALGO,
            LifeEngines.ALGORITHMS).every(LifeRequest.WRAP)
            .every(LifeRequest.RULE, "B3/S23", "B36/S23", "B3678/S34678", "B2/S", "B1357/S1357", "B0/S8", "/2/3",
                    "345/2/4", "B2-a/S12", "B3-cnqy/S23-a4ityz", "B2-a/S12/C4", "B36/S23/C256")
            .varied(LifeRequest.LAYOUT).varied(LifeRequest.GENS, "1", "2", "17", "100", "0", "5")
            .varied(LifeRequest.DENSITY, "0.35", "0.15", "0.5", "0.75", "0", "1", "0.37")
            .varied(LifeRequest.SEED, "1", "3", "7", "123456", "2147483647")
            .varied(LifeRequest.PER_PASS, "", "1", "2", "3", "4", "5", "8")
            .fixed(LifeRequest.RENDER, "0").fixed(LifeRequest.VERIFY, "1")
            .scenarios(patternRuns()).scenarios(severalGenerationPasses());
    }

    /**
     * The bit-packed engine at several generations a pass: each depth on boards of one to three vec4s across
     * and heights from one row to more than a strip, torus and dead edges, rules with births from 3, from 3 and
     * 6, and from 0; generation counts of one pass short, at and past the depth, and not a multiple of it.
     * Each depth runs every height once, with both edges and every count; widths and counts take turns,
     * shifted from one depth to the next, so that every width and every count meet every height across the
     * depths. Five boards a depth, not the fifteen of every width with every height (widths are a row's
     * columns, heights its strips), which took a sixth of the default sweep's time on SwiftShader. One rule a
     * depth, not every rule at every depth: the rule is compiled into the pass (an override constant), so each
     * (generations, rule) pair is a pipeline, and SwiftShader takes about 0.2 s a generation to compile one.
     */
    static String[] severalGenerationPasses() {
        List<String> runs = new ArrayList<>();
        // Births from 3 and 6 at depth 2; from 0 at 3 and at 8, the deepest halo; from 3 at 4 and 5, so that
        // the pass of 4 that depth 5 runs one short is the pipeline depth 4 compiled.
        String[] rules = { "B36/S23", "B0123478/S34678", "B3/S23", "B3/S23", "B0123478/S34678" };
        int[] widths = { 128, 256, 384 };
        int[] heights = { 1, 2, 3, 17, 100 };
        int turn = 0;
        int[] depths = { 2, 3, 4, 5, 8 };
        for (int d = 0; d < depths.length; d++) {
            int depth = depths[d];
            long[] counts = { 1, depth - 1, depth, depth + 1, 2 * depth + 3 };
            for (int h = 0; h < heights.length; h++) {
                runs.add("w=" + widths[(h + d) % widths.length] + "&h=" + heights[h] + "&algo="
                        + LifeEngines.BITPACKED + "&perpass=" + depth + "&gens=" + counts[(h + 2 * d) % counts.length]
                        + "&wrap=" + (turn % 2) + "&rule=" + ParamTable.encode(rules[d])
                        + "&density=0.4&seed=" + (turn + 1));
                turn++;
            }
        }
        return runs.toArray(new String[0]);
    }

    /**
     * Each library pattern of a rule the Life-like engines do not run, over 100 generations on a board that
     * a spaceship crosses and wraps around, and a 256-state RLE start (bench/gpu-check.mjs runs them longer
     * on larger boards).
     */
    private static String[] patternRuns() {
        List<String> runs = new ArrayList<>();
        for (String id : PatternLibrary.ids()) {
            Pattern pattern = PatternLibrary.load(id);
            if (pattern.rule() != null && !pattern.rule().isLifeLike()) {
                runs.add("w=101&h=61&pattern=" + id + "&gens=100");
            }
        }
        runs.add("w=61&h=43&wrap=0&gens=100&rle=" + ParamTable.encode("x = 6, y = 2, rule = B3/S23/C256\nAyOpAxXo.$3AB2A!"));
        return runs.toArray(new String[0]);
    }

    /** The checks across parameters: a rule the engine runs, a start that fits, a board the CPU can check. */
    @Override
    public void requireRunnable(Request request) {
        LifeRequest.of(request);
    }

    @Override
    public Json.Obj run(Gpu device, Request request, RunControl control) {
        return run(device, LifeRequest.of(request), LifeRequest.generationsPerPass(request), control);
    }

    /**
     * Builds the board a checked request describes and advances it, {@code generationsPerPass} generations a
     * pass where the engine and board allow several (the tuning {@link LifeRequest#PER_PASS}).
     */
    public Json.Obj run(Gpu device, LifeRequest request, int generationsPerPass, RunControl control) {
        LifeEngine board = engineFor(device, request, generationsPerPass);
        board.configure(request.width(), request.height(), request.rule(), request.boundary());
        return device.scoped("running the Game of Life", () -> advance(device, board, request, control));
    }

    private Json.Obj advance(Gpu device, LifeEngine board, LifeRequest request, RunControl control) {
        if (request.random()) {
            board.fillRandom(request.density(), request.seed());
        } else {
            board.stamp(request.pattern(), request.x(), request.y());
        }
        Double msPerGeneration = request.generations() > 0 ? generations(device, board, request.generations(), control)
                : null;
        Json.Obj result = Json.object().put("w", request.width()).put("h", request.height())
                .put("rule", request.rule().toString()).put("wrap", request.boundary() == Boundary.TORUS ? 1 : 0)
                .put("algo", request.algorithm()).put("generationsPerPass", board.generationsPerPass());
        if (request.layout() != null) {
            result.put("layout", request.layout().id());
        }
        long population = board.population();
        long checksum = board.checksum();
        result.put("start", describeStart(request))
                .put("generation", board.generation())
                .put("population", Long.toString(population))
                .put("checksum", Long.toString(checksum))
                .put("gpuMsPerGen", msPerGeneration);
        if (request.verify()) {
            StateGrid expected = expectedBoard(request, board.generation());
            result.put("ok", expected.population() == population && expected.checksum() == checksum);
            result.put("expectedChecksum", Long.toString(expected.checksum()));
        }
        return result;
    }

    /**
     * Advances the board: passes of the engine's generations per pass, each a timed repetition, then one
     * pass of the rest. The GPU time per generation (the passes' median over their generations, or the
     * rest's pass where no whole pass ran), null without timestamps.
     */
    private static Double generations(Gpu device, LifeEngine board, long generations, RunControl control) {
        Stopwatch stopwatch = Stopwatch.of(device);
        int perPass = board.generationsPerPass();
        long passes = generations / perPass;
        long rest = generations % perPass;
        Timing timing = null;
        if (passes > 0) {
            Timed pass = perPass == 1 ? board : board.advancing(perPass);
            timing = stopwatch.time("the Game of Life", pass, (int) passes, WarmUp.NONE, control).timing();
        }
        Double perGeneration = timing == null ? null : timing.median() / perPass;
        if (rest > 0) {
            Timing restTiming = stopwatch.timeOnce("the Game of Life", board.advancing(rest)).timing();
            if (passes == 0 && restTiming != null) {
                perGeneration = restTiming.median() / rest;
            }
        }
        return perGeneration;
    }

    /**
     * The CPU reference's board after the generations the GPU ran (a stopped run ran fewer): the
     * bit-sliced {@link CpuLife} for Life-like rules, {@link CpuGenerations} for the others.
     */
    private static StateGrid expectedBoard(LifeRequest request, long generations) {
        StateGrid start;
        if (request.random()) {
            start = StateGrid.of(Grid.randomFill(request.width(), request.height(), request.density(), request.seed()));
        } else {
            start = new StateGrid(request.width(), request.height());
            start.place(request.pattern(), request.x(), request.y());
        }
        if (request.rule().isLifeLike()) {
            return StateGrid.of(new CpuLife(request.rule(), request.boundary()).run(start.alive(), (int) generations));
        }
        return new CpuGenerations(request.rule(), request.boundary()).run(start, (int) generations);
    }

    private static String describeStart(LifeRequest request) {
        if (request.random()) {
            return "random fill, density " + request.density() + ", seed " + Integer.toUnsignedString(request.seed());
        }
        String name = request.pattern().name().isEmpty() ? "RLE pattern" : request.pattern().name();
        return name + " at (" + request.x() + ", " + request.y() + ")";
    }

    /**
     * The engine for the request, kept on the device and reused while the engine is the same; one board at
     * a time, so a large board of the previous engine lets go of its memory first.
     */
    private LifeEngine engineFor(Gpu device, LifeRequest request, int generationsPerPass) {
        boolean depth = generationsPerPass != LifeEngines.BY_BOARD && request.algorithm().equals(LifeEngines.BITPACKED);
        String key = request.algorithm() + (request.layout() == null ? "" : "/" + request.layout().id())
                + (depth ? "/g" + generationsPerPass : "");
        if (depth) {
            return engine.on(device, key, () -> LifeEngines.create(device, request.algorithm(), generationsPerPass,
                    LifeEngines.BY_BOARD));
        }
        return engine.on(device, key, () -> LifeEngines.create(device, request.algorithm(),
                request.layout() == null ? DispatchLayout.DEFAULT : request.layout()));
    }

    /** The engine of the last run (its current buffer holds the board), or null before the first run. */
    public LifeEngine engine() {
        return engine.current();
    }
}
