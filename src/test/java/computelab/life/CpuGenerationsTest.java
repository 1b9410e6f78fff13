package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class CpuGenerationsTest {
    @Test
    void twoStateCountRulesMatchTheBitSlicedReferenceOnEverySmallSizeAndBothEdges() {
        Random random = new Random(17);
        for (int h = 1; h <= 7; h++) {
            for (int w = 1; w <= 40; w += w < 6 ? 1 : 5) {
                for (boolean wrap : new boolean[] { true, false }) {
                    LifeRule rule = new LifeRule(random.nextInt(512), random.nextInt(512));
                    Grid start = Grid.randomFill(w, h, random.nextDouble(), random.nextInt());
                    Grid expected = new CpuLife(rule, Boundary.of(wrap)).run(start, 4);
                    StateGrid actual = new CpuGenerations(rule, Boundary.of(wrap)).run(StateGrid.of(start), 4);
                    assertEquals(expected, actual.alive(), rule + " " + w + " x " + h + " wrap " + wrap);
                    assertEquals(expected.checksum(), actual.checksum(), "two-state checksums agree");
                }
            }
        }
    }

    @Test
    void aLiveCellThatDiesAgesThroughTheDyingStatesToZero() {
        CpuGenerations starWars = new CpuGenerations(LifeRule.parse("345/2/4"), Boundary.TORUS);
        StateGrid grid = new StateGrid(5, 5);
        grid.set(2, 2, 1);
        int[] expected = { 1, 2, 3, 0, 0 };
        for (int state : expected) {
            assertEquals(state, grid.get(2, 2));
            grid = starWars.step(grid);
        }
    }

    @Test
    void dyingCellsAreNoNeighboursAndCannotBeBornInto() {
        CpuGenerations brain = new CpuGenerations(LifeRule.parse("/2/3"), Boundary.DEAD_OUTSIDE);
        StateGrid grid = new StateGrid(3, 3);
        // Two live cells give birth around them; a dying cell between them stays out of it.
        grid.set(0, 0, 1);
        grid.set(2, 0, 1);
        grid.set(1, 0, 2);
        grid.set(1, 2, 2);
        StateGrid next = brain.step(grid);
        assertEquals(0, next.get(1, 0), "a dying cell becomes 0 after C-1 = 2, never born");
        assertEquals(1, next.get(1, 1), "born on exactly two live neighbours");
        assertEquals(2, next.get(0, 0), "Brian's Brain keeps no live cell: 1 becomes 2");
        assertEquals(0, next.get(1, 2), "the dying cell below counted for nothing and ages out");
        assertEquals(0, next.get(0, 1), "one live neighbour only: (0, 0); (1, 0) is dying");
    }

    @Test
    void isotropicBirthLooksAtTheArrangementNotJustTheCount() {
        CpuGenerations friends = new CpuGenerations(LifeRule.parse("B2-a/S12"), Boundary.DEAD_OUTSIDE);
        StateGrid adjacent = new StateGrid(3, 3);
        adjacent.set(0, 0, 1);
        adjacent.set(1, 0, 1);
        StateGrid apart = new StateGrid(3, 3);
        apart.set(0, 0, 1);
        apart.set(2, 0, 1);
        assertEquals(0, friends.step(adjacent).get(1, 1), "2a: a corner and its edge give no birth");
        assertEquals(1, friends.step(apart).get(1, 1), "2c: two corners give birth");
    }

    @Test
    void onAOneWideTorusACellIsItsOwnLeftAndRightNeighbour() {
        StateGrid single = new StateGrid(1, 1);
        single.set(0, 0, 1);
        // Eight neighbours, all itself: S8 keeps it, Brian's Brain turns it to 2.
        assertEquals(1, new CpuGenerations(LifeRule.parse("B3/S8/C3"), Boundary.TORUS).step(single).get(0, 0));
        assertEquals(2, new CpuGenerations(LifeRule.parse("/2/3"), Boundary.TORUS).step(single).get(0, 0));
    }

    @Test
    void theMultiStateChecksumRunsOverEveryState() {
        StateGrid grid = new StateGrid(2, 2);
        grid.set(0, 0, 1);
        grid.set(1, 0, 2);
        grid.set(1, 1, 255);
        assertEquals(((1 * 31 + 2) * 31 + 0) * 31 + 255, grid.checksum());
        assertEquals(1, grid.population());
    }
}
