package computelab.life;

/**
 * The contract's board checksum ({@code c = c*31 + cell} over all cells in row-major order, alive = 1,
 * modulo 2^32), fed with the board in pieces as it is read back from the GPU, so boards far larger
 * than a {@link Grid} can be summed. Gives the same value as {@link Grid#checksum()}.
 */
public final class LifeChecksum {
    /** 31^8: the multiplier for one byte (8 cells) of a packed word. */
    private static final int POWER_8 = pow31(8);
    /** BYTE_SUMS[b]: the checksum contribution of 8 cells holding byte b (bit i = cell i), from 0. */
    private static final int[] BYTE_SUMS = byteSums();

    private final int width;
    private final int wordsPerRow;
    private final int lastWordCells;
    private int column;
    private int sum;

    private LifeChecksum(int width) {
        this.width = width;
        this.wordsPerRow = Grid.wordsPerRow(width);
        this.lastWordCells = width - 32 * (wordsPerRow - 1);
    }

    /** A checksum of a board of this width, to be fed whole rows in order. */
    public static LifeChecksum forWidth(int width) {
        if (width < 1) {
            throw new IllegalArgumentException("width must be at least 1: " + width);
        }
        return new LifeChecksum(width);
    }

    /** Adds bit-packed words in {@link Grid}'s layout, continuing where the last call stopped. */
    public void addWords(int[] words, int count) {
        for (int i = 0; i < count; i++) {
            int word = words[i];
            if (column == wordsPerRow - 1) {
                for (int bit = 0; bit < lastWordCells; bit++) {
                    sum = sum * 31 + (word >>> bit & 1);
                }
                column = 0;
            } else {
                // Horner's rule one byte (8 cells) at a time: c = c * 31^8 + (sum of those 8 cells).
                sum = sum * POWER_8 + BYTE_SUMS[word & 0xFF];
                sum = sum * POWER_8 + BYTE_SUMS[word >>> 8 & 0xFF];
                sum = sum * POWER_8 + BYTE_SUMS[word >>> 16 & 0xFF];
                sum = sum * POWER_8 + BYTE_SUMS[word >>> 24];
                column++;
            }
        }
    }

    /** Adds cells stored one per int in row-major order, alive where bit 0 is set. */
    public void addCells(int[] values, int count) {
        for (int i = 0; i < count; i++) {
            sum = sum * 31 + (values[i] & 1);
        }
    }

    /** Adds cells stored one state per int in row-major order: the multi-state checksum. */
    public void addStates(int[] values, int count) {
        for (int i = 0; i < count; i++) {
            sum = sum * 31 + values[i];
        }
    }

    /** The checksum so far, unsigned. */
    public long value() {
        return sum & 0xFFFFFFFFL;
    }

    public int width() {
        return width;
    }

    private static int pow31(int exponent) {
        int power = 1;
        for (int i = 0; i < exponent; i++) {
            power *= 31;
        }
        return power;
    }

    private static int[] byteSums() {
        int[] sums = new int[256];
        for (int b = 0; b < 256; b++) {
            int s = 0;
            for (int bit = 0; bit < 8; bit++) {
                s = s * 31 + (b >>> bit & 1);
            }
            sums[b] = s;
        }
        return sums;
    }
}
