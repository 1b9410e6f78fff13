package computelab.life;

import computelab.failure.LabException;
import java.util.Arrays;

/**
 * A width x height field of cells with states 0..255 (Generations: 0 dead, 1 alive, 2.. dying), one
 * byte per cell in row-major order. The multi-state counterpart of {@link Grid}: its population counts
 * state-1 cells and its checksum runs over every cell's state, which for two states equals
 * {@link Grid#checksum()}.
 */
public final class StateGrid {
    /** Most cells a state grid holds (a byte each). */
    public static final long MAX_CELLS = 1L << 28;

    private final int width;
    private final int height;
    private final byte[] states;

    public StateGrid(int width, int height) {
        if (width < 1 || height < 1) {
            throw new LabException("Grid size " + width + " x " + height
                    + " is not possible: width and height must be at least 1.");
        }
        if ((long) width * height > MAX_CELLS) {
            throw new LabException("Grid size " + width + " x " + height + " is too large for the CPU: at most "
                    + MAX_CELLS + " cells.");
        }
        this.width = width;
        this.height = height;
        this.states = new byte[width * height];
    }

    /** Live cells of a two-state grid as state 1. */
    public static StateGrid of(Grid grid) {
        StateGrid result = new StateGrid(grid.width(), grid.height());
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                if (grid.get(x, y)) {
                    result.states[y * result.width + x] = 1;
                }
            }
        }
        return result;
    }

    /** A grid from one state per cell in row-major order (e.g. read back from the GPU). */
    public static StateGrid fromStates(int width, int height, int[] values) {
        StateGrid grid = new StateGrid(width, height);
        if (values.length != grid.states.length) {
            throw new IllegalArgumentException("Expected " + grid.states.length + " cells, got " + values.length);
        }
        for (int i = 0; i < values.length; i++) {
            grid.states[i] = (byte) grid.checkState(values[i]);
        }
        return grid;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int get(int x, int y) {
        checkInside(x, y);
        return states[y * width + x] & 0xFF;
    }

    public void set(int x, int y, int state) {
        checkInside(x, y);
        states[y * width + x] = (byte) checkState(state);
    }

    /** Cells in state 1 (alive), as a two-state grid. */
    public Grid alive() {
        Grid grid = new Grid(width, height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (states[y * width + x] == 1) {
                    grid.set(x, y, true);
                }
            }
        }
        return grid;
    }

    /** One int per cell, row-major: the layout of the one-state-per-u32 shader. */
    public int[] toStates() {
        int[] values = new int[states.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = states[i] & 0xFF;
        }
        return values;
    }

    /** The highest state of any cell (0 for an empty grid). */
    public int highestState() {
        int highest = 0;
        for (byte state : states) {
            highest = Math.max(highest, state & 0xFF);
        }
        return highest;
    }

    /** Cells in state 1. */
    public int population() {
        int count = 0;
        for (byte state : states) {
            count += state == 1 ? 1 : 0;
        }
        return count;
    }

    /** The contract checksum over every cell's state: {@code c = c*31 + state}, row-major, unsigned 32-bit. */
    public long checksum() {
        int c = 0;
        for (byte state : states) {
            c = c * 31 + (state & 0xFF);
        }
        return c & 0xFFFFFFFFL;
    }

    /** Sets the pattern's non-zero cells at (x, y), leaving the rest as it was, like {@link Grid#place}. */
    public void place(Pattern pattern, int x, int y) {
        PatternStamp.checkFits(pattern, x, y, width, height);
        StateGrid cells = pattern.states();
        for (int py = 0; py < cells.height; py++) {
            for (int px = 0; px < cells.width; px++) {
                int state = cells.get(px, py);
                if (state != 0) {
                    set(x + px, y + py, state);
                }
            }
        }
    }

    /** Places a pattern at the contract's default spot: ((w - pw) / 2, (h - ph) / 2). */
    public void placeCentred(Pattern pattern) {
        place(pattern, (width - pattern.width()) / 2, (height - pattern.height()) / 2);
    }

    public StateGrid copy() {
        StateGrid copy = new StateGrid(width, height);
        System.arraycopy(states, 0, copy.states, 0, states.length);
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StateGrid grid && grid.width == width && grid.height == height
                && Arrays.equals(grid.states, states);
    }

    @Override
    public int hashCode() {
        return (width * 31 + height) * 31 + Arrays.hashCode(states);
    }

    @Override
    public String toString() {
        return "StateGrid " + width + " x " + height + ", population " + population();
    }

    /** Direct access for the CPU reference in this package. */
    byte[] statesForEngine() {
        return states;
    }

    private int checkState(int state) {
        if (state < 0 || state > 255) {
            throw new IllegalArgumentException("States are 0..255: " + state);
        }
        return state;
    }

    private void checkInside(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("Cell (" + x + ", " + y + ") is outside " + width + " x " + height);
        }
    }
}
