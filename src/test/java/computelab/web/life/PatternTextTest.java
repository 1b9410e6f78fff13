package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import org.junit.jupiter.api.Test;

class PatternTextTest {
    private static final Grid GLIDER = glider();

    private static Grid glider() {
        Grid grid = new Grid(3, 3);
        grid.set(1, 0, true);
        grid.set(2, 1, true);
        grid.set(0, 2, true);
        grid.set(1, 2, true);
        grid.set(2, 2, true);
        return grid;
    }

    @Test
    void rleAndCellsAreToldApartByNameOrByTheirFirstLine() {
        Pattern rle = PatternText.read("", "#N Glider\nx = 3, y = 3, rule = B36/S23\nbo$2bo$3o!");
        assertEquals(GLIDER, rle.cells());
        assertEquals(LifeRule.parse("B36/S23"), rle.rule());
        assertEquals(GLIDER, PatternText.read("", "!Name: Glider\n.O.\n..O\nOOO\n").cells());
        assertEquals(GLIDER, PatternText.read("", ".O.\n..O\nOOO").cells());
        Pattern blinker = PatternText.read("blinker.cells", "!Blinker\nOOO");
        assertEquals(3, blinker.width());
        assertEquals(3, blinker.cells().population());
        assertEquals(GLIDER, PatternText.read("GLIDER.RLE", "x = 3, y = 3\nbo$2bo$3o!").cells());
    }

    @Test
    void emptyOrMalformedTextIsASentenceNamingTheProblem() {
        LabException empty = assertThrows(LabException.class, () -> PatternText.read("", "  \n "));
        assertTrue(empty.getMessage().startsWith("The pasted text is empty"), empty.getMessage());
        LabException file = assertThrows(LabException.class, () -> PatternText.read("soup.rle", ""));
        assertTrue(file.getMessage().contains("soup.rle"), file.getMessage());
        LabException bad = assertThrows(LabException.class, () -> PatternText.read("", "x = 3, y = 3\nbo$2bo$3q!"));
        assertTrue(bad.getMessage().startsWith("RLE line 2"), bad.getMessage());
    }

    @Test
    void boardsGrowToHoldAPatternWithAMarginButNeverShrink() {
        Pattern small = Pattern.of(new Grid(10, 4));
        assertArrayEquals(new int[] { 256, 256 }, PatternText.boardFor(small, 256, 256));
        Pattern large = Pattern.of(new Grid(400, 100));
        assertArrayEquals(new int[] { 600, 256 }, PatternText.boardFor(large, 256, 256));
        assertArrayEquals(new int[] { 26, 20 }, PatternText.boardFor(small, 8, 8));
    }
}
