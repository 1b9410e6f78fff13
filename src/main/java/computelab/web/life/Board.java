package computelab.web.life;

import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.failure.LabException;
import computelab.lab.Json;
import computelab.lab.LifeExperiment;
import computelab.lab.LifeRequest;
import computelab.life.Boundary;
import computelab.life.CellEncoding;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternStamp;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The board on the page: the engine the page's experiment built (every new board goes through
 * {@link LifeExperiment}, so the page and its URL contract build boards the same way) and its history.
 * Every change is checked first and throws a {@link LabException} before touching the GPU, so a
 * mistake leaves the current board as it was.
 */
final class Board {
    private final LifeExperiment experiment;
    private final BoardHistory history = new BoardHistory();
    private LifeEngine engine;
    private String layout;

    Board(LifeExperiment experiment) {
        this.experiment = experiment;
    }

    /**
     * Runs the contract with these parameters and takes its board; returns the contract's result. A run
     * stopped part of the way keeps its board at the generation it reached, then ends with the cancel.
     */
    Json.Obj build(Gpu gpu, Map<String, String> texts, RunControl control) {
        LifeRequest request = LifeRequest.of(texts);
        if (engine != null && !request.algorithm().equals(engine.algorithm())) {
            requireRoom(gpu, request.algorithm(), request.width(), request.height());
        }
        try {
            Json.Obj result = experiment.run(gpu, request, control);
            take(request, texts);
            return result;
        } catch (RunCancelled stopped) {
            take(request, texts);
            throw stopped;
        }
    }

    private void take(LifeRequest request, Map<String, String> texts) {
        engine = experiment.engine();
        layout = request.layout() == null ? null : request.layout().id();
        history.loaded(originOf(request, texts));
    }

    /** A new board from parameters given as a map (the current settings plus the start). */
    void build(Gpu gpu, Map<String, String> values) {
        build(gpu, values, RunControl.NONE);
    }

    /** The parameters that make a board like this one (size, rule, edges, engine), without a start. */
    Map<String, String> settings() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("w", Integer.toString(engine.width()));
        values.put("h", Integer.toString(engine.height()));
        values.put("rule", engine.rule().toString());
        values.put("wrap", wrap() ? "1" : "0");
        values.put("algo", engine.algorithm());
        if (layout != null) {
            values.put("layout", layout);
        }
        return values;
    }

    /** The settings plus the origin's start: parameters that rebuild the board at generation 0. */
    Map<String, String> originParameters() {
        return withOrigin(settings());
    }

    private Map<String, String> withOrigin(Map<String, String> values) {
        values.putAll(LifeRequest.PARAMS.texts(history.origin().query()));
        return values;
    }

    /**
     * Throws the engines' own sentence unless this device holds such a board with that engine. Needed
     * only when the engine changes: the experiment lets go of the old engine before the new one checks
     * the size, and the board must survive a size the new engine cannot hold. (For the same engine the
     * engine checks before it touches its buffers.)
     */
    static void requireRoom(Gpu gpu, String algorithm, int width, int height) {
        CellEncoding encoding = LifeEngines.BITPACKED.equals(algorithm) ? CellEncoding.BIT_PACKED
                : CellEncoding.CELL_PER_WORD;
        double bytes = 4.0 * encoding.elements(width, height);
        double limit = Math.min(gpu.limit("maxStorageBufferBindingSize"), gpu.limit("maxBufferSize"));
        if (bytes > limit) {
            // The engine's own sentence (the same URL reads the same whether or not a board is shown).
            throw new LabException("A " + width + " x " + height + " grid needs " + mebibytes(bytes)
                    + " MiB per buffer with the " + algorithm + " engine, more than this device allows ("
                    + mebibytes(limit) + " MiB, maxStorageBufferBindingSize)"
                    + (encoding == CellEncoding.BIT_PACKED ? "." : "; the bitpacked engine needs 32 times less memory.")
                    + " The board stays as it is.");
        }
    }

    private static String mebibytes(double bytes) {
        double mib = bytes / (1 << 20);
        return mib >= 10 ? Long.toString(Math.round(mib)) : Double.toString(Math.round(mib * 100) / 100.0);
    }

    private static BoardOrigin originOf(LifeRequest request, Map<String, String> texts) {
        if (request.random()) {
            return new BoardOrigin.Random(request.density(), request.seed());
        }
        String id = texts.getOrDefault("pattern", "").trim();
        if (!id.isEmpty()) {
            return new BoardOrigin.Library(id, request.x(), request.y());
        }
        return new BoardOrigin.RleText(texts.getOrDefault("rle", ""), request.x(), request.y());
    }

    void setRule(LifeRule rule) {
        engine.setRule(rule, engine.boundary());
        history.ruleChanged(engine.generation());
    }

    void setWrap(boolean wrap) {
        engine.setRule(engine.rule(), Boundary.of(wrap));
        history.ruleChanged(engine.generation());
    }

    void clear() {
        engine.clear();
        history.loaded(new BoardOrigin.Empty());
    }

    void fillRandom(double density, int seed) {
        if (!(density >= 0 && density <= 1)) {
            throw new LabException("The density must be a number between 0 and 1, such as 0.3.");
        }
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
        return history.needsStartCopy(engine.generation(), 32L * Grid.wordsPerRow(engine.width()) * engine.height());
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
            build(gpu, originParameters());
        }
    }

    /**
     * Moves the board to another size or engine. At generation 0 of an unchanged origin the origin is
     * rebuilt; otherwise the live cells move over at the same place (centred if they do not fit there).
     */
    void rebuild(Gpu gpu, int width, int height, String algorithm, Supplier<ShareLink.LiveCells> live) {
        Map<String, String> values = settings();
        values.put("w", Integer.toString(width));
        values.put("h", Integer.toString(height));
        if (!algorithm.equals(engine.algorithm())) {
            values.put("algo", algorithm);
            values.remove("layout");
        }
        if (engine.generation() == 0 && history.reproducible()) {
            build(gpu, withOrigin(values));
            return;
        }
        ShareLink.LiveCells cells = live.get();
        long generation = generation();
        values.put("density", "0");
        LifeRequest.of(values);
        if (cells == null) {
            build(gpu, values);
            history.carriedOver(new BoardOrigin.Empty(), generation);
            return;
        }
        Pattern pattern = Pattern.of(cells.cells());
        int x = cells.x();
        int y = cells.y();
        if ((long) x + pattern.width() > width || (long) y + pattern.height() > height) {
            x = (width - pattern.width()) / 2;
            y = (height - pattern.height()) / 2;
        }
        PatternStamp.checkFits(pattern, x, y, width, height);
        build(gpu, values);
        engine.stamp(pattern, x, y);
        history.carriedOver(new BoardOrigin.RleText(ShareLink.compactRle(cells.cells(), engine.rule()), x, y),
                generation);
    }

    LifeEngine engine() {
        return engine;
    }

    boolean ready() {
        return engine != null && engine.width() > 0;
    }

    boolean wrap() {
        return engine.boundary() == Boundary.TORUS;
    }

    /** The generation shown to a person. */
    long generation() {
        return history.generation(engine.generation());
    }

    BoardHistory history() {
        return history;
    }

    ShareLink.Board shareable() {
        return new ShareLink.Board(engine.width(), engine.height(), engine.rule(), wrap(), engine.algorithm());
    }

    /** The generations since the origin: what a link that replays the origin asks for. */
    long generationsSinceOrigin() {
        return engine.generation();
    }
}
