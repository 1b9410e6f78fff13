package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CellsTest {
    @Test
    void readsNameAuthorCommentsAndCells() {
        Pattern glider = Cells.read("""
                !Name: Glider
                !Author: Richard K. Guy
                !The smallest spaceship.
                .O.
                ..O
                OOO
                """);
        assertEquals("Glider", glider.name());
        assertEquals("Richard K. Guy", glider.author());
        assertEquals(List.of("The smallest spaceship."), glider.comments());
        assertNull(glider.rule());
        assertEquals(3, glider.width());
        assertEquals(3, glider.height());
        assertEquals(Grid.fromCellValues(3, 3, new int[] {0, 1, 0, 0, 0, 1, 1, 1, 1}), glider.cells());
    }

    @Test
    void lowercaseOAndStarAreAliveToo() {
        assertEquals(Cells.read("OOO\n").cells(), Cells.read("o*O\n").cells());
    }

    @Test
    void raggedRowsArePaddedAndInnerBlankLinesAreEmptyRows() {
        Pattern pattern = Cells.read("\n\nO\n\n..O\r\n.O\n\n\n");
        assertEquals(3, pattern.width());
        assertEquals(4, pattern.height());
        assertEquals(Grid.fromCellValues(3, 4, new int[] {1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0}), pattern.cells());
    }

    @Test
    void everyLibraryPatternSurvivesAWriteReadRoundTrip() {
        for (PatternInfo entry : PatternLibrary.entries()) {
            Pattern pattern = entry.load().withRule(null);
            if (pattern.multiState()) {
                continue; // .cells has two states only
            }
            assertEquals(pattern, Cells.read(Cells.write(pattern)), entry.id());
        }
    }

    @Test
    void randomGridsSurviveAWriteReadRoundTripIncludingEmptyEdges() {
        Random random = new Random(3);
        for (int i = 0; i < 300; i++) {
            Grid grid = Grid.randomFill(1 + random.nextInt(100), 1 + random.nextInt(50), random.nextDouble() * 0.3, i);
            Pattern pattern = new Pattern("", "", List.of("seed " + i), null, grid);
            assertEquals(pattern, Cells.read(Cells.write(pattern)));
        }
    }

    @Test
    void anUnexpectedCharacterIsReportedWithLineAndColumn() {
        LabException error = assertThrows(LabException.class, () -> Cells.read("!Name: x\n.O.\n.X.\n"));
        assertEquals("Cells line 3, column 2: unexpected character 'X';"
                + " expected . for a dead cell or O for a live one.",
                error.getMessage());
    }

    @Test
    void aFileWithoutRowsIsRejected() {
        LabException error = assertThrows(LabException.class, () -> Cells.read("!Name: empty\n!\n"));
        assertEquals("Cells line 3, column 1: no cell rows found; expected rows of . and O after the ! comment lines.",
                error.getMessage());
    }

    @Test
    void rowsLongerThanTheReadLimitAreRejected() {
        LabException error = assertThrows(LabException.class, () -> Cells.read(".".repeat(70_000)));
        assertTrue(error.getMessage().startsWith("Cells line 1, column 65537: "), error.getMessage());
    }

    @Test
    void patternsWithMoreCellsThanTheReadLimitAreRejected() {
        String row = ".".repeat(60_000) + "\n";
        LabException error = assertThrows(LabException.class, () -> Cells.read(row.repeat(300)));
        assertTrue(error.getMessage().startsWith("Cells line 280, column 1: "), error.getMessage());
    }
}
