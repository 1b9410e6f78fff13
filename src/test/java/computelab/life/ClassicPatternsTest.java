package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Checks every library pattern against what is known about it (LifeWiki's periods, speeds and
 * methuselah lifespans), which also checks the CPU engine on real patterns.
 */
class ClassicPatternsTest {
    private static final CpuLife LIFE = new CpuLife(LifeRule.LIFE, Boundary.DEAD_OUTSIDE);
    private static final int MARGIN = 16;

    private static final List<String> STILL_LIFES = List.of("block", "beehive", "loaf", "boat");
    private static final List<String> OSCILLATORS = List.of("blinker", "toad", "beacon", "pulsar", "figure-eight",
            "pentadecathlon", "queen-bee-shuttle");
    private static final List<String> SPACESHIPS = List.of("glider", "lwss", "mwss", "hwss", "copperhead");
    private static final List<String> GUNS = List.of("gosper-glider-gun", "simkin-glider-gun");
    private static final List<String> METHUSELAHS = List.of("r-pentomino", "acorn", "diehard");

    @Test
    void everyLibraryPatternHasItsBehaviourCheckedHere() {
        Set<String> checked = new TreeSet<>();
        for (List<String> group : List.of(STILL_LIFES, OSCILLATORS, SPACESHIPS, GUNS, METHUSELAHS)) {
            checked.addAll(group);
        }
        Set<String> lifePatterns = new TreeSet<>();
        for (String id : PatternLibrary.ids()) {
            if (LifeRule.LIFE.equals(PatternLibrary.load(id).rule())) {
                lifePatterns.add(id);
            }
        }
        // The patterns of other rules are checked in RulePatternsTest.
        assertEquals(lifePatterns, checked);
    }

    @ParameterizedTest
    @ValueSource(strings = {"block", "beehive", "loaf", "boat"})
    void stillLifesNeverChange(String id) {
        Grid start = padded(id, 0, 0);
        assertEquals(start, LIFE.step(start));
    }

    @ParameterizedTest
    @CsvSource({"blinker, 2", "toad, 2", "beacon, 2", "pulsar, 3", "figure-eight, 8", "pentadecathlon, 15",
        "queen-bee-shuttle, 30"})
    void oscillatorsReturnToTheirStartAfterExactlyTheirPeriod(String id, int period) {
        Grid start = padded(id, 0, 0);
        Grid current = start;
        for (int generation = 1; generation < period; generation++) {
            current = LIFE.step(current);
            assertNotEquals(start, current, id + " repeated early, at generation " + generation);
        }
        assertEquals(start, LIFE.step(current), id);
    }

    @ParameterizedTest
    @CsvSource({"glider, 4, 1, 1", "lwss, 4, -2, 0", "mwss, 4, -2, 0", "hwss, 4, -2, 0", "copperhead, 10, 0, -1"})
    void spaceshipsReappearShiftedAfterTheirPeriod(String id, int period, int dx, int dy) {
        Grid start = padded(id, 0, 0);
        Grid current = start;
        for (int generation = 1; generation < period; generation++) {
            current = LIFE.step(current);
            assertNotEquals(padded(id, dx, dy), current, id + " arrived early, at generation " + generation);
        }
        assertEquals(padded(id, dx, dy), LIFE.step(current), id);
        assertEquals(padded(id, 2 * dx, 2 * dy), LIFE.run(start, 2 * period), id + " over two periods");
    }

    @ParameterizedTest
    @CsvSource({"gosper-glider-gun, 30", "simkin-glider-gun, 120"})
    void gunsAddOneGliderOfFiveCellsEveryPeriod(String id, int period) {
        // 400 x 400 keeps every glider of the measured generations away from the dead edge.
        Grid grid = new Grid(400, 400);
        grid.placeCentred(PatternLibrary.load(id));
        grid = LIFE.run(grid, 2 * period);
        int previous = grid.population();
        for (int i = 0; i < 3; i++) {
            grid = LIFE.run(grid, period);
            assertEquals(previous + 5, grid.population(), id + " after " + (3 + i) + " periods");
            previous = grid.population();
        }
    }

    @Test
    void diehardVanishesAtGeneration130() {
        Grid grid = new Grid(200, 200);
        grid.placeCentred(PatternLibrary.load("diehard"));
        Grid at129 = LIFE.run(grid, 129);
        assertTrue(at129.population() > 0);
        assertEquals(0, LIFE.step(at129).population());
    }

    @Test
    void rPentominoSettlesAtGeneration1103With116CellsOnA1024Torus() {
        Grid grid = new Grid(1024, 1024);
        grid.placeCentred(PatternLibrary.load("r-pentomino"));
        CpuLife torus = new CpuLife(LifeRule.LIFE, Boundary.TORUS);
        Grid settled = torus.run(grid, 1103);
        assertEquals(116, settled.population());
        // Settled: blinkers repeat every 2 generations and gliders keep their 5 cells.
        assertEquals(116, torus.run(settled, 2).population());
    }

    @Test
    void acornSettlesAtGeneration5206With633Cells() {
        // Its gliders travel about 1250 cells by then: 2800 x 2800 keeps them off the dead edge.
        int side = 2800;
        Grid grid = new Grid(side, side);
        grid.placeCentred(PatternLibrary.load("acorn"));
        Grid settled = LIFE.run(grid, 5206);
        assertEquals(633, settled.population());
        assertEquals(0, liveCellsWithin(settled, 100), "nothing came near the edge");
    }

    /** The pattern with MARGIN dead cells around it, moved by (dx, dy). */
    private static Grid padded(String id, int dx, int dy) {
        Pattern pattern = PatternLibrary.load(id);
        Grid grid = new Grid(pattern.width() + 2 * MARGIN, pattern.height() + 2 * MARGIN);
        grid.place(pattern, MARGIN + dx, MARGIN + dy);
        return grid;
    }

    private static int liveCellsWithin(Grid grid, int band) {
        int count = 0;
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                boolean nearEdge = x < band || y < band || x >= grid.width() - band || y >= grid.height() - band;
                if (nearEdge && grid.get(x, y)) {
                    count++;
                }
            }
        }
        return count;
    }
}
