package computelab.life;

/**
 * The rules written as plainly as possible, one cell at a time on a boolean array, to check the
 * word-parallel engine: the neighbour at offset (dx, dy) is the cell at ((x + dx) mod w,
 * (y + dy) mod h), or a dead cell when that is off the grid and the grid does not wrap.
 */
final class NaiveLife {
    private NaiveLife() {
    }

    static Grid step(Grid grid, LifeRule rule, boolean wrap) {
        return run(grid, rule, wrap, 1);
    }

    static Grid run(Grid grid, LifeRule rule, boolean wrap, int generations) {
        int w = grid.width();
        int h = grid.height();
        boolean[][] cells = new boolean[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                cells[y][x] = grid.get(x, y);
            }
        }
        int[][] columns = {neighbourIndices(w, -1, wrap), identity(w), neighbourIndices(w, 1, wrap)};
        int[][] rows = {neighbourIndices(h, -1, wrap), identity(h), neighbourIndices(h, 1, wrap)};
        for (int i = 0; i < generations; i++) {
            cells = step(cells, w, h, rule, columns, rows);
        }
        Grid result = new Grid(w, h);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                result.set(x, y, cells[y][x]);
            }
        }
        return result;
    }

    private static boolean[][] step(boolean[][] cells, int w, int h, LifeRule rule, int[][] columns, int[][] rows) {
        boolean[][] next = new boolean[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int count = 0;
                for (int dy = 0; dy < 3; dy++) {
                    for (int dx = 0; dx < 3; dx++) {
                        int nx = columns[dx][x];
                        int ny = rows[dy][y];
                        boolean centre = dx == 1 && dy == 1;
                        if (!centre && nx >= 0 && ny >= 0 && cells[ny][nx]) {
                            count++;
                        }
                    }
                }
                int mask = cells[y][x] ? rule.survivalMask() : rule.birthMask();
                next[y][x] = (mask >> count & 1) == 1;
            }
        }
        return next;
    }

    /** For each i, the index i + offset taken mod size, or -1 where it falls outside and nothing wraps. */
    private static int[] neighbourIndices(int size, int offset, boolean wrap) {
        int[] indices = new int[size];
        for (int i = 0; i < size; i++) {
            int j = i + offset;
            indices[i] = wrap ? Math.floorMod(j, size) : (j < 0 || j >= size ? -1 : j);
        }
        return indices;
    }

    private static int[] identity(int size) {
        return neighbourIndices(size, 0, false);
    }
}
