package computelab.scan;

import java.util.ArrayList;
import java.util.List;

/**
 * The hierarchy of the Blelloch scan: level 0 is the data, cut into blocks of 512; the sums of its
 * blocks are level 1, cut into blocks of 512 again, and so on until a level is a single block. Each
 * level's block sums get their own region of the scratch buffer, starting at an aligned word so it can
 * be bound on its own. Pure logic.
 *
 * @param levels from the data (level 0) up to the last, single-block level
 * @param scratchWords the scratch words all regions take, alignment included
 */
public record BlockLevels(List<Level> levels, long scratchWords) {
    public static final int BLOCK = 512;

    /**
     * One level: {@code length} elements in {@code blocks} blocks; their block sums go to the
     * scratch region at {@code sumsOffset} (in words), which is the data of the next level.
     */
    public record Level(long length, long blocks, long sumsOffset) {
        /** Words of the sums region, rounded up to the alignment. */
        long sumsWords(long alignmentWords) {
            return ceil(blocks, alignmentWords) * alignmentWords;
        }
    }

    /** The levels for {@code n} elements with regions aligned to {@code alignmentWords} words. */
    public static BlockLevels of(long n, long alignmentWords) {
        if (n < 1 || alignmentWords < 1) {
            throw new IllegalArgumentException("n and the alignment must be positive: " + n + ", " + alignmentWords);
        }
        List<Level> levels = new ArrayList<>();
        long length = n;
        long offset = 0;
        while (true) {
            Level level = new Level(length, ceil(length, BLOCK), offset);
            levels.add(level);
            offset += level.sumsWords(alignmentWords);
            if (level.blocks() == 1) {
                break;
            }
            length = level.blocks();
        }
        return new BlockLevels(List.copyOf(levels), offset);
    }

    static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }
}
