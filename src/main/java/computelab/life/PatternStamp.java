package computelab.life;

import computelab.failure.LabException;

/**
 * A pattern's cells prepared for drawing into a board on the GPU (wgsl/life/stamp.wgsl): a rectangle
 * of 32-bit elements, {@code blockWidth} per row, to be combined with the board starting at element
 * {@code firstTarget} with the board's row stride. For bit-packed boards the pattern is shifted here to
 * the board's word boundaries, so the shader only ORs whole words.
 */
public record PatternStamp(int[] block, int blockWidth, int blockRows, long firstTarget, int targetStride) {

    /** Throws the same sentence as {@link Grid#place} unless the pattern fits at (x, y). */
    public static void checkFits(Pattern pattern, int x, int y, int width, int height) {
        if (x < 0 || y < 0 || (long) x + pattern.width() > width || (long) y + pattern.height() > height) {
            throw new LabException(pattern.describe() + " (" + pattern.width() + " x " + pattern.height()
                    + ") does not fit in the " + width + " x " + height + " grid at (" + x + ", " + y + ").");
        }
    }

    /** The words to OR into a bit-packed board of the given width at (x, y). */
    public static PatternStamp packed(Pattern pattern, int x, int y, int width, int height) {
        checkFits(pattern, x, y, width, height);
        Grid cells = pattern.cells();
        int[] source = cells.words();
        int sourceStride = cells.wordsPerRow();
        int firstWord = x >>> 5;
        int span = ((x + cells.width() - 1) >>> 5) - firstWord + 1;
        int shift = x & 31;
        int[] block = new int[span * cells.height()];
        for (int row = 0; row < cells.height(); row++) {
            for (int j = 0; j < sourceStride; j++) {
                int word = source[row * sourceStride + j];
                block[row * span + j] |= word << shift;
                // The bits shifted out of the top land in the next board word (none when aligned).
                if (shift != 0 && j + 1 < span) {
                    block[row * span + j + 1] |= word >>> (32 - shift);
                }
            }
        }
        long stride = Grid.wordsPerRow(width);
        return new PatternStamp(block, span, cells.height(), y * stride + firstWord, (int) stride);
    }

    /** One state per cell (0 leaves the board's cell as it was) for a one-state-per-u32 board. */
    public static PatternStamp states(Pattern pattern, int x, int y, int width, int height) {
        checkFits(pattern, x, y, width, height);
        StateGrid states = pattern.states();
        return new PatternStamp(states.toStates(), states.width(), states.height(), (long) y * width + x, width);
    }

    /** One value per cell (1 = alive) to set in a one-cell-per-word board of the given width at (x, y). */
    public static PatternStamp perCell(Pattern pattern, int x, int y, int width, int height) {
        checkFits(pattern, x, y, width, height);
        Grid cells = pattern.cells();
        return new PatternStamp(cells.toCellValues(), cells.width(), cells.height(), (long) y * width + x, width);
    }
}
