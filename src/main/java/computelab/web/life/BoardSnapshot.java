package computelab.web.life;

import computelab.life.Grid;

/**
 * The whole board at one moment, for undoing a change of the whole board: its cells (bit-packed, a bit
 * per cell), what the page knew about where it came from, and the engine's generation count then.
 */
record BoardSnapshot(Grid cells, BoardHistory.Memo memo, long engineGeneration) {
    long bytes() {
        return 64 + 4L * cells.wordsPerRow() * cells.height();
    }
}
