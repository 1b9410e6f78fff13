package computelab.rd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.failure.LabException;
import computelab.life.Grid;
import org.junit.jupiter.api.Test;

class InitialStateTest {
    private static int seeds(Fields fields) {
        int count = 0;
        for (int y = 0; y < fields.height(); y++) {
            for (int x = 0; x < fields.width(); x++) {
                boolean seed = fields.u(x, y) == 0.5f && fields.v(x, y) == 0.25f;
                boolean empty = fields.u(x, y) == 1f && fields.v(x, y) == 0f;
                assertEquals(true, seed || empty, "cell " + x + ", " + y + " is a seed or empty");
                count += seed ? 1 : 0;
            }
        }
        return count;
    }

    @Test
    void theCentreSquareHasTheContractsSideAndPlace() {
        // 256 x 256: s = 32, x and y in [128 - 16, 128 + 16).
        Fields big = InitialState.CENTER.fields(256, 256, 0, 1);
        assertEquals(32 * 32, seeds(big));
        assertEquals(0.5f, big.u(112, 112));
        assertEquals(0.5f, big.u(143, 143));
        assertEquals(1f, big.u(111, 120));
        assertEquals(1f, big.u(144, 120));
        // 7 x 5: s = max(2, 0) = 2, x in [3 - 1, 3 + 1), y in [2 - 1, 2 + 1).
        Fields small = InitialState.CENTER.fields(7, 5, 0, 1);
        assertEquals(4, seeds(small));
        assertEquals(0.25f, small.v(2, 1));
        assertEquals(0.25f, small.v(3, 2));
        // 100 x 37: s = 4, x in [50 - 2, 52), y in [18 - 2, 20).
        Fields wide = InitialState.CENTER.fields(100, 37, 0, 1);
        assertEquals(16, seeds(wide));
        assertEquals(0.25f, wide.v(48, 16));
        assertEquals(0.25f, wide.v(51, 19));
        // 1 x 1: the square of side 2 starts at -1; the one cell inside is a seed.
        assertEquals(1, seeds(InitialState.CENTER.fields(1, 1, 0, 1)));
    }

    @Test
    void randomSeedsAreTheLifePagesRandomFillOfTheSameDensityAndSeed() {
        for (int[] size : new int[][] { { 7, 5 }, { 33, 40 }, { 257, 3 } }) {
            for (double density : new double[] { 0.05, 0.5, 1 }) {
                Fields fields = InitialState.RANDOM.fields(size[0], size[1], density, 11);
                Grid alive = Grid.randomFill(size[0], size[1], density, 11);
                for (int y = 0; y < size[1]; y++) {
                    for (int x = 0; x < size[0]; x++) {
                        assertEquals(alive.get(x, y), fields.v(x, y) == 0.25f, x + ", " + y);
                    }
                }
            }
        }
    }

    @Test
    void bandsOfRowsAreTheWholeGridsRows() {
        Fields whole = InitialState.RANDOM.fields(19, 11, 0.3, 4);
        float[] u = new float[19 * 3];
        float[] v = new float[19 * 3];
        InitialState.RANDOM.fill(19, 11, 0.3, 4, 5, 3, u, v);
        for (int i = 0; i < u.length; i++) {
            assertEquals(whole.u()[5 * 19 + i], u[i]);
            assertEquals(whole.v()[5 * 19 + i], v[i]);
        }
    }

    @Test
    void unknownNamesAreRefusedWithTheChoices() {
        assertEquals("Unknown init \"spots\": choose center or random.",
                assertThrows(LabException.class, () -> InitialState.parse("spots")).getMessage());
    }
}
