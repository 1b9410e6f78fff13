package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class CpuLifeTest {
    private static final CpuLife LIFE_TORUS = new CpuLife(LifeRule.LIFE, Boundary.TORUS);
    private static final CpuLife LIFE_DEAD = new CpuLife(LifeRule.LIFE, Boundary.DEAD_OUTSIDE);

    @Test
    void matchesTheCellByCellRulesOnEverySmallSizeBothBoundariesAndManyRules() {
        Random random = new Random(20240611);
        for (int h = 1; h <= 9; h++) {
            for (int w = 1; w <= 70; w += w < 10 ? 1 : 7) {
                for (boolean wrap : new boolean[] {true, false}) {
                    LifeRule rule = new LifeRule(random.nextInt(512), random.nextInt(512));
                    checkAgainstNaive(Grid.randomFill(w, h, random.nextDouble(), random.nextInt()), rule, wrap, 3);
                }
            }
        }
    }

    @Test
    void matchesTheCellByCellRulesOnWordAlignedAndUnalignedWidths() {
        for (int w : new int[] {31, 32, 33, 63, 64, 65, 96, 100}) {
            for (LifeRule rule : new LifeRule[] {LifeRule.LIFE, LifeRule.parse("B36/S23"), LifeRule.parse("B0/S8")}) {
                checkAgainstNaive(Grid.randomFill(w, 13, 0.35, w), rule, true, 5);
                checkAgainstNaive(Grid.randomFill(w, 13, 0.35, w), rule, false, 5);
            }
        }
    }

    @Test
    void onAOneByOneTorusTheCellIsAllEightOfItsNeighbours() {
        Grid single = new Grid(1, 1);
        single.set(0, 0, true);
        // Alive with 8 neighbours (itself eight times): Life kills it, S8 keeps it.
        assertEquals(0, LIFE_TORUS.step(single).population());
        assertEquals(1, new CpuLife(LifeRule.parse("B3/S8"), Boundary.TORUS).step(single).population());
        // Dead outside, it has no neighbours at all.
        assertEquals(1, new CpuLife(LifeRule.parse("B3/S0"), Boundary.DEAD_OUTSIDE).step(single).population());
    }

    @Test
    void onATwoWideTorusBothHorizontalNeighboursAreTheOtherColumn() {
        // Column 1 alive in rows 0..2 of a 2 x 3 torus: cell (0, 1) sees (1, 0), (1, 1), (1, 2) on
        // the left and again on the right: 6 neighbours.
        Grid grid = Cells.read(".O\n.O\n.O\n").cells();
        CpuLife bornOnSix = new CpuLife(LifeRule.parse("B6/S"), Boundary.TORUS);
        assertEquals(Cells.read("O.\nO.\nO.\n").cells(), bornOnSix.step(grid));
    }

    @Test
    void wrappingCarriesAGliderAcrossTheEdgesWhileDeadEdgesStopIt() {
        Grid start = new Grid(8, 8);
        start.place(PatternLibrary.load("glider"), 5, 5);
        Grid wrapped = LIFE_TORUS.run(start, 32);
        // 32 generations = 8 glider periods = 8 cells down-right: back where it started on an 8 x 8 torus.
        assertEquals(start, wrapped);
        Grid stopped = LIFE_DEAD.run(start, 32);
        assertNotEquals(start, stopped);
        assertEquals(4, stopped.population(), "a glider hitting a dead corner ends as a block");
    }

    @Test
    void blinkerAtTheTorusSeamMatchesBlinkerInTheMiddle() {
        Grid seam = new Grid(7, 7);
        seam.set(6, 3, true);
        seam.set(0, 3, true);
        seam.set(1, 3, true);
        Grid next = LIFE_TORUS.step(seam);
        assertEquals(3, next.population());
        assertTrue(next.get(0, 2) && next.get(0, 3) && next.get(0, 4));
        assertEquals(0, LIFE_DEAD.step(seam).population(), "dead outside it is a pair and a lone cell: all die");
    }

    @Test
    void runLeavesTheStartingGridUnchanged() {
        Grid start = Grid.randomFill(50, 40, 0.5, 5);
        Grid before = start.copy();
        LIFE_TORUS.run(start, 10);
        assertEquals(before, start);
    }

    /**
     * A hundred generations in one call, on a board of several 32-cell words a row with a partial last word
     * (197 = 6 x 32 + 5) and an odd number of rows, on both edges, like the slow reference.
     */
    @Test
    void aBoardOfSeveralWordsAdvancesAHundredGenerationsLikeTheSlowReference() {
        Grid start = Grid.randomFill(197, 131, 0.3, 42);
        for (boolean wrap : new boolean[] { true, false }) {
            Grid fast = new CpuLife(LifeRule.LIFE, Boundary.of(wrap)).run(start, 100);
            assertEquals(NaiveLife.run(start, LifeRule.LIFE, wrap, 100), fast, "wrap " + wrap);
        }
    }

    private static void checkAgainstNaive(Grid start, LifeRule rule, boolean wrap, int generations) {
        CpuLife engine = new CpuLife(rule, Boundary.of(wrap));
        Grid fast = start;
        Grid slow = start;
        for (int i = 0; i < generations; i++) {
            fast = engine.step(fast);
            slow = NaiveLife.step(slow, rule, wrap);
            assertEquals(slow, fast, () -> start.width() + " x " + start.height() + " " + rule + " wrap " + wrap);
        }
    }
}
