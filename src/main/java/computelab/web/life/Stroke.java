package computelab.web.life;

import computelab.life.CellEdits;
import java.util.ArrayList;
import java.util.List;

/**
 * One press-drag-release of the drawing tool, as in Golly: pressing on a dead cell draws live cells
 * along the path, pressing on a live one erases; a click alone toggles the cell. The action is known
 * once the first cell's state has been read from the GPU; cells the pointer crosses before that are
 * kept. Moves are joined by straight lines of cells, so a fast drag leaves no gaps.
 */
final class Stroke {
    private final List<int[]> cells = new ArrayList<>();
    private final int firstX;
    private final int firstY;
    private int lastX;
    private int lastY;
    private CellEdits.Action action;
    private boolean finished;

    Stroke(int x, int y) {
        firstX = x;
        firstY = y;
        lastX = x;
        lastY = y;
        cells.add(new int[] { x, y });
    }

    int firstX() {
        return firstX;
    }

    int firstY() {
        return firstY;
    }

    /** The first cell was alive (the stroke erases) or dead (it draws). */
    void decide(boolean firstAlive) {
        action = firstAlive ? CellEdits.Action.DEAD : CellEdits.Action.ALIVE;
    }

    boolean decided() {
        return action != null;
    }

    /** Adds the cells on the line from the last cell to (x, y) (Bresenham). */
    void lineTo(int x, int y) {
        int dx = Math.abs(x - lastX);
        int dy = -Math.abs(y - lastY);
        int stepX = lastX < x ? 1 : -1;
        int stepY = lastY < y ? 1 : -1;
        int error = dx + dy;
        int cx = lastX;
        int cy = lastY;
        while (cx != x || cy != y) {
            int doubled = 2 * error;
            if (doubled >= dy) {
                error += dy;
                cx += stepX;
            }
            if (doubled <= dx) {
                error += dx;
                cy += stepY;
            }
            cells.add(new int[] { cx, cy });
        }
        lastX = x;
        lastY = y;
    }

    void finish() {
        finished = true;
    }

    boolean finished() {
        return finished;
    }

    /** Moves the cells collected so far into the batch and the undo record (once the action is known). */
    void drainInto(CellEdits edits, DrawnCells drawn) {
        for (int[] cell : cells) {
            edits.add(cell[0], cell[1], action);
            drawn.add(cell[0], cell[1], action);
        }
        cells.clear();
    }
}
