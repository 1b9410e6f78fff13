package computelab.life;

/** How an engine stores a board in its GPU buffers (what a renderer reads). */
public enum CellEncoding {
    /**
     * 32 cells per u32, {@link Grid}'s layout: cell (x, y) is bit {@code x & 31} of word
     * {@code y * ceil(width / 32) + x / 32}; bits past the right edge are 0.
     */
    BIT_PACKED,
    /**
     * One u32 per cell, row-major (cell (x, y) is element {@code y * width + x}); the cell is alive
     * where bit 0 is set. Other bits may carry engine state (skip-unchanged: 2 and 3 = just changed).
     */
    CELL_PER_WORD;

    /** u32 elements per row of the board. */
    public long rowStride(int width) {
        return this == BIT_PACKED ? Grid.wordsPerRow(width) : width;
    }

    /** u32 elements of a whole board. */
    public long elements(int width, int height) {
        return rowStride(width) * height;
    }

    /** Bytes read plus written when one generation passes over the board once (the copy-ceiling traffic). */
    public double trafficBytesPerGeneration(int width, int height) {
        return 2 * 4.0 * elements(width, height);
    }
}
