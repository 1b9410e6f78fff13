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
    CELL_PER_WORD,
    /**
     * One u32 per cell, row-major, holding the cell's state: 0 dead, 1 alive, 2.. dying (Generations).
     * Alive means exactly 1.
     */
    STATE_PER_CELL;

    /** u32 elements per row of the board. */
    public long rowStride(int width) {
        return this == BIT_PACKED ? Grid.wordsPerRow(width) : width;
    }

    /** Whether a cell with this stored value is alive (one-word-per-cell encodings). */
    public boolean alive(int value) {
        return this == STATE_PER_CELL ? value == 1 : (value & 1) != 0;
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
