package computelab.web.life;

import computelab.life.CellEdits;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The cells a frame's strokes set, each with the state it ends in (a later stroke over a cell wins),
 * and the band of rows they lie in: what the undo list compares with the board before the frame
 * applies the strokes.
 */
final class DrawnCells {
    private final Map<Long, Boolean> cells = new LinkedHashMap<>();
    private final int width;
    private final int height;
    private int firstRow = Integer.MAX_VALUE;
    private int lastRow = -1;

    DrawnCells(int width, int height) {
        this.width = width;
        this.height = height;
    }

    interface Cell {
        void accept(int x, int y, boolean alive);
    }

    /** Records a stroke's action on cell (x, y); cells off the board are left out, as the edits leave them. */
    void add(int x, int y, CellEdits.Action action) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            return;
        }
        cells.put(((long) y << 32) | (x & 0xFFFFFFFFL), action == CellEdits.Action.ALIVE);
        firstRow = Math.min(firstRow, y);
        lastRow = Math.max(lastRow, y);
    }

    boolean isEmpty() {
        return cells.isEmpty();
    }

    int firstRow() {
        return firstRow;
    }

    int rows() {
        return lastRow - firstRow + 1;
    }

    void forEach(Cell consumer) {
        for (Map.Entry<Long, Boolean> entry : cells.entrySet()) {
            long key = entry.getKey();
            consumer.accept((int) key, (int) (key >> 32), entry.getValue());
        }
    }
}
