package computelab.web.life;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The Life page's undo and redo lists, bounded in memory. An edit is kept as what it changed, not as
 * a copy of the board: the cells a stroke or a placed pattern flipped (a few bytes per cell), or, for
 * changes of the whole board (clear, random fill, reset, running), one bit-packed copy of the board
 * before it and, once undone, after it. Together the lists stay under {@link #BUDGET_BYTES} and
 * {@link #MOST_EDITS}: the oldest edits go first, then the farthest redos. On a 16384 x 16384 board a
 * copy is 32 MiB, more than the page keeps (boards over {@link BoardHistory#MOST_SNAPSHOT_CELLS}
 * cells are never copied), so there only drawing and placing can be undone.
 * Pure Java, so the bookkeeping is tested on the JVM.
 */
final class EditHistory {
    /** Memory the lists may hold, copies of the board included. */
    static final long BUDGET_BYTES = 64L << 20;
    static final int MOST_EDITS = 100;

    /** One undoable change. */
    interface Edit {
        /** What the buttons say, e.g. "drawing" in "Undo drawing". */
        String label();

        /** Memory it holds, roughly. */
        long bytes();
    }

    // Newest last in both: undo's last is the next undo, redo's last the next redo.
    private final Deque<Edit> undo = new ArrayDeque<>();
    private final Deque<Edit> redo = new ArrayDeque<>();

    /**
     * A new edit: the redos go (they no longer follow from the board), then the oldest edits while
     * over the budget. Returns false when the edit alone is over the budget: it is not kept, and
     * neither is anything before it, since undoing those would skip over it.
     */
    boolean record(Edit edit) {
        redo.clear();
        if (edit.bytes() > BUDGET_BYTES) {
            undo.clear();
            return false;
        }
        undo.addLast(edit);
        trim();
        return true;
    }

    /** The edit the next undo takes back, or null. */
    Edit lastEdit() {
        return undo.peekLast();
    }

    /** Moves the newest edit to the redo list and returns it (the caller takes it back); null if none. */
    Edit undo() {
        Edit edit = undo.pollLast();
        if (edit != null) {
            redo.addLast(edit);
        }
        return edit;
    }

    /** Moves the next redo back to the edits and returns it (the caller applies it again); null if none. */
    Edit redo() {
        Edit edit = redo.pollLast();
        if (edit != null) {
            undo.addLast(edit);
        }
        return edit;
    }

    /**
     * An edit grew (a copy of the board after it was taken when it was undone): drops the oldest edits,
     * then the farthest redos, until the lists fit again. The grown edit itself goes last.
     */
    void trim() {
        while (bytes() > BUDGET_BYTES || undo.size() + redo.size() > MOST_EDITS) {
            if (undo.size() > 1 || undo.size() == 1 && redo.isEmpty()) {
                undo.pollFirst();
            } else if (!redo.isEmpty()) {
                redo.pollFirst();
            } else {
                return;
            }
        }
    }

    void clear() {
        undo.clear();
        redo.clear();
    }

    boolean canUndo() {
        return !undo.isEmpty();
    }

    boolean canRedo() {
        return !redo.isEmpty();
    }

    String undoLabel() {
        return undo.isEmpty() ? "" : undo.peekLast().label();
    }

    String redoLabel() {
        return redo.isEmpty() ? "" : redo.peekLast().label();
    }

    int size() {
        return undo.size() + redo.size();
    }

    long bytes() {
        long total = 0;
        for (Edit edit : undo) {
            total += edit.bytes();
        }
        for (Edit edit : redo) {
            total += edit.bytes();
        }
        return total;
    }
}
