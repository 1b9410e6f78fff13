package computelab.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * The check of a grid too large for the CPU to replay: three bands of rows (top and bottom, which wrap
 * around the torus, and the middle), each read back with the rows the steps of one more GPU advance reach
 * into; after that advance the CPU reference steps each band as many times and must agree with the GPU on
 * the rows the band's own edges cannot reach. It checks the steps on the grid's real state at any size,
 * and never compares an engine with itself.
 */
public final class BandCheck {
    /** Rows of each band that are compared. */
    public static final int BAND_ROWS = 8;

    private BandCheck() {
    }

    /** A grid on the GPU as the check sees it; {@code B} is a band of rows as the workload holds them on the CPU. */
    public interface Grid<B> {
        int height();

        /** Rows first .. first + count - 1, counted around the torus (a negative first starts above the top). */
        B readRows(int first, int count);

        /** Advances the grid on the GPU by {@code steps} steps and submits them. */
        void advance(int steps);

        /**
         * Whether {@code before} stepped {@code steps} times on the CPU equals {@code after} on rows
         * [first, last) of the band.
         */
        boolean agrees(B before, B after, int steps, int first, int last);
    }

    /** Whether one more advance of {@code reach} steps agrees with the CPU reference in every band. */
    public static <B> boolean agrees(Grid<B> grid, int reach) {
        int height = grid.height();
        int rows = Math.min(height, BAND_ROWS + 2 * reach);
        int[] firsts = { -reach, height / 2 - reach, height - BAND_ROWS - reach };
        List<B> before = new ArrayList<>();
        for (int first : firsts) {
            before.add(grid.readRows(first, rows));
        }
        grid.advance(reach);
        // The band's own top and bottom rows are wrong after each CPU step (their neighbours outside are
        // missing); after `reach` steps the rows [reach, rows - reach) are right, all of them where the band is
        // the whole torus.
        int first = rows == height ? 0 : reach;
        int last = rows == height ? rows : rows - reach;
        for (int b = 0; b < firsts.length; b++) {
            if (!grid.agrees(before.get(b), grid.readRows(firsts[b], rows), reach, first, last)) {
                return false;
            }
        }
        return true;
    }
}
