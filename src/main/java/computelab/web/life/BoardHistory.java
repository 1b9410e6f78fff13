package computelab.web.life;

import computelab.life.Grid;

/**
 * What the page remembers about the board besides its cells: where it came from (for the share link
 * and Reset), whether origin plus generation count still reproduce it, the cells it had at generation 0
 * when someone drew on it before running (Reset restores those, as in Golly), and the generation count
 * carried over when the board moved to another engine or size, or came back from an undo.
 */
final class BoardHistory {
    /** All of it at one moment, kept with a copy of the cells for undo. */
    record Memo(BoardOrigin origin, boolean reproducible, boolean editedAtStart, Grid startCells,
            long generationBase) {
    }

    /** Boards up to this many cells keep a copy of a hand-edited start for Reset (16 MiB of bits). */
    static final long MOST_SNAPSHOT_CELLS = 1L << 27;

    private BoardOrigin origin = new BoardOrigin.Empty();
    private boolean reproducible = true;
    private boolean editedAtStart;
    private Grid startCells;
    private long generationBase;

    /** A new board from an origin, at generation 0. */
    void loaded(BoardOrigin newOrigin) {
        origin = newOrigin;
        reproducible = true;
        editedAtStart = false;
        startCells = null;
        generationBase = 0;
    }

    /** The live cells of the previous board moved onto a new one (engine or size change). */
    void carriedOver(BoardOrigin cells, long generation) {
        loaded(cells);
        generationBase = generation;
    }

    /** Cells were drawn or a pattern placed while the engine was at the given generation. */
    void edited(long engineGeneration) {
        reproducible = false;
        if (generation(engineGeneration) == 0) {
            editedAtStart = true;
            startCells = null;
        }
    }

    Memo memo() {
        return new Memo(origin, reproducible, editedAtStart, startCells, generationBase);
    }

    /**
     * The board's cells came back from a copy taken when the engine was at {@code engineGeneration}; the
     * engine counts from 0 again, so that count moves into the base. Origin plus generations reproduce
     * the board only if the copy was taken at the origin itself.
     */
    void restored(Memo memo, long engineGeneration) {
        origin = memo.origin();
        editedAtStart = memo.editedAtStart();
        startCells = memo.startCells();
        generationBase = memo.generationBase() + engineGeneration;
        reproducible = memo.reproducible() && engineGeneration == 0;
    }

    /** Reset loaded the drawn start: generation 0 again. */
    void backAtStart() {
        generationBase = 0;
    }

    /** The rule or the edges changed: the origin still applies if nothing has run yet. */
    void ruleChanged(long engineGeneration) {
        if (engineGeneration > 0) {
            reproducible = false;
        }
    }

    /** Whether the start has to be copied before the first step (it was drawn on and is not copied yet). */
    boolean needsStartCopy(long engineGeneration, long cells) {
        return generation(engineGeneration) == 0 && editedAtStart && startCells == null && cells <= MOST_SNAPSHOT_CELLS;
    }

    void startCopied(Grid cells) {
        startCells = cells;
    }

    /** The drawn start to restore on Reset, or null to rebuild from the origin (or keep a never-run board). */
    Grid startCells() {
        return startCells;
    }

    /** Whether the board was drawn on at generation 0 and Reset has no copy (it never ran, or was too large). */
    boolean editedWithoutCopy() {
        return editedAtStart && startCells == null;
    }

    BoardOrigin origin() {
        return origin;
    }

    boolean reproducible() {
        return reproducible;
    }

    /** The generation shown to a person: the engine's count plus what was carried over. */
    long generation(long engineGeneration) {
        return generationBase + engineGeneration;
    }
}
