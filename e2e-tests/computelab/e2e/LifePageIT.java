package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.Rle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The interactive Game of Life page: what the canvas shows against the CPU reference, the controls,
 * keys and mouse, files, the export, share links, and mistakes that must leave the board alone.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageIT {
    private static final LifeRule HIGHLIFE = LifeRule.parse("B36/S23");

    private static LifePage page() throws IOException {
        return new LifePage(Browser.withWebGpuSoftwareCompositing());
    }

    /** A page in the browser whose screenshots show the WebGPU canvas, for tests that read its pixels. */
    private static LifePage canvasPage() throws IOException {
        return new LifePage(Browser.withWebGpu());
    }

    @Test
    void theCanvasShowsEveryCellOfEveryEngineLikeTheCpuReferenceZoomedInAndOut() throws IOException {
        // The checks below need a canvas taller than the test window's (Browser.WINDOW_HEIGHT).
        try (Viewport tall = Viewport.of(Browser.withWebGpu(), 1200, 900)) {
            Browser browser = Browser.withWebGpu();
            LifePage life = new LifePage(browser);
            JsonValue result = browser.open("life.html?run=1&w=50&h=40&pattern=r-pentomino&gens=25");
            assertEquals("done", result.get("state").text(), result.toString());
            Pattern pentomino = PatternLibrary.load("r-pentomino");
            Grid expected = LifePage.reference(50, 40, LifeRule.LIFE, true, pentomino, (50 - 3) / 2, (40 - 3) / 2, 25);
            int alive = life.cssColour("--life-alive");
            int dead = life.cssColour("--life-dead");
            int outside = life.cssColour("--life-outside");
            // Each of the renderer's cell layouts once: bit-packed, and one u32 per cell as skip-unchanged writes it
            // (0 to 3, alive in bit 0), which holds naive's 0 and 1; naive's generations are LifeIT's and the sweep's.
            for (String algo : List.of("bitpacked", "skip-unchanged")) {
                JsonValue run = browser.run("w=50&h=40&pattern=r-pentomino&gens=25&algo=" + algo);
                assertEquals(LifePage.checksum(expected), run.get("checksum").text(), algo);
                // 8 pixels per cell with grid lines: the board and a margin of outside around it.
                life.view(-3, -2, 8);
                BufferedImage image = life.canvasImage();
                for (int y = 0; y < 40; y++) {
                    for (int x = 0; x < 50; x++) {
                        int colour = pixel(image, (x + 3 + 0.5) * 8, (y + 2 + 0.5) * 8);
                        assertEquals(expected.get(x, y), nearer(colour, alive, dead),
                                algo + ": cell " + x + "," + y + " drawn as " + Integer.toHexString(colour));
                    }
                }
                assertColour(outside, pixel(image, 12, 12), 24, algo + ": beyond the board's edge");
                // Half a pixel per cell: a pixel shows the density of its 2 x 2 block, from dead to alive.
                // The board starts 8 pixels in, clear of the stage's rounded corner.
                life.view(-16, -16, 0.5);
                image = life.canvasImage();
                for (int j = 0; j < 20; j++) {
                    for (int i = 0; i < 25; i++) {
                        int live = (expected.get(2 * i, 2 * j) ? 1 : 0) + (expected.get(2 * i + 1, 2 * j) ? 1 : 0)
                                + (expected.get(2 * i, 2 * j + 1) ? 1 : 0) + (expected.get(2 * i + 1, 2 * j + 1) ? 1 : 0);
                        assertColour(mix(dead, alive, live / 4.0), pixel(image, 8 + i + 0.5, 8 + j + 0.5), 9,
                                algo + ": pixel " + i + "," + j + " zoomed out over " + live + " live cells");
                    }
                }
            }
            // The theme toggle recolours the board with the dark palette, and back.
            life.click("life-theme");
            life.click("life-theme");
            assertEquals("Theme: dark", life.element("life-theme").getText());
            int darkAlive = life.cssColour("--life-alive");
            int darkDead = life.cssColour("--life-dead");
            assertTrue(distance(darkAlive, alive) > 100, "the dark theme has its own colours");
            life.view(-3, -2, 8);
            BufferedImage dark = life.canvasImage();
            for (int x = 0; x < 50; x++) {
                assertEquals(expected.get(x, 20), nearer(pixel(dark, (x + 3.5) * 8, 22.5 * 8), darkAlive, darkDead));
            }
            life.click("life-theme");
            assertEquals("Theme: auto", life.element("life-theme").getText());
        }
    }

    @Test
    void aRandomBoardZoomedOutShowsEachPixelsDensityAsGreyTextureNotASolidBlock() throws IOException {
        // 512 x 512 cells, no larger: every state the test hook reports counts the whole board (population,
        // checksum), which SwiftShader does on the CPU.
        LifePage life = canvasPage().open("w=512&h=512&density=0.5&seed=7");
        int alive = life.cssColour("--life-alive");
        int dead = life.cssColour("--life-dead");
        life.view(-64, -64, 1.0 / 8);
        BufferedImage image = life.canvasImage();
        // Each pixel covers 8 x 8 cells: about half alive, varying from pixel to pixel. Pixels 16 to 63 of
        // each row and column show cells 64 to 447, inside the board.
        double sum = 0;
        double squares = 0;
        int count = 0;
        int nearAlive = 0;
        for (int y = 16; y < 64; y++) {
            for (int x = 16; x < 64; x++) {
                double share = shareOfTheWay(pixel(image, x + 0.5, y + 0.5), dead, alive);
                sum += share;
                squares += share * share;
                count++;
                nearAlive += share > 0.9 ? 1 : 0;
            }
        }
        double mean = sum / count;
        double spread = Math.sqrt(squares / count - mean * mean);
        assertEquals(0.5, mean, 0.05, "the mean shade is the board's density");
        assertTrue(spread > 0.03 && spread < 0.12, "a texture of 64-cell densities, spread " + spread);
        assertTrue(nearAlive < count / 100, nearAlive + " of " + count + " pixels are the live colour");
    }

    @Test
    void onAHighDensityScreenTheCanvasHasOnePixelPerDevicePixelAndClicksHitTheirCell() throws IOException {
        ChromeDriver chrome = (ChromeDriver) Browser.withWebGpu().driver();
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 1200, "height", 900, "deviceScaleFactor", 2, "mobile", false));
        try {
            LifePage life = canvasPage().open("w=40&h=30&pattern=glider&at=5,5");
            JsonValue state = life.view(0, 0, 16);
            double cssWidth = life.element("life-canvas").getRect().getWidth();
            assertEquals(2 * cssWidth, state.get("canvasWidth").number(), 1, "canvas.width = CSS width x 2");
            BufferedImage image = life.canvasImage();
            assertEquals(state.get("canvasWidth").number(), image.getWidth(), 2, "one image pixel per device pixel");
            Grid expected = LifePage.reference(40, 30, LifeRule.LIFE, true, PatternLibrary.load("glider"), 5, 5, 0);
            int alive = life.cssColour("--life-alive");
            int dead = life.cssColour("--life-dead");
            for (int y = 0; y < 12; y++) {
                for (int x = 0; x < 12; x++) {
                    assertEquals(expected.get(x, y), nearer(pixel(image, (x + 0.5) * 16, (y + 0.5) * 16), alive, dead),
                            "cell " + x + "," + y);
                }
            }
            // 16 device pixels per cell are 8 CSS pixels: the middle of cell (20, 15) is at CSS (164, 124).
            life.clickCanvasAt(20.5 * 8, 15.5 * 8);
            JsonValue clicked = life.awaitState(s -> s.get("population").text().equals("6"));
            expected.set(20, 15, true);
            assertEquals(LifePage.checksum(expected), clicked.get("checksum").text(), clicked.toString());
        } finally {
            chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    @Test
    void theStepButtonTheNKeyAndRunThenPauseAdvanceTheBoardLikeTheCpuReference() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider&at=10,10");
        Pattern glider = PatternLibrary.load("glider");
        assertEquals(0, life.state().get("generation").number());
        life.click("life-step");
        life.awaitGeneration(1);
        life.element("life-canvas").sendKeys("n");
        life.awaitGeneration(2);
        life.change("life-step-count", "10");
        life.click("life-step");
        JsonValue stepped = life.awaitGeneration(12);
        assertEquals(LifePage.checksum(LifePage.reference(64, 48, LifeRule.LIFE, true, glider, 10, 10, 12)),
                stepped.get("checksum").text());
        assertEquals("12", life.element("life-status").getAttribute("data-generation"));

        life.click("life-run");
        life.awaitState(state -> state.get("generation").number() >= 20);
        life.click("life-run");
        JsonValue paused = life.awaitState(state -> !state.get("running").bool());
        int generation = (int) paused.get("generation").number();
        assertEquals(generation, (int) life.state().get("generation").number(), "paused boards stay still");
        assertEquals(LifePage.checksum(LifePage.reference(64, 48, LifeRule.LIFE, true, glider, 10, 10, generation)),
                paused.get("checksum").text(), "generation " + generation);
        assertEquals("5", paused.get("population").text());
        // Paused, the page rests: a few frames a second, not the display's 60.
        long frames = Browser.withWebGpuSoftwareCompositing().animationFramesWithin(Duration.ofMillis(1500));
        assertTrue(frames <= 12, frames + " frames in 1.5 s of a paused board");
        // and the Step button wakes it (the step count is still 10).
        life.click("life-step");
        life.awaitGeneration(generation + 10);
    }

    @Test
    void clickingTogglesACellAndDraggingDrawsALine() throws IOException {
        LifePage life = page().open("w=40&h=30&density=0");
        assertEquals("0", life.state().get("population").text());
        life.view(0, 0, 16);
        life.clickCanvasAt(5.5 * 16, 7.5 * 16);
        life.awaitState(state -> state.get("population").text().equals("1"));
        life.dragOnCanvas(10.5 * 16, 12.5 * 16, 14.5 * 16, 12.5 * 16);
        JsonValue drawn = life.awaitState(state -> state.get("population").text().equals("6"));
        Grid expected = new Grid(40, 30);
        expected.set(5, 7, true);
        for (int x = 10; x <= 14; x++) {
            expected.set(x, 12, true);
        }
        assertEquals(LifePage.checksum(expected), drawn.get("checksum").text(), drawn.toString());
        // Pressing on a live cell erases: a click takes the first cell back.
        life.clickCanvasAt(5.5 * 16, 7.5 * 16);
        JsonValue erased = life.awaitState(state -> state.get("population").text().equals("5"));
        expected.set(5, 7, false);
        assertEquals(LifePage.checksum(expected), erased.get("checksum").text());
    }

    @Test
    void anOpenedRleFileBecomesTheBoardAndItsExportReadsBackAsTheSameCells(@TempDir Path folder) throws IOException {
        LifePage life = page().open("w=120&h=90&density=0");
        Grid cells = Grid.randomFill(23, 17, 0.4, 77);
        cells.set(0, 0, true);
        cells.set(22, 16, true);
        Pattern pattern = new Pattern("Test soup", "", List.of("a pattern for the test"), HIGHLIFE, cells);
        Path file = folder.resolve("soup.rle");
        Files.writeString(file, Rle.write(pattern));
        life.element("life-file").sendKeys(file.toAbsolutePath().toString());
        JsonValue loaded = life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        assertEquals(120, loaded.get("w").number(), "the pattern fits: the board keeps its size");
        Grid expected = LifePage.reference(120, 90, HIGHLIFE, true, Pattern.of(cells), (120 - 23) / 2, (90 - 17) / 2, 0);
        assertEquals(LifePage.checksum(expected), loaded.get("checksum").text());

        life.click("life-export");
        Pattern exported = Rle.read(life.awaitAttribute("life-export", "data-rle"));
        assertEquals(cells, exported.cells());
        assertEquals(HIGHLIFE, exported.rule());
    }

    @Test
    void shareLinksRebuildTheSameBoardDrawnOrReplayed() throws IOException {
        LifePage life = page().open("w=60&h=50&pattern=r-pentomino");
        life.change("life-step-count", "30");
        life.click("life-step");
        JsonValue replayed = life.awaitGeneration(30);
        life.click("life-share");
        String link = life.awaitAttribute("life-share-link", "data-link");
        assertTrue(link.contains("pattern=r-pentomino") && link.contains("gens=30"), link);
        assertSharedBoardIs(link, replayed);

        life.open("w=60&h=50&pattern=glider&at=3,4");
        life.change("life-step-count", "7");
        life.click("life-step");
        life.awaitGeneration(7);
        life.view(0, 0, 8);
        life.clickCanvasAt(40.5 * 8, 30.5 * 8);
        JsonValue drawn = life.awaitState(state -> state.get("population").text().equals("6"));
        life.click("life-share");
        link = life.awaitAttribute("life-share-link", "data-link");
        assertTrue(link.contains("rle="), link);
        assertFalse(link.contains("gens="), link);
        assertSharedBoardIs(link, drawn);
    }

    @Test
    void resetPlacingEngineSwitchClearAndRandomFillKeepTheBoardRight() throws IOException {
        LifePage life = page().open("w=48&h=40&density=0");
        life.view(0, 0, 8);
        Grid start = new Grid(48, 40);
        for (int x = 10; x <= 12; x++) {
            life.clickCanvasAt((x + 0.5) * 8, 10.5 * 8);
            start.set(x, 10, true);
        }
        life.awaitState(state -> state.get("population").text().equals("3"));
        life.change("life-step-count", "5");
        life.click("life-step");
        life.awaitGeneration(5);
        life.click("life-reset");
        JsonValue reset = life.awaitGeneration(0);
        assertEquals(LifePage.checksum(start), reset.get("checksum").text(), "Reset returns to the drawn start");

        life.change("life-pattern", "glider");
        life.change("life-place-x", "30");
        life.change("life-place-y", "5");
        life.click("life-place-at");
        JsonValue placed = life.awaitState(state -> state.get("population").text().equals("8"));
        start.place(PatternLibrary.load("glider"), 30, 5);
        assertEquals(LifePage.checksum(start), placed.get("checksum").text());

        life.change("field-algo", "skip-unchanged");
        JsonValue switched = life.awaitState(state -> state.get("algo").text().equals("skip-unchanged"));
        assertEquals(placed.get("checksum").text(), switched.get("checksum").text(), "the cells move to the new engine");
        life.change("life-step-count", "9");
        life.click("life-step");
        JsonValue stepped = life.awaitGeneration(9);
        assertEquals(LifePage.checksum(LifePage.reference(48, 40, LifeRule.LIFE, true, Pattern.of(start), 0, 0, 9)),
                stepped.get("checksum").text());

        life.click("life-clear");
        life.awaitState(state -> state.get("population").text().equals("0") && state.get("generation").number() == 0);
        life.change("life-density", "0.5");
        life.click("life-random");
        JsonValue random = life.awaitState(state -> !state.get("population").text().equals("0"));
        life.click("life-share");
        String link = life.awaitAttribute("life-share-link", "data-link");
        String seed = link.replaceAll(".*[?&]seed=([0-9]+).*", "$1");
        assertTrue(link.contains("density=0.5"), link);
        assertEquals(LifePage.checksum(Grid.randomFill(48, 40, 0.5, (int) Long.parseLong(seed))),
                random.get("checksum").text(), "the random fill is the contract's formula with the link's seed");
    }

    private static void assertSharedBoardIs(String link, JsonValue board) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open(link.substring(link.indexOf("life.html")));
        assertEquals("done", result.get("state").text(), result.toString());
        assertEquals(board.get("checksum").text(), result.get("checksum").text(), link);
        assertEquals(board.get("population").text(), result.get("population").text());
    }

    @Test
    void malformedRleBadRulesAndOversizedBoardsShowASentenceAndLeaveTheBoardAlone() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=acorn");
        JsonValue before = life.state();

        life.change("life-paste", "x = 3, y = 3\nbo$2bo$3q!");
        life.click("life-paste-load");
        assertTrue(life.awaitFieldError("life-paste-error", "RLE").contains("line 2"), life.fieldError("life-paste-error"));
        assertUnchanged(before, life.state());

        life.change("field-rule", "B9/S23");
        assertTrue(life.awaitFieldError("life-rule-error", "Unknown rule").contains("B9/S23"));
        assertUnchanged(before, life.state());

        // 2^28 x 48 cells need 1.5 GiB even bit-packed: more than any storage binding holds.
        life.change("field-w", "268435456");
        life.awaitFieldError("life-size-error", "more than this device allows");
        assertUnchanged(before, life.state());

        life.change("field-w", "-5");
        life.awaitFieldError("life-size-error", "Width must be between 1 and");
        assertUnchanged(before, life.state());

        life.setValue("field-w", "200000");
        life.setValue("field-h", "200000");
        life.setValue("field-rule", "B3/S23");
        life.click("run");
        Browser.withWebGpuSoftwareCompositing().awaitState("error");
        assertTrue(life.message().contains("200000 x 200000"), life.message());
        assertUnchanged(before, life.state());
    }

    private static void assertUnchanged(JsonValue before, JsonValue after) {
        assertEquals(before.get("w").number(), after.get("w").number());
        assertEquals(before.get("h").number(), after.get("h").number());
        assertEquals(before.get("rule").text(), after.get("rule").text());
        assertEquals(before.get("population").text(), after.get("population").text());
        assertEquals(before.get("checksum").text(), after.get("checksum").text());
    }

    private static int pixel(BufferedImage image, double x, double y) {
        return image.getRGB((int) Math.floor(x), (int) Math.floor(y)) & 0xFFFFFF;
    }

    /** Whether the colour is nearer the live than the dead colour; fails when it is near neither. */
    private static boolean nearer(int colour, int alive, int dead) {
        int toAlive = distance(colour, alive);
        int toDead = distance(colour, dead);
        assertTrue(Math.min(toAlive, toDead) <= 24, "colour " + Integer.toHexString(colour)
                + " is neither the live " + Integer.toHexString(alive) + " nor the dead " + Integer.toHexString(dead));
        return toAlive < toDead;
    }

    private static void assertColour(int expected, int actual, int tolerance, String what) {
        assertTrue(distance(expected, actual) <= tolerance, what + ": expected " + Integer.toHexString(expected)
                + ", got " + Integer.toHexString(actual));
    }

    /** The colour a share of the way from one colour to another, per channel. */
    private static int mix(int from, int to, double share) {
        int colour = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            double a = from >> shift & 0xFF;
            double b = to >> shift & 0xFF;
            colour |= (int) Math.round(a + (b - a) * share) << shift;
        }
        return colour;
    }

    /** How far a colour lies along the way from one colour to another (0 at the first, 1 at the second). */
    private static double shareOfTheWay(int colour, int from, int to) {
        double along = 0;
        double length = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            double step = (to >> shift & 0xFF) - (from >> shift & 0xFF);
            along += ((colour >> shift & 0xFF) - (from >> shift & 0xFF)) * step;
            length += step * step;
        }
        return along / length;
    }

    private static int distance(int a, int b) {
        int sum = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            sum += Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF));
        }
        return sum;
    }
}
