package computelab.life;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Cell edits a person made since the last frame (drawing, erasing, toggling), merged per board element
 * so the GPU applies each element once (wgsl/life/edit_cells.wgsl, no two threads touch one word):
 * <ul>
 * <li>bit-packed boards: per word a transformation {@code new = ((old & ~clear) | set) ^ toggle};
 * <li>one u32 per cell: per cell the final action (alive, dead or toggle), the value written is the
 * engine's.
 * </ul>
 * Later edits of a cell override earlier ones; two toggles cancel.
 */
public final class CellEdits {
    /** What happens to one cell. */
    public enum Action {
        DEAD, ALIVE, TOGGLE
    }

    private final boolean bitPacked;
    private final int width;
    private final int height;
    private final Map<Long, int[]> words = new LinkedHashMap<>();
    private final Map<Long, Action> cells = new LinkedHashMap<>();

    /** Edits of a board that is bit-packed (32 cells per u32) or holds one u32 per cell. */
    public CellEdits(boolean bitPacked, int width, int height) {
        this.bitPacked = bitPacked;
        this.width = width;
        this.height = height;
    }

    /** Records an action on cell (x, y); cells outside the board are ignored (a stroke off the edge). */
    public void add(int x, int y, Action action) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            return;
        }
        if (bitPacked) {
            long index = (long) y * Grid.wordsPerRow(width) + (x >>> 5);
            int bit = 1 << (x & 31);
            int[] masks = words.computeIfAbsent(index, unused -> new int[3]);
            switch (action) {
                case ALIVE -> {
                    masks[0] |= bit;
                    masks[1] |= bit;
                    masks[2] &= ~bit;
                }
                case DEAD -> {
                    masks[0] |= bit;
                    masks[1] &= ~bit;
                    masks[2] &= ~bit;
                }
                case TOGGLE -> masks[2] ^= bit;
            }
        } else {
            long index = (long) y * width + x;
            Action before = cells.remove(index);
            Action after = action != Action.TOGGLE || before == null ? action
                    : before == Action.TOGGLE ? null : before == Action.ALIVE ? Action.DEAD : Action.ALIVE;
            if (after != null) {
                cells.put(index, after);
            }
        }
    }

    /** Number of board elements the batch changes (words or cells), the shader's thread count. */
    public int size() {
        return bitPacked ? words.size() : cells.size();
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    /**
     * The batch as the shader reads it, four u32 per element: bit-packed {@code (word, clear, set,
     * toggle)}, one cell per word {@code (cell, action ordinal, 0, 0)}.
     */
    public int[] encode() {
        int[] out = new int[4 * size()];
        int i = 0;
        if (bitPacked) {
            for (Map.Entry<Long, int[]> entry : words.entrySet()) {
                out[i++] = (int) (long) entry.getKey();
                out[i++] = entry.getValue()[0];
                out[i++] = entry.getValue()[1];
                out[i++] = entry.getValue()[2];
            }
        } else {
            for (Map.Entry<Long, Action> entry : cells.entrySet()) {
                out[i++] = (int) (long) entry.getKey();
                out[i++] = entry.getValue().ordinal();
                i += 2;
            }
        }
        return out;
    }

    public void clear() {
        words.clear();
        cells.clear();
    }
}
