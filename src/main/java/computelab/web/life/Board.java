package computelab.web.life;

import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.lab.Json;
import computelab.lab.life.LifeExperiment;
import computelab.lab.life.LifeRequest;
import computelab.life.Boundary;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternStamp;
import java.util.function.Supplier;

/**
 * The board on the page: the engine the page's experiment built (every new board goes through
 * {@link LifeExperiment}, so the page and its URL contract build boards the same way), its settings and
 * its history. Every change is checked first and throws a {@link LabException} before touching the GPU,
 * so a mistake leaves the current board as it was.
 */
final class Board {
    private final LifeExperiment experiment;
    private final BoardHistory history = new BoardHistory();
    private LifeEngine engine;
    private BoardSettings settings;

    Board(LifeExperiment experiment) {
        this.experiment = experiment;
    }

    /**
     * Runs the contract's request and takes its board, filled from {@code origin}; returns the contract's
     * result. A run stopped part of the way keeps its board at the generation it reached, then ends with
     * the cancel. Generations a pass are the board's choice, as on a run of the page's own parameters.
     */
    Json.Obj build(Gpu gpu, LifeRequest request, BoardOrigin origin, RunControl control) {
        return build(gpu, request, LifeEngines.BY_BOARD, origin, control);
    }

    /** The same, the run advancing {@code generationsPerPass} generations a pass where the engine allows. */
    Json.Obj build(Gpu gpu, LifeRequest request, int generationsPerPass, BoardOrigin origin, RunControl control) {
        if (engine != null && !request.algorithm().equals(engine.algorithm())) {
            requireRoom(gpu, request.algorithm(), request.width(), request.height());
        }
        try {
            Json.Obj result = experiment.run(gpu, request, generationsPerPass, control);
            take(request, origin);
            return result;
        } catch (RunCancelled stopped) {
            take(request, origin);
            throw stopped;
        }
    }

    /** A new board of these settings from an origin, at generation 0. */
    void build(Gpu gpu, BoardSettings next, BoardOrigin origin) {
        build(gpu, origin.request(next), origin, RunControl.NONE);
    }

    private void take(LifeRequest request, BoardOrigin origin) {
        engine = experiment.engine();
        settings = BoardSettings.of(request);
        history.loaded(origin);
    }

    /** The board's size, rule, edges and engine. */
    BoardSettings settings() {
        return settings;
    }

    /**
     * Throws the engines' own sentence unless this device holds such a board with that engine. Needed
     * only when the engine changes: the experiment lets go of the old engine before the new one checks
     * the size, and the board must survive a size the new engine cannot hold. (For the same engine the
     * engine checks before it touches its buffers.)
     */
    static void requireRoom(Gpu gpu, String algorithm, int width, int height) {
        try {
            LifeEngines.requireRoom(gpu, algorithm, width, height);
        } catch (LabException tooLarge) {
            // The engine's own sentence (the same URL reads the same whether or not a board is shown).
            throw new LabException(tooLarge.getMessage() + " The board stays as it is.");
        }
    }

    /** The rule or the edges change; the engine stays (it runs the rule). */
    void setRule(LifeRule rule, Boundary boundary) {
        engine.setRule(rule, boundary);
        settings = new BoardSettings(settings.width(), settings.height(), rule, boundary, settings.algorithm(),
                settings.layout());
        history.ruleChanged(engine.generation());
    }

    void clear() {
        engine.clear();
        history.loaded(new BoardOrigin.Empty());
    }

    void fillRandom(double density, int seed) {
        engine.fillRandom(density, seed);
        history.loaded(new BoardOrigin.Random(density, seed));
    }

    /**
     * Sets a pattern's live cells with its top-left corner at (x, y); it must fit. Returns the cells it
     * brought to life (read from the rows it covers before), for undo.
     */
    CellFlips place(Pattern pattern, int x, int y, String label) {
        PatternStamp.checkFits(pattern, x, y, engine.width(), engine.height());
        CellFlips flips = CellFlips.ofStamp(label, pattern, x, y, engine.readRows(y, pattern.height()), y);
        long before = engine.generation();
        engine.stamp(pattern, x, y);
        history.edited(before);
        return flips;
    }

    /** Whether the whole board fits in a copy for undo. */
    boolean copyable() {
        return cells() <= BoardHistory.MOST_SNAPSHOT_CELLS;
    }

    private long cells() {
        return 32L * Grid.wordsPerRow(engine.width()) * engine.height();
    }

    /** The board as it is now, for undo (reads it back); only for {@link #copyable()} boards. */
    BoardSnapshot snapshot() {
        return snapshot(engine.readGrid());
    }

    /** The board as it is now, from cells just read back. */
    BoardSnapshot snapshot(Grid cells) {
        return new BoardSnapshot(cells, history.memo(), engine.generation());
    }

    /** Puts a copy back: the cells, the generation shown then, and where the board came from. */
    void restore(BoardSnapshot snapshot) {
        engine.load(snapshot.cells());
        history.restored(snapshot.memo(), snapshot.engineGeneration());
    }

    /** Cells drawn by hand at the engine's current generation. */
    void edited() {
        history.edited(engine.generation());
    }

    /** Whether a drawn start must be copied (for Reset) before the first step. */
    boolean needsStartCopy() {
        return history.needsStartCopy(engine.generation(), cells());
    }

    /** Keeps a copy of the drawn start, read back just now. */
    void copyStart(Grid cells) {
        history.startCopied(cells);
    }

    /** Whether cell (x, y) of the current generation is alive (reads one row back). */
    boolean alive(int x, int y) {
        return engine.readRows(y, 1).get(x, 0);
    }

    /** Back to generation 0: the drawn start, or the origin rebuilt with the current settings. */
    void reset(Gpu gpu) {
        Grid start = history.startCells();
        if (start != null) {
            engine.load(start);
            history.backAtStart();
        } else if (!(history.editedWithoutCopy() && generation() == 0)) {
            build(gpu, settings, history.origin());
        }
    }

    /**
     * Moves the board to other settings (size, engine, or a rule the engine cannot run). At generation 0
     * of an unchanged origin the origin is built again, re-centred if it was centred or no longer fits;
     * otherwise the live cells move over where they are (centred if they do not fit there).
     */
    void rebuild(Gpu gpu, BoardSettings next, Supplier<ShareLink.LiveCells> live) {
        if (engine.generation() == 0 && history.reproducible()) {
            BoardOrigin moved = history.origin().movedTo(settings, next);
            requireFits(moved.pattern(), "The loaded pattern", next);
            build(gpu, next, moved);
            return;
        }
        ShareLink.LiveCells cells = live.get();
        long generation = generation();
        BoardOrigin carried = cells == null ? new BoardOrigin.Empty() : cells.origin(next).fitting(next);
        requireFits(carried.pattern(), "The live cells", next);
        build(gpu, next, new BoardOrigin.Empty());
        if (carried.pattern() != null) {
            engine.stamp(carried.pattern(), carried.x(), carried.y());
        }
        history.carriedOver(carried, generation);
    }

    /** The panel's sentence for a pattern larger than the board it should move to. */
    private static void requireFits(Pattern pattern, String what, BoardSettings next) {
        if (pattern != null && (pattern.width() > next.width() || pattern.height() > next.height())) {
            throw new LabException(what + " (" + pattern.width() + " x " + pattern.height() + ") would not fit on a "
                    + next.width() + " x " + next.height() + " board.");
        }
    }

    LifeEngine engine() {
        return engine;
    }

    boolean ready() {
        return engine != null && engine.width() > 0;
    }

    /** The generation shown to a person. */
    long generation() {
        return history.generation(engine.generation());
    }

    BoardHistory history() {
        return history;
    }

    /** The generations since the origin: what a link that replays the origin asks for. */
    long generationsSinceOrigin() {
        return engine.generation();
    }
}
