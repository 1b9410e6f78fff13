package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * Undo and redo on the Life page, by button and by key, checked by the board's checksum (read back from
 * the GPU) against the checksum before each edit; and patterns turned and mirrored while placing, against
 * the same turns done here cell by cell.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageUndoIT {
    private static LifePage page() throws IOException {
        return new LifePage(Browser.withWebGpuSoftwareCompositing());
    }

    @Test
    void undoRestoresTheChecksumOfEveryEditAndRedoBringsTheEditBack() throws IOException {
        // The checks below need a canvas taller than the test window's (Browser.WINDOW_HEIGHT).
        try (Viewport tall = Viewport.of(Browser.withWebGpuSoftwareCompositing(), 1200, 900)) {
            LifePage life = page().open("w=40&h=30&pattern=glider&at=5,5");
            JsonValue start = life.state();
            assertFalse(start.get("canUndo").bool(), "a new board has nothing to undo");
            life.view(0, 0, 16);

            // Drawing: a line of seven cells on row 20.
            life.dragOnCanvas(10.5 * 16, 20.5 * 16, 16.5 * 16, 20.5 * 16);
            JsonValue drawn = life.awaitState(state -> state.get("population").text().equals("12"));
            life.click("life-undo");
            JsonValue undone = life.awaitState(state -> state.get("population").text().equals("5"));
            assertEquals(start.get("checksum").text(), undone.get("checksum").text(), "undo of the drawing");
            assertTrue(undone.get("canRedo").bool());
            life.press(Keys.chord(Keys.CONTROL, Keys.SHIFT, "z"));
            JsonValue redone = life.awaitState(state -> state.get("population").text().equals("12"));
            assertEquals(drawn.get("checksum").text(), redone.get("checksum").text(), "redo of the drawing");

            // Erasing: a click on a live cell of the line.
            life.clickCanvasAt(12.5 * 16, 20.5 * 16);
            life.awaitState(state -> state.get("population").text().equals("11"));
            life.press(Keys.chord(Keys.CONTROL, "z"));
            assertEquals(drawn.get("checksum").text(),
                    life.awaitState(state -> state.get("population").text().equals("12")).get("checksum").text(),
                    "undo of the erasing");

            // Placing a pattern, with Ctrl+Y as redo.
            life.change("life-pattern", "block");
            life.change("life-place-x", "30");
            life.change("life-place-y", "20");
            life.click("life-place-at");
            JsonValue placed = life.awaitState(state -> state.get("population").text().equals("16"));
            life.press(Keys.chord(Keys.CONTROL, "z"));
            assertEquals(drawn.get("checksum").text(),
                    life.awaitState(state -> state.get("population").text().equals("12")).get("checksum").text(),
                    "undo of the placing");
            life.press(Keys.chord(Keys.CONTROL, "y"));
            assertEquals(placed.get("checksum").text(),
                    life.awaitState(state -> state.get("population").text().equals("16")).get("checksum").text(),
                    "redo of the placing");

            // Clearing and the random fill: the whole board comes back.
            life.click("life-clear");
            life.awaitState(state -> state.get("population").text().equals("0"));
            life.click("life-undo");
            assertEquals(placed.get("checksum").text(),
                    life.awaitState(state -> state.get("population").text().equals("16")).get("checksum").text(),
                    "undo of the clear");
            life.change("life-density", "0.5");
            life.click("life-random");
            life.awaitState(state -> !state.get("checksum").text().equals(placed.get("checksum").text()));
            life.click("life-undo");
            assertEquals(placed.get("checksum").text(),
                    life.awaitState(state -> state.get("population").text().equals("16")).get("checksum").text(),
                    "undo of the random fill");

            // Running: undo goes back to where the steps began, redo to where they ended.
            life.change("life-step-count", "6");
            life.click("life-step");
            JsonValue stepped = life.awaitGeneration(6);
            life.click("life-undo");
            JsonValue before = life.awaitGeneration(0);
            assertEquals(placed.get("checksum").text(), before.get("checksum").text(), "undo of six steps");
            life.click("life-redo");
            JsonValue again = life.awaitGeneration(6);
            assertEquals(stepped.get("checksum").text(), again.get("checksum").text(), "redo of six steps");
            Grid expected = LifePage.reference(40, 30, LifeRule.LIFE, true, null, 0, 0, 0);
            expected.place(PatternLibrary.load("glider"), 5, 5);
            for (int x = 10; x <= 16; x++) {
                expected.set(x, 20, true);
            }
            expected.place(PatternLibrary.load("block"), 30, 20);
            assertEquals(LifePage.checksum(new computelab.life.CpuLife(LifeRule.LIFE, computelab.life.Boundary.TORUS)
                    .run(expected, 6)), again.get("checksum").text(), "the redone steps are the CPU's six generations");
        }
    }

    @Test
    void aPatternTurnedAndMirroredWhilePlacingLandsAsItsPreviewShows() throws IOException {
        LifePage life = page().open("w=40&h=30&density=0");
        life.view(0, 0, 16);
        life.change("life-pattern", "glider");
        life.click("life-place-pattern");
        assertTrue(life.shown("life-placing"), "the placing bar shows");
        life.hoverCanvasAt(20.5 * 16, 15.5 * 16);
        life.press("r");
        life.press("f");
        // The outline follows the pointer: the turned glider's 3 x 3 box centred on cell (20, 15).
        assertEquals("3x3@19,14", life.element("life-preview").getAttribute("data-pattern"));
        life.clickCanvasAt(20.5 * 16, 15.5 * 16);
        JsonValue placed = life.awaitState(state -> state.get("population").text().equals("5"));
        Grid expected = new Grid(40, 30);
        expected.place(mirroredLeftToRight(turnedClockwise(PatternLibrary.load("glider"))), 19, 14);
        assertEquals(LifePage.checksum(expected), placed.get("checksum").text(), placed.toString());

        // The Mirror button mirrors back, Shift+R turns back: the glider as the library has it.
        life.click("life-flip");
        life.press(Keys.chord(Keys.SHIFT, "r"));
        life.clickCanvasAt(30.5 * 16, 8.5 * 16);
        JsonValue second = life.awaitState(state -> state.get("population").text().equals("10"));
        expected.place(PatternLibrary.load("glider"), 29, 7);
        assertEquals(LifePage.checksum(expected), second.get("checksum").text(), second.toString());
        life.press(Keys.ESCAPE);
        assertFalse(life.shown("life-placing"), "Esc ends placing");
        assertEquals("", life.element("life-preview").getAttribute("data-pattern"));
    }

    /** (x, y) goes to (height - 1 - y, x). */
    private static Pattern turnedClockwise(Pattern pattern) {
        Grid from = pattern.cells();
        Grid to = new Grid(from.height(), from.width());
        for (int y = 0; y < from.height(); y++) {
            for (int x = 0; x < from.width(); x++) {
                to.set(from.height() - 1 - y, x, from.get(x, y));
            }
        }
        return Pattern.of(to);
    }

    /** (x, y) goes to (width - 1 - x, y). */
    private static Pattern mirroredLeftToRight(Pattern pattern) {
        Grid from = pattern.cells();
        Grid to = new Grid(from.width(), from.height());
        for (int y = 0; y < from.height(); y++) {
            for (int x = 0; x < from.width(); x++) {
                to.set(from.width() - 1 - x, y, from.get(x, y));
            }
        }
        return Pattern.of(to);
    }
}
