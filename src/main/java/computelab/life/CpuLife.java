package computelab.life;

import computelab.gpu.InTurn;
import java.util.Arrays;

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
    private final boolean bornFromNothing;

    public CpuLife(LifeRule rule, Boundary boundary) {
        this.rule = rule;
        this.boundary = boundary;
        this.birthCounts = countsIn(rule.birthMask());
        this.survivalCounts = countsIn(rule.survivalMask());
        this.bornFromNothing = rule.birthsOn(0);
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
        return InTurn.run(start.copy(), new Grid(start.width(), start.height()), generations, this::advance);
    }

    /** The next generation as a new grid. */
    public Grid step(Grid grid) {
        Grid next = new Grid(grid.width(), grid.height());
        advance(grid, next);
        return next;
    }

    /** Writes the generation after {@code grid} into every word of {@code next} (same size). */
    private void advance(Grid grid, Grid next) {
        int width = grid.width();
        int height = grid.height();
        int stride = grid.wordsPerRow();
        int[] cells = grid.wordsForEngine();
        boolean[] rowLive = liveRows(cells, stride, height);
        int[] out = next.wordsForEngine();
        int lastWordMask = (width & 31) == 0 ? -1 : (1 << width) - 1;
        boolean torus = boundary == Boundary.TORUS;
        ShiftedRow above = new ShiftedRow(stride);
        ShiftedRow here = new ShiftedRow(stride);
        ShiftedRow below = new ShiftedRow(stride);
        for (int y = 0; y < height; y++) {
            int aboveRow = neighbourRow(y - 1, height);
            int belowRow = neighbourRow(y + 1, height);
            // Sparse boards (a methuselah on a big grid) are mostly empty rows that stay empty,
            // unless the rule gives birth on 0 neighbours.
            if (!bornFromNothing && !rowLive[y] && !isLive(rowLive, aboveRow) && !isLive(rowLive, belowRow)) {
                Arrays.fill(out, y * stride, (y + 1) * stride, 0);
                continue;
            }
            above.load(cells, aboveRow, width, torus);
            here.load(cells, y, width, torus);
            below.load(cells, belowRow, width, torus);
            int row = y * stride;
            for (int j = 0; j < stride; j++) {
                int nw = above.west[j];
                int n = above.centre[j];
                int ne = above.east[j];
                int w = here.west[j];
                int centre = here.centre[j];
                int e = here.east[j];
                int sw = below.west[j];
                int s = below.centre[j];
                int se = below.east[j];
                if ((nw | n | ne | w | centre | e | sw | s | se) == 0 && !bornFromNothing) {
                    out[row + j] = 0;
                    continue;
                }
                int result = nextWord(nw, n, ne, w, centre, e, sw, s, se);
                out[row + j] = j == stride - 1 ? result & lastWordMask : result;
            }
        }
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

    private static boolean[] liveRows(int[] cells, int stride, int height) {
        boolean[] live = new boolean[height];
        for (int y = 0; y < height; y++) {
            for (int i = y * stride; i < (y + 1) * stride; i++) {
                if (cells[i] != 0) {
                    live[y] = true;
                    break;
                }
            }
        }
        return live;
    }

    private static boolean isLive(boolean[] rowLive, int row) {
        return row >= 0 && rowLive[row];
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

    /**
     * One source row as the three words each cell needs from it: bit x of {@code west} is the cell
     * at x - 1, of {@code centre} the cell at x, of {@code east} the cell at x + 1, with the opposite
     * edge's cell brought in on a torus and a dead cell otherwise.
     */
    private static final class ShiftedRow {
        final int[] west;
        final int[] centre;
        final int[] east;

        ShiftedRow(int stride) {
            west = new int[stride];
            centre = new int[stride];
            east = new int[stride];
        }

        /** Loads row y of the packed cells, or an all-dead row for y = -1. */
        void load(int[] cells, int y, int width, boolean torus) {
            int stride = centre.length;
            if (y < 0) {
                Arrays.fill(west, 0);
                Arrays.fill(centre, 0);
                Arrays.fill(east, 0);
                return;
            }
            System.arraycopy(cells, y * stride, centre, 0, stride);
            int last = stride - 1;
            int lastBit = (width - 1) & 31;
            for (int i = 0; i <= last; i++) {
                int fromLeft = i == 0 ? (torus ? centre[last] >>> lastBit & 1 : 0) : centre[i - 1] >>> 31;
                west[i] = centre[i] << 1 | fromLeft;
                east[i] = centre[i] >>> 1 | (i == last ? 0 : centre[i + 1] << 31);
            }
            // Bits past the right edge are zero, so bit (width - 1) of the last east word is free.
            // West may push the edge cell past the right edge; the step masks that bit away.
            if (torus) {
                east[last] |= (centre[0] & 1) << lastBit;
            }
        }
    }
}
