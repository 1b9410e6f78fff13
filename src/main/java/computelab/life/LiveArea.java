package computelab.life;

/**
 * The smallest rectangle holding every live cell, inclusive bounds, as the GPU statistics pass reports
 * it and as a CPU grid gives it; with the population. {@link #isEmpty()} when nothing lives.
 */
public record LiveArea(long population, int minX, int minY, int maxX, int maxY) {
    public static final LiveArea NONE = new LiveArea(0, 0, 0, -1, -1);

    public boolean isEmpty() {
        return population == 0 || maxX < minX || maxY < minY;
    }

    public int width() {
        return isEmpty() ? 0 : maxX - minX + 1;
    }

    public int height() {
        return isEmpty() ? 0 : maxY - minY + 1;
    }

    /** The live area of a grid, computed on the CPU. */
    public static LiveArea of(Grid grid) {
        long population = 0;
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;
        int[] words = grid.words();
        int stride = grid.wordsPerRow();
        for (int y = 0; y < grid.height(); y++) {
            for (int j = 0; j < stride; j++) {
                int word = words[y * stride + j];
                if (word != 0) {
                    population += Integer.bitCount(word);
                    minX = Math.min(minX, j * 32 + Integer.numberOfTrailingZeros(word));
                    maxX = Math.max(maxX, j * 32 + 31 - Integer.numberOfLeadingZeros(word));
                    minY = Math.min(minY, y);
                    maxY = y;
                }
            }
        }
        return population == 0 ? NONE : new LiveArea(population, minX, minY, maxX, maxY);
    }

    /**
     * The columns [minX, maxX] of a band of rows read from the board (rows [minY, maxY]): the live
     * cells as a pattern-sized grid.
     */
    public Grid crop(Grid rows) {
        Grid cells = new Grid(width(), height());
        for (int y = 0; y < height(); y++) {
            for (int x = 0; x < width(); x++) {
                if (rows.get(minX + x, y)) {
                    cells.set(x, y, true);
                }
            }
        }
        return cells;
    }
}
