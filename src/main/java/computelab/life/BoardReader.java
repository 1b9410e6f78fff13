package computelab.life;

import computelab.gpu.SteppedState;

/**
 * Reads the current board back in the state's bands, so boards far larger than one staging buffer (or a
 * {@link Grid}) can be summed, and bands of rows can be checked.
 */
final class BoardReader {
    private final SteppedState board;

    BoardReader(SteppedState board) {
        this.board = board;
    }

    /** Reads elements [first, first + count) of the current board, piece by piece, in order. */
    void readInPieces(long first, long count, LifeEngine.Piece consumer) {
        board.readInBands(first, count, (words, size, at) -> consumer.accept(words[0], size));
    }

    /** The contract checksum of the whole board. */
    long checksum(int width, int height, CellEncoding encoding) {
        LifeChecksum checksum = LifeChecksum.forWidth(width);
        boolean packed = encoding == CellEncoding.BIT_PACKED;
        readInPieces(0, encoding.elements(width, height), (piece, count) -> {
            if (packed) {
                checksum.addWords(piece, count);
            } else if (encoding == CellEncoding.STATE_PER_CELL) {
                checksum.addStates(piece, count);
            } else {
                checksum.addCells(piece, count);
            }
        });
        return checksum.value();
    }

    /** Rows [firstRow, firstRow + rows) as a grid. */
    Grid readRows(int width, CellEncoding encoding, int firstRow, int rows) {
        Grid.checkSize(width, rows);
        long stride = encoding.rowStride(width);
        int packedStride = Grid.wordsPerRow(width);
        int[] packedWords = new int[packedStride * rows];
        long[] filled = { 0 };
        readInPieces(firstRow * stride, rows * stride, (piece, count) -> {
            if (encoding == CellEncoding.BIT_PACKED) {
                System.arraycopy(piece, 0, packedWords, (int) filled[0], count);
            } else {
                // Cell values: set the bit of each live cell (bit 0 of its value). Ints in the loop: a
                // long is a BigInt in the browser.
                int y = (int) (filled[0] / width);
                int x = (int) (filled[0] % width);
                for (int i = 0; i < count; i++) {
                    if (encoding.alive(piece[i])) {
                        packedWords[y * packedStride + (x >>> 5)] |= 1 << x;
                    }
                    if (++x == width) {
                        x = 0;
                        y++;
                    }
                }
            }
            filled[0] += count;
        });
        return Grid.fromWords(width, rows, packedWords);
    }
}
