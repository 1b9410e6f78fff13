package computelab.web.life;

/**
 * A change of the whole board (clear, random fill, reset, or running it): kept as the board before it
 * and, from its first undo on, the board after it, so undo and redo each load a copy. A "running" change
 * stays open while the simulation goes on from it, so steps in a row are one undo.
 */
final class BoardChange implements EditHistory.Edit {
    private final String label;
    private final BoardSnapshot before;
    private BoardSnapshot after;
    private boolean open;

    BoardChange(String label, BoardSnapshot before, boolean open) {
        this.label = label;
        this.before = before;
        this.open = open;
    }

    BoardSnapshot before() {
        return before;
    }

    /** The board after the change, or null until the change is first undone. */
    BoardSnapshot after() {
        return after;
    }

    void setAfter(BoardSnapshot board) {
        after = board;
    }

    /** Whether more generations join this change instead of starting a new one. */
    boolean open() {
        return open;
    }

    void close() {
        open = false;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public long bytes() {
        return 64 + before.bytes() + (after == null ? 0 : after.bytes());
    }
}
