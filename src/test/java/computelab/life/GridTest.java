package computelab.life;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.failure.LabException;
import org.junit.jupiter.api.Test;

class GridTest {
    // Expected values below were computed separately, in Python, from the formulas of docs/page-contract.md.

    @Test
    void mix32MatchesTheContractFormula() {
        assertEquals(0, ContractInputs.mix32(0));
        assertEquals(1753845952, ContractInputs.mix32(1));
        assertEquals((int) 2435775735L, ContractInputs.mix32(12345));
    }

    @Test
    void checksumFoldsCellsRowMajorTimes31() {
        Grid glider = Cells.read(".O.\n..O\nOOO\n").cells();
        assertEquals(1742841119L, glider.checksum());
    }

    @Test
    void checksumIsUnsignedAndCoversEveryCell() {
        Grid grid = Grid.randomFill(40, 30, 0.3, -1);
        assertEquals(364, grid.population());
        assertEquals(1602656692L, grid.checksum());
    }

    @Test
    void randomFillFollowsTheContractCellByCell() {
        Grid grid = Grid.randomFill(5, 3, 0.5, 7);
        assertEquals(Cells.read("..OOO\nOO.O.\nO...O\n").cells(), grid);
    }

    @Test
    void randomFillAtDensityZeroAndOneIsEmptyAndFull() {
        assertEquals(0, Grid.randomFill(70, 9, 0, 3).population());
        assertEquals(70 * 9, Grid.randomFill(70, 9, 1, 3).population());
    }

    @Test
    void randomFillRejectsADensityOutsideZeroToOne() {
        assertThrows(LabException.class, () -> Grid.randomFill(4, 4, 1.5, 1));
        assertThrows(LabException.class, () -> Grid.randomFill(4, 4, -0.1, 1));
        assertThrows(LabException.class, () -> Grid.randomFill(4, 4, Double.NaN, 1));
    }

    @Test
    void setAndGetAddressSingleCellsAcrossWordBoundaries() {
        Grid grid = new Grid(70, 3);
        grid.set(31, 1, true);
        grid.set(32, 1, true);
        grid.set(69, 2, true);
        assertTrue(grid.get(31, 1));
        assertTrue(grid.get(32, 1));
        assertTrue(grid.get(69, 2));
        assertFalse(grid.get(33, 1));
        assertEquals(3, grid.population());
        grid.set(32, 1, false);
        assertEquals(2, grid.population());
        assertThrows(IndexOutOfBoundsException.class, () -> grid.get(70, 0));
    }

    @Test
    void wordsUseTheBitPackedShaderLayout() {
        Grid grid = new Grid(40, 2);
        grid.set(0, 0, true);
        grid.set(33, 0, true);
        grid.set(31, 1, true);
        assertEquals(2, grid.wordsPerRow());
        assertArrayEquals(new int[] {1, 1 << 1, 1 << 31, 0}, grid.words());
    }

    @Test
    void fromWordsIgnoresBitsPastTheRightEdge() {
        Grid grid = Grid.fromWords(3, 2, new int[] {-1, 0b10});
        assertEquals(4, grid.population());
        assertEquals(Cells.read("OOO\n.O.\n").cells(), grid);
    }

    @Test
    void cellValuesRoundTripAndReadTheLowestBitAsAlive() {
        Grid grid = Grid.randomFill(37, 5, 0.4, 9);
        assertEquals(grid, Grid.fromCellValues(37, 5, grid.toCellValues()));
        Grid fromStates = Grid.fromCellValues(4, 1, new int[] {0, 1, 2, 3});
        assertEquals(Cells.read(".O.O\n").cells(), fromStates);
    }

    @Test
    void equalityComparesSizeAndCells() {
        Grid a = Grid.randomFill(33, 7, 0.5, 1);
        Grid b = a.copy();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        b.set(32, 6, !b.get(32, 6));
        assertNotEquals(a, b);
        assertNotEquals(new Grid(2, 3), new Grid(3, 2));
    }

    @Test
    void placeStampsLiveCellsAtTheGivenCorner() {
        Grid grid = new Grid(6, 5);
        grid.set(0, 0, true);
        grid.place(PatternLibrary.load("glider"), 2, 1);
        assertEquals(Cells.read("O.....\n...O..\n....O.\n..OOO.\n......\n").cells(), grid);
    }

    @Test
    void placeCentredUsesTheContractDefaultCorner() {
        Grid grid = new Grid(8, 7);
        grid.placeCentred(PatternLibrary.load("blinker"));
        // ((8 - 3) / 2, (7 - 1) / 2) = (2, 3)
        assertTrue(grid.get(2, 3) && grid.get(3, 3) && grid.get(4, 3));
        assertEquals(3, grid.population());
    }

    @Test
    void aPatternThatDoesNotFitIsAPersonsError() {
        Grid grid = new Grid(10, 10);
        LabException error = assertThrows(LabException.class,
                () -> grid.place(PatternLibrary.load("glider"), 8, 0));
        assertEquals("Pattern \"Glider\" (3 x 3) does not fit in the 10 x 10 grid at (8, 0).", error.getMessage());
        assertThrows(LabException.class, () -> new Grid(2, 2).placeCentred(PatternLibrary.load("glider")));
    }

    @Test
    void impossibleSizesAreRejectedBeforeAllocating() {
        assertThrows(LabException.class, () -> new Grid(0, 5));
        assertThrows(LabException.class, () -> new Grid(5, -1));
        assertThrows(LabException.class, () -> new Grid(65536 * 2, 65536 * 2));
        assertThrows(LabException.class, () -> new Grid(1, Integer.MAX_VALUE));
    }
}
