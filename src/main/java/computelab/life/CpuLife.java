package computelab.life;

/**
 * The CPU reference engine: advances a {@link Grid} under any Life-like rule, the oracle the GPU
 * engines are checked against.
 *
 * <p>Neighbours are the 8 positions ((x + dx) mod w, (y + dy) mod h) on a torus, each counted once
 * per position even when positions coincide: on a torus 1 cell wide, the left and right neighbours
 * are the cell itself, so it counts itself twice (and its column above and below likewise). This is
 * exactly what a shader computing {@code (x + dx + w) % w} for each offset does, so every engine
 * agrees on every size down to 1 x 1. With {@link Boundary#DEAD_OUTSIDE} positions off the grid
 * count as dead.
 *
 * <p>It works on whole 32-cell words: the eight neighbour words are summed bit-parallel with
 * full adders into a 4-bit count per cell, and the rule is applied as masks. Word-at-a-time work
 * keeps 1000 x 1000 boards over thousands of generations inside a unit test's time.
 */
public final class CpuLife {
    private final LifeRule rule;
    private final Boundary boundary;
    private final int[] birthCounts;
    private final int[] survivalCounts;

    public CpuLife(LifeRule rule, Boundary boundary) {
        this.rule = rule;
        this.boundary = boundary;
        this.birthCounts = countsIn(rule.birthMask());
        this.survivalCounts = countsIn(rule.survivalMask());
    }

    public LifeRule rule() {
        return rule;
    }

    public Boundary boundary() {
        return boundary;
    }

    /** The grid after {@code generations} steps; the argument is left unchanged. */
    public Grid run(Grid start, int generations) {
        if (generations < 0) {
            throw new IllegalArgumentException("generations must be >= 0: " + generations);
        }
        Grid current = start.copy();
        for (int i = 0; i < generations; i++) {
            current = step(current);
        }
        return current;
    }

    /** The next generation as a new grid. */
    public Grid step(Grid grid) {
        int width = grid.width();
        int height = grid.height();
        int stride = grid.wordsPerRow();
        int[] cells = grid.wordsForEngine();
        int[] west = new int[cells.length];
        int[] east = new int[cells.length];
        for (int y = 0; y < height; y++) {
            shiftRow(cells, y * stride, stride, width, west, east);
        }
        Grid next = new Grid(width, height);
        int[] out = next.wordsForEngine();
        int lastWordMask = (width & 31) == 0 ? -1 : (1 << width) - 1;
        for (int y = 0; y < height; y++) {
            int row = y * stride;
            int above = neighbourRow(y - 1, height) * stride;
            int below = neighbourRow(y + 1, height) * stride;
            for (int j = 0; j < stride; j++) {
                int result = nextWord(
                        wordAt(west, above, j), wordAt(cells, above, j), wordAt(east, above, j),
                        west[row + j], cells[row + j], east[row + j],
                        wordAt(west, below, j), wordAt(cells, below, j), wordAt(east, below, j));
                out[row + j] = j == stride - 1 ? result & lastWordMask : result;
            }
        }
        return next;
    }

    /**
     * For one row fills west (bit x = the cell at x - 1) and east (bit x = the cell at x + 1),
     * bringing in the opposite edge's cell on a torus and a dead cell otherwise.
     */
    private void shiftRow(int[] cells, int row, int stride, int width, int[] west, int[] east) {
        boolean torus = boundary == Boundary.TORUS;
        int last = row + stride - 1;
        int lastBit = (width - 1) & 31;
        int leftmost = cells[row] & 1;
        int rightmost = cells[last] >>> lastBit & 1;
        for (int i = row; i <= last; i++) {
            int carryFromLeft = i == row ? (torus ? rightmost : 0) : cells[i - 1] >>> 31;
            west[i] = cells[i] << 1 | carryFromLeft;
            int carryFromRight = i == last ? 0 : cells[i + 1] << 31;
            east[i] = cells[i] >>> 1 | carryFromRight;
        }
        // The last word's bits past the edge are zero, so east's bit (width - 1) is still free here.
        if (torus) {
            east[last] |= leftmost << lastBit;
        }
        // west may have shifted the edge cell past the right edge; the step masks that bit away.
    }

    /** Row index of a neighbour row, or -1 where that row is outside and dead. */
    private int neighbourRow(int y, int height) {
        if (y >= 0 && y < height) {
            return y;
        }
        if (boundary == Boundary.DEAD_OUTSIDE) {
            return -1;
        }
        return y < 0 ? height - 1 : 0;
    }

    private static int wordAt(int[] words, int rowStart, int j) {
        return rowStart < 0 ? 0 : words[rowStart + j];
    }

    /**
     * Bit-sliced neighbour count of 32 cells at once: full adders turn the eight neighbour bits
     * into a binary count (ones, twos, fours, eights) per bit position, then the rule picks the
     * positions whose count it lists.
     */
    private int nextWord(int nw, int n, int ne, int w, int centre, int e, int sw, int s, int se) {
        int sumA = nw ^ n ^ ne;
        int carryA = nw & n | ne & (nw ^ n);
        int sumB = w ^ e ^ sw;
        int carryB = w & e | sw & (w ^ e);
        int sumC = s ^ se;
        int carryC = s & se;
        int ones = sumA ^ sumB ^ sumC;
        int carryOnes = sumA & sumB | sumC & (sumA ^ sumB);
        // Four weight-2 bits: carryA, carryB, carryC and carryOnes.
        int twosPartial = carryA ^ carryB ^ carryC;
        int foursA = carryA & carryB | carryC & (carryA ^ carryB);
        int twos = twosPartial ^ carryOnes;
        int foursB = twosPartial & carryOnes;
        int fours = foursA ^ foursB;
        int eights = foursA & foursB;
        int born = matching(birthCounts, ones, twos, fours, eights);
        int survives = matching(survivalCounts, ones, twos, fours, eights);
        return ~centre & born | centre & survives;
    }

    private static int matching(int[] counts, int ones, int twos, int fours, int eights) {
        int result = 0;
        for (int count : counts) {
            result |= bitEquals(ones, count & 1) & bitEquals(twos, count >>> 1 & 1)
                    & bitEquals(fours, count >>> 2 & 1) & bitEquals(eights, count >>> 3 & 1);
        }
        return result;
    }

    private static int bitEquals(int plane, int wanted) {
        return wanted == 1 ? plane : ~plane;
    }

    private static int[] countsIn(int mask) {
        int[] counts = new int[Integer.bitCount(mask)];
        int next = 0;
        for (int count = 0; count <= 8; count++) {
            if ((mask >>> count & 1) != 0) {
                counts[next++] = count;
            }
        }
        return counts;
    }
}
