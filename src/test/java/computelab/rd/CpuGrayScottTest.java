package computelab.rd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CpuGrayScottTest {
    /** f32 rounding of a handful of operations on values near 1. */
    private static final double ROUNDING = 1e-6;

    private static Fields grid(int width, int height, int seedX, int seedY) {
        Fields fields = new Fields(width, height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                fields.set(x, y, 1f, 0f);
            }
        }
        fields.set(seedX, seedY, 0.5f, 0.25f);
        return fields;
    }

    private static Fields oneStep(Fields start, Edges edges) {
        return new CpuGrayScott(GrayScott.DEFAULT, edges, Precision.F32).run(start, 1);
    }

    private static void assertCell(Fields fields, int x, int y, double u, double v) {
        assertEquals(u, fields.u(x, y), ROUNDING, "u at " + x + ", " + y);
        assertEquals(v, fields.v(x, y), ROUNDING, "v at " + x + ", " + y);
    }

    @Test
    void aSeedInTheMiddleOfAThreeByThreeTorusStepsAsWorkedOutByHand() {
        // Centre: lap u = 8 * 0.2/0.05 weights of 1 - 0.5 = 0.5, lap v = -0.25, uvv = 1/32;
        // u' = 0.5 + 0.5 - 1/32 + 0.055 * 0.5, v' = 0.25 + 0.5 * -0.25 + 1/32 - 0.117 * 0.25.
        Fields next = oneStep(grid(3, 3, 1, 1), Edges.TORUS);
        assertCell(next, 1, 1, 0.99625, 0.127);
        // An edge neighbour sees the seed once as an edge (weight 0.2): lap u = -0.1, lap v = 0.05.
        assertCell(next, 1, 0, 0.9, 0.025);
        assertCell(next, 0, 1, 0.9, 0.025);
        // A corner neighbour sees it once as a corner (weight 0.05): lap u = -0.025, lap v = 0.0125.
        assertCell(next, 0, 0, 0.975, 0.00625);
        assertCell(next, 2, 2, 0.975, 0.00625);
    }

    @Test
    void onAOneRowTorusTheRowIsItsOwnNeighbourAboveAndBelow() {
        // Cell 0 of 3 x 1: up and down are itself, left and right the empty cells 2 and 1, every corner empty.
        Fields next = oneStep(grid(3, 1, 0, 0), Edges.TORUS);
        assertCell(next, 0, 0, 0.79625, 0.177);
        // Cell 1: the seed is its left edge neighbour and two of its corners (up-left, down-left).
        assertCell(next, 1, 0, 1 + 0.2 * -0.5 + 0.1 * -0.5, 0.5 * (0.2 * 0.25 + 0.1 * 0.25));
    }

    @Test
    void withZeroFluxANeighbourOutsideTheGridReadsTheNearestCellInside() {
        // Cell 0 of 3 x 1: left, up, down, up-left and down-left are itself; up-right and down-right are cell 1.
        Fields next = oneStep(grid(3, 1, 0, 0), Edges.ZERO_FLUX);
        assertCell(next, 0, 0, 0.64625, 0.2145);
        // Cell 2 is two cells away: nothing reaches it in one step.
        assertCell(next, 2, 0, 1, 0);
    }

    @Test
    void aOneCellGridIsItsOwnEveryNeighbourWithEitherEdges() {
        for (Edges edges : Edges.values()) {
            Fields next = oneStep(grid(1, 1, 0, 0), edges);
            // No diffusion: u' = 0.5 - 1/32 + 0.055 * 0.5, v' = 0.25 + 1/32 - 0.117 * 0.25.
            assertCell(next, 0, 0, 0.49625, 0.252);
        }
    }

    @Test
    void theEmptyStateStaysExactlyAsItIs() {
        Fields empty = InitialState.RANDOM.fields(13, 7, 0, 1);
        for (Edges edges : Edges.values()) {
            Fields later = new CpuGrayScott(GrayScott.DEFAULT, edges, Precision.F32).run(empty, 50);
            assertEquals(0, later.largestDifference(empty));
        }
    }

    @Test
    void pureDiffusionKeepsTheTotalOfUOnBothEdges() {
        // F = k = 0 and v = 0: only u diffuses, and the stencil's weights are symmetric with either edges.
        GrayScott diffusion = new GrayScott(0, 0, 1, 0.5f, 1);
        Fields start = new Fields(11, 6);
        for (int i = 0; i < start.cells(); i++) {
            start.u()[i] = (i * 37 % 11) / 10f;
        }
        for (Edges edges : Edges.values()) {
            Fields later = new CpuGrayScott(diffusion, edges, Precision.F32).run(start, 40);
            assertEquals(start.stats().meanU(), later.stats().meanU(), 1e-6, edges.toString());
            assertTrue(later.u()[0] != start.u()[0]);
        }
    }

    @Test
    void aCentredSeedStaysMirrorSymmetricBitForBit() {
        // On a 96-wide grid a centre square of even side (12) is symmetric about the vertical middle line; the update adds
        // mirrored neighbours in pairs, so the fields stay exactly symmetric in f32.
        for (Edges edges : Edges.values()) {
            Fields fields = new CpuGrayScott(GrayScott.DEFAULT, edges, Precision.F32)
                    .run(InitialState.CENTER.fields(96, 96, 0, 1), 300);
            for (int y = 0; y < 96; y++) {
                for (int x = 0; x < 48; x++) {
                    assertEquals(fields.u(x, y), fields.u(95 - x, y), edges + " u at " + x + ", " + y);
                    assertEquals(fields.v(x, y), fields.v(95 - x, y), edges + " v at " + x + ", " + y);
                }
            }
            assertTrue(fields.stats().maxV() > 0.1, "the pattern grows");
        }
    }

    @Test
    void runsAreDeterministic() {
        Fields start = InitialState.RANDOM.fields(37, 23, 0.2, 7);
        CpuGrayScott cpu = new CpuGrayScott(GrayScott.DEFAULT, Edges.ZERO_FLUX, Precision.F32);
        Fields first = cpu.run(start, 120);
        Fields second = cpu.run(start, 120);
        assertArrayEquals(first.u(), second.u());
        assertArrayEquals(first.v(), second.v());
    }

    @Test
    void inF16EveryStoredValueIsAHalfAndTheStatisticsStayNearF32() {
        Fields start = InitialState.CENTER.fields(96, 96, 0, 1);
        Fields half = new CpuGrayScott(GrayScott.DEFAULT, Edges.TORUS, Precision.F16).run(start, 500);
        Fields single = new CpuGrayScott(GrayScott.DEFAULT, Edges.TORUS, Precision.F32).run(start, 500);
        for (int i = 0; i < half.cells(); i++) {
            assertEquals(half.u()[i], HalfFloat.round(half.u()[i]));
            assertEquals(half.v()[i], HalfFloat.round(half.v()[i]));
        }
        assertTrue(half.stats().largestDifference(single.stats()) < Agreement.F16_AGAINST_F32,
                half.stats() + " against " + single.stats());
    }
}
