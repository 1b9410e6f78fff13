package computelab.web.life;

import computelab.life.CellEdits;
import computelab.life.Grid;
import computelab.life.Pattern;
import java.util.Arrays;

/**
 * The cells an edit turned from dead to alive or back (a stroke, a placed pattern), eight bytes each.
 * Flipping them again takes the edit back, and once more redoes it, so one list serves both ways
 * and nothing else of the board is kept. Found by comparing what the edit sets with the rows it
 * touches, read back before it is applied.
 */
final class CellFlips implements EditHistory.Edit {
    private final String label;
    private int[] xs = new int[16];
    private int[] ys = new int[16];
    private int count;
    private boolean open;

    CellFlips(String label) {
        this.label = label;
    }

    /** The cells a pattern stamped at (x, y) brings to life: its live cells that were dead in {@code rows}. */
    static CellFlips ofStamp(String label, Pattern pattern, int x, int y, Grid rows, int firstRow) {
        CellFlips flips = new CellFlips(label);
        Grid cells = pattern.cells();
        for (int py = 0; py < cells.height(); py++) {
            for (int px = 0; px < cells.width(); px++) {
                if (cells.get(px, py) && !rows.get(x + px, y + py - firstRow)) {
                    flips.add(x + px, y + py);
                }
            }
        }
        return flips;
    }

    /** Adds the drawn cells whose state differs from theirs in {@code rows} (rows from {@code firstRow} on). */
    void addChanged(DrawnCells drawn, Grid rows, int firstRow) {
        drawn.forEach((x, y, alive) -> {
            if (rows.get(x, y - firstRow) != alive) {
                add(x, y);
            }
        });
    }

    void add(int x, int y) {
        if (count == xs.length) {
            xs = Arrays.copyOf(xs, 2 * count);
            ys = Arrays.copyOf(ys, 2 * count);
        }
        xs[count] = x;
        ys[count] = y;
        count++;
    }

    int count() {
        return count;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /** The edits that flip every cell back (or forward again); a cell listed twice flips twice. */
    CellEdits toEdits(boolean bitPacked, int width, int height) {
        CellEdits edits = new CellEdits(bitPacked, width, height);
        for (int i = 0; i < count; i++) {
            edits.add(xs[i], ys[i], CellEdits.Action.TOGGLE);
        }
        return edits;
    }

    /** Whether a stroke still in progress adds to this edit. */
    boolean open() {
        return open;
    }

    void setOpen(boolean stillDrawing) {
        open = stillDrawing;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public long bytes() {
        return 64 + 8L * xs.length;
    }
}
