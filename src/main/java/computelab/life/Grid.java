package computelab.life;

import computelab.data.ContractInputs;
import computelab.failure.LabException;
import java.util.Arrays;

/**
 * A width x height field of cells, 32 cells to an int: cell (x, y) is bit {@code x & 31} of word
 * {@code y * wordsPerRow() + x / 32}. That is the layout the bit-packed shader uses, so a grid can go
 * to the GPU and come back without repacking. Bits past the right edge of a row are always zero;
 * equality, population and the checksum rely on that.
 */
public final class Grid {
    /**
     * Largest grid this CPU representation holds: 2^30 cells, counting each row as its width rounded
     * up to a multiple of 32 (128 MiB of words).
     */
    public static final long MAX_CELLS = 1L << 30;

    private final int width;
    private final int height;
    private final int wordsPerRow;
    private final int[] words;

    public Grid(int width, int height) {
        checkSize(width, height);
        this.width = width;
        this.height = height;
        this.wordsPerRow = wordsPerRow(width);
        this.words = new int[wordsPerRow * height];
    }

    /** Number of ints per row: the row stride of {@link #words()}. */
    public static int wordsPerRow(int width) {
        return (width + 31) >>> 5;
    }

    /**
     * Throws {@link LabException} unless a width x height grid is possible here. Pages call this on
     * the sizes a person typed before they allocate anything.
     */
    public static void checkSize(int width, int height) {
        if (width < 1 || height < 1) {
            throw new LabException("Grid size " + width + " x " + height
                    + " is not possible: width and height must be at least 1.");
        }
        if (32L * wordsPerRow(width) * height > MAX_CELLS) {
            throw new LabException("Grid size " + width + " x " + height + " is too large for the CPU: at most "
                    + MAX_CELLS + " cells.");
        }
    }

    /**
     * A grid from bit-packed words in this class's layout (e.g. read back from the GPU). Bits past
     * the right edge are ignored.
     */
    public static Grid fromWords(int width, int height, int[] packed) {
        Grid grid = new Grid(width, height);
        if (packed.length != grid.words.length) {
            throw new IllegalArgumentException("Expected " + grid.words.length + " words for " + width + " x "
                    + height + ", got " + packed.length);
        }
        System.arraycopy(packed, 0, grid.words, 0, packed.length);
        grid.clearPastRightEdge();
        return grid;
    }

    /**
     * A grid from one int per cell in row-major order, alive where the lowest bit is set. The lowest
     * bit keeps this right for plain 0/1 cells and for state encodings that keep "alive" there
     * (e.g. 2 = just died, 3 = just born).
     */
    public static Grid fromCellValues(int width, int height, int[] values) {
        Grid grid = new Grid(width, height);
        if (values.length != width * height) {
            throw new IllegalArgumentException("Expected " + width * height + " cells, got " + values.length);
        }
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if ((values[y * width + x] & 1) != 0) {
                    grid.set(x, y, true);
                }
            }
        }
        return grid;
    }

    /**
     * The contract's random board: cell (x, y) is alive iff
     * {@code (mix32(y*w + x + mix32(seed)) & 0xFFFF) < floor(density * 65536)}, all in unsigned
     * 32-bit arithmetic (int overflow wraps the same way).
     */
    public static Grid randomFill(int width, int height, double density, int seed) {
        if (!(density >= 0 && density <= 1)) {
            throw new LabException("Density " + density + " is not possible: it must be between 0 and 1.");
        }
        Grid grid = new Grid(width, height);
        int threshold = (int) Math.floor(density * 65536);
        int seedHash = ContractInputs.mix32(seed);
        for (int y = 0; y < height; y++) {
            int rowStart = y * grid.wordsPerRow;
            int index = y * width + seedHash;
            for (int x = 0; x < width; x++, index++) {
                if ((ContractInputs.mix32(index) & 0xFFFF) < threshold) {
                    grid.words[rowStart + (x >>> 5)] |= 1 << x;
                }
            }
        }
        return grid;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int wordsPerRow() {
        return wordsPerRow;
    }

    /** A copy of the packed cells, {@code wordsPerRow() * height()} ints (see the class comment). */
    public int[] words() {
        return words.clone();
    }

    /** One int per cell, row-major, 1 = alive: the layout of the one-cell-per-u32 shaders. */
    public int[] toCellValues() {
        int[] values = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                values[y * width + x] = get(x, y) ? 1 : 0;
            }
        }
        return values;
    }

    public boolean get(int x, int y) {
        checkInside(x, y);
        return (words[y * wordsPerRow + (x >>> 5)] >>> x & 1) != 0;
    }

    public void set(int x, int y, boolean alive) {
        checkInside(x, y);
        int index = y * wordsPerRow + (x >>> 5);
        if (alive) {
            words[index] |= 1 << x;
        } else {
            words[index] &= ~(1 << x);
        }
    }

    public int population() {
        int count = 0;
        for (int word : words) {
            count += Integer.bitCount(word);
        }
        return count;
    }

    /**
     * The contract checksum: {@code c = c*31 + cell} over all cells in row-major order, alive = 1,
     * modulo 2^32, returned unsigned. Report it with {@code Long.toString}.
     */
    public long checksum() {
        int c = 0;
        for (int y = 0; y < height; y++) {
            int rowStart = y * wordsPerRow;
            for (int x = 0; x < width; x++) {
                c = c * 31 + (words[rowStart + (x >>> 5)] >>> x & 1);
            }
        }
        return c & 0xFFFFFFFFL;
    }

    /**
     * Sets the live cells of a pattern with its top-left corner at (x, y); the pattern's dead cells
     * leave the grid as it was, so patterns can be stamped next to (or over) each other.
     */
    public void place(Pattern pattern, int x, int y) {
        Grid cells = pattern.cells();
        if (x < 0 || y < 0 || (long) x + cells.width > width || (long) y + cells.height > height) {
            throw new LabException(pattern.describe() + " (" + cells.width + " x " + cells.height
                    + ") does not fit in the " + width + " x " + height + " grid at (" + x + ", " + y + ").");
        }
        for (int py = 0; py < cells.height; py++) {
            for (int px = 0; px < cells.width; px++) {
                if (cells.get(px, py)) {
                    set(x + px, y + py, true);
                }
            }
        }
    }

    /** Places a pattern at the contract's default spot: ((w - pw) / 2, (h - ph) / 2). */
    public void placeCentred(Pattern pattern) {
        place(pattern, (width - pattern.width()) / 2, (height - pattern.height()) / 2);
    }

    public Grid copy() {
        return fromWords(width, height, words);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Grid grid && grid.width == width && grid.height == height
                && Arrays.equals(grid.words, words);
    }

    @Override
    public int hashCode() {
        return (width * 31 + height) * 31 + Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return "Grid " + width + " x " + height + ", population " + population();
    }

    /** Direct access for the engine in this package, which writes whole words. */
    int[] wordsForEngine() {
        return words;
    }

    private void clearPastRightEdge() {
        int usedBits = width & 31;
        if (usedBits == 0) {
            return;
        }
        int keep = (1 << usedBits) - 1;
        for (int y = 0; y < height; y++) {
            words[y * wordsPerRow + wordsPerRow - 1] &= keep;
        }
    }

    private void checkInside(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("Cell (" + x + ", " + y + ") is outside " + width + " x " + height);
        }
    }
}
