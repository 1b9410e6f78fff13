package computelab.web.life;

import computelab.lab.Numbers;
import computelab.life.CellEdits;
import computelab.life.CellEncoding;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Undo and redo on the board, on the loop's thread. Strokes and placed patterns are kept as the cells
 * they flipped ({@link CellFlips}); clearing, random fills, Reset and running are kept as copies of
 * the board ({@link BoardChange}), boards up to {@link BoardHistory#MOST_SNAPSHOT_CELLS} cells only.
 * Running is one change from where it started, so undo after running returns there (as in Golly);
 * what is drawn while the board runs belongs to that change. On larger boards a change that cannot be
 * copied empties the lists, since the edits before it no longer fit the cells.
 */
final class UndoRedo {
    private final EditHistory history = new EditHistory();
    private final Board board;
    private final StudioState state;
    private final Consumer<CellEdits> apply;
    private final BooleanSupplier advancing;

    /**
     * @param apply     writes edits into the board at once (a frame's edit pass)
     * @param advancing whether generations are being computed (running or a step under way)
     */
    UndoRedo(Board board, StudioState state, Consumer<CellEdits> apply, BooleanSupplier advancing) {
        this.board = board;
        this.state = state;
        this.apply = apply;
        this.advancing = advancing;
    }

    /** A frame's strokes, before they are applied: the cells they flip join the stroke's edit. */
    void drawing(Drawing.Batch batch, LifeEngine engine) {
        if (advancing.getAsBoolean()) {
            return;
        }
        DrawnCells cells = batch.cells();
        Grid rows = engine.readRows(cells.firstRow(), cells.rows());
        if (history.lastEdit() instanceof CellFlips open && open.open()) {
            open.addChanged(cells, rows, cells.firstRow());
            history.trim();
        } else {
            CellFlips flips = new CellFlips("drawing");
            flips.addChanged(cells, rows, cells.firstRow());
            if (flips.isEmpty()) {
                return;
            }
            flips.setOpen(true);
            record(flips);
        }
    }

    /** No stroke is in progress: the next one is an edit of its own. */
    void drawingEnded() {
        if (history.lastEdit() instanceof CellFlips open && open.open()) {
            open.setOpen(false);
        }
    }

    /** A pattern was placed; the cells it brought to life. */
    void placed(CellFlips flips) {
        if (!advancing.getAsBoolean() && !flips.isEmpty()) {
            record(flips);
            }
    }

    /** Before the whole board changes (clear, random fill, Reset): keeps a copy of it. */
    void beforeBoardChange(String label) {
        if (board.copyable()) {
            record(new BoardChange(label, board.snapshot(), false));
        } else {
            forget(Character.toUpperCase(label.charAt(0)) + label.substring(1) + " cannot be undone on a board of more than "
                    + Numbers.count(BoardHistory.MOST_SNAPSHOT_CELLS) + " cells.");
        }
    }

    /** Whether generations about to run need the board as it is now ({@link #beforeRunning}). */
    boolean wantsBoardBeforeRunning() {
        boolean continuing = history.lastEdit() instanceof BoardChange change && change.open();
        return !continuing && (board.copyable() || history.size() > 0);
    }

    /** Generations start from this board: undo comes back to it. {@code cells} is the board read just now. */
    void beforeRunning(Grid cells) {
        if (cells != null && board.copyable()) {
            record(new BoardChange("running", board.snapshot(cells), true));
        } else {
            forget("Running cannot be undone on a board of more than "
                    + Numbers.count(BoardHistory.MOST_SNAPSHOT_CELLS) + " cells; the edits before it are forgotten.");
        }
    }

    /** Takes back the newest edit; false when there is none. */
    boolean undo() {
        EditHistory.Edit edit = history.undo();
        if (edit == null) {
            return false;
        }
        applyAgain(edit, true);
        return true;
    }

    /** Applies the last undone edit again; false when there is none. */
    boolean redo() {
        EditHistory.Edit edit = history.redo();
        if (edit == null) {
            return false;
        }
        applyAgain(edit, false);
        return true;
    }

    private void applyAgain(EditHistory.Edit edit, boolean undoing) {
        try {
            if (edit instanceof CellFlips flips) {
                flips.setOpen(false);
                LifeEngine engine = board.engine();
                apply.accept(flips.toEdits(engine.encoding() == CellEncoding.BIT_PACKED, engine.width(),
                        engine.height()));
                board.edited();
            } else if (edit instanceof BoardChange change) {
                change.close();
                if (undoing) {
                    if (change.after() == null) {
                        change.setAfter(board.snapshot());
                        history.trim();
                    }
                    board.restore(change.before());
                } else {
                    board.restore(change.after());
                }
            }
        } catch (RuntimeException failed) {
            history.clear();
            throw failed;
        }
    }

    /** A new board: nothing before it can be undone. */
    void forget() {
        history.clear();
    }

    private void forget(String why) {
        if (history.size() > 0) {
            state.note(why);
        }
        history.clear();
    }

    private void record(EditHistory.Edit edit) {
        if (!history.record(edit)) {
            state.note("This " + edit.label() + " is too large to undo (" + Numbers.bytes(edit.bytes()) + ").");
        }
    }

    boolean canUndo() {
        return history.canUndo();
    }

    boolean canRedo() {
        return history.canRedo();
    }

    /** What the undo button would take back ("drawing"), or null when nothing. */
    String undoLabel() {
        return history.canUndo() ? history.undoLabel() : null;
    }

    /** What the redo button would apply again, or null when nothing. */
    String redoLabel() {
        return history.canRedo() ? history.redoLabel() : null;
    }
}
