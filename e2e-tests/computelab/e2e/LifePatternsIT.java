package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Boundary;
import computelab.life.CpuLife;
import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Known behaviour of classic patterns on the GPU engines (a glider's drift, the R-pentomino's
 * final population, the Gosper gun's output), the page's contract around them, and bad parameters.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePatternsIT {
    private static final List<String> ENGINES = List.of("bitpacked", "naive", "skip-unchanged");

    private static JsonValue run(Browser browser, String query) {
        JsonValue result = browser.run(query);
        assertEquals("done", result.get("state").text(), query + " -> " + result);
        return result;
    }

    /** The glider's cells moved by (shift, shift) on a torus of this size, built cell by cell. */
    private static Grid gliderShifted(int size, int x, int y, int shift) {
        Grid glider = PatternLibrary.load("glider").cells();
        Grid board = new Grid(size, size);
        for (int py = 0; py < glider.height(); py++) {
            for (int px = 0; px < glider.width(); px++) {
                if (glider.get(px, py)) {
                    board.set((x + px + shift) % size, (y + py + shift) % size, true);
                }
            }
        }
        return board;
    }

    @Test
    void aGliderMovesOneCellDiagonallyEveryFourGenerationsAcrossTheTorusSeam() throws IOException {
        Browser browser = LifeIT.lifePage();
        for (String algo : ENGINES) {
            for (int shift : new int[] { 1, 25, 60 }) {
                JsonValue result = run(browser, "w=64&h=64&pattern=glider&at=10,10&gens=" + 4 * shift + "&algo=" + algo);
                Grid expected = gliderShifted(64, 10, 10, shift);
                assertEquals("5", result.get("population").text(), algo + " " + shift);
                assertEquals(Long.toString(expected.checksum()), result.get("checksum").text(),
                        algo + ": glider after " + 4 * shift + " generations");
            }
        }
    }

    @Test
    void theRPentominoSettlesAt116CellsByGeneration1103OnA1024Torus() throws IOException {
        Browser browser = LifeIT.lifePage();
        JsonValue result = run(browser, "w=1024&h=1024&pattern=r-pentomino&gens=1103");
        assertEquals("116", result.get("population").text());
        Grid start = new Grid(1024, 1024);
        start.placeCentred(PatternLibrary.load("r-pentomino"));
        Grid cpu = new CpuLife(LifeRule.LIFE, Boundary.TORUS).run(start, 1103);
        assertEquals(Long.toString(cpu.checksum()), result.get("checksum").text());
        assertEquals(1103, result.get("generation").number());
        assertTrue(result.get("gpuMsPerGen").number() > 0, result.toString());
    }

    @Test
    void theGosperGunAddsOneFiveCellGliderEveryThirtyGenerations() throws IOException {
        Browser browser = LifeIT.lifePage();
        Pattern gun = PatternLibrary.load("gosper-glider-gun");
        long gunCells = gun.cells().population();
        for (String algo : ENGINES) {
            for (int period = 0; period <= 4; period++) {
                JsonValue result = run(browser, "w=128&h=128&wrap=0&pattern=gosper-glider-gun&at=1,1&gens="
                        + 30 * period + "&algo=" + algo);
                assertEquals(Long.toString(gunCells + 5L * period), result.get("population").text(),
                        algo + " after " + period + " periods");
            }
        }
    }

    @Test
    void rleTextFromTheUrlIsPlacedWhereAtSaysAndItsRuleApplies() throws IOException {
        Browser browser = LifeIT.lifePage();
        String rle = "#C a ring of eight cells\nx = 3, y = 3, rule = B36/S23\n3o$obo$3o!";
        String query = "w=40&h=30&at=5,7&gens=12&rle=" + URLEncoder.encode(rle, StandardCharsets.UTF_8);
        for (String algo : ENGINES) {
            JsonValue result = run(browser, query + "&algo=" + algo);
            assertEquals("B36/S23", result.get("rule").text());
            Grid start = new Grid(40, 30);
            start.set(5, 7, true);
            start.set(6, 7, true);
            start.set(7, 7, true);
            start.set(5, 8, true);
            start.set(7, 8, true);
            start.set(5, 9, true);
            start.set(6, 9, true);
            start.set(7, 9, true);
            Grid cpu = new CpuLife(LifeRule.parse("B36/S23"), Boundary.TORUS).run(start, 12);
            assertEquals(Long.toString(cpu.checksum()), result.get("checksum").text(), algo);
            assertEquals(Long.toString(cpu.population()), result.get("population").text(), algo);
        }
    }

    @Test
    void theResultCarriesTheContractFieldsAndRenderIsAccepted() throws IOException {
        Browser browser = LifeIT.lifePage();
        JsonValue result = run(browser, "w=50&h=20&density=0.3&seed=4&gens=3&render=1");
        for (String field : List.of("w", "h", "rule", "wrap", "algo", "generation", "population", "checksum",
                "gpuMsPerGen", "adapter", "features")) {
            assertTrue(result.has(field), field + " missing: " + result);
        }
        assertEquals(50, result.get("w").number());
        assertEquals("B3/S23", result.get("rule").text());
        assertEquals(1, result.get("wrap").number());
        assertEquals("bitpacked", result.get("algo").text());
        assertEquals(result.get("checksum").text(), run(browser, "w=50&h=20&density=0.3&seed=4&gens=3&render=0")
                .get("checksum").text());
        assertTrue(run(browser, "w=50&h=20&gens=0").get("gpuMsPerGen").isNull(), "no generations, no time");
    }

    @Test
    void aRunStartedByUrlShowsItsResultInThePage() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("life.html?run=1&w=64&h=64&pattern=glider&gens=8");
        assertEquals("done", result.get("state").text(), result.toString());
        assertEquals("5", result.get("population").text());
        String summary = browser.driver().findElement(org.openqa.selenium.By.id("output")).getText();
        assertTrue(summary.contains("Population") && summary.contains("Glider"), summary);
    }

    @Test
    void badParametersEndInAnErrorStateWithOneClearSentence() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue opened = browser.open("life.html?run=1&w=0&h=10");
        assertEquals("error", opened.get("state").text());
        assertEquals("The parameter w must be between 1 and 1073741824, not 0.", opened.get("error").text());
        assertEquals(opened.get("error").text(), browser.message());
        String[][] cases = {
            { "w=10&h=0", "The parameter h must be between 1 and 1073741824, not 0." },
            { "w=2^20&h=2^20", "A 1048576 x 1048576 grid needs 131072 MiB per buffer with the bitpacked engine" },
            { "w=20000&h=20000&algo=naive", "the bitpacked engine needs 32 times less memory." },
            { "rle=" + URLEncoder.encode("x = 2, y = 1\n2q!", StandardCharsets.UTF_8), "RLE line 2" },
            { "rule=B9/S23", "Unknown rule \"B9/S23\"" },
            { "rule=Life", "Unknown rule \"Life\"" },
            { "algo=hashlife", "Unknown algo \"hashlife\": choose bitpacked, naive, skip-unchanged, generations." },
            { "pattern=unicorn", "Unknown pattern \"unicorn\"" },
            { "w=20&h=20&pattern=gosper-glider-gun", "Pattern \"Gosper glider gun\" (36 x 9) does not fit in the 20 x 20 grid" },
            { "w=64&h=64&pattern=glider&at=62,0", "does not fit in the 64 x 64 grid at (62, 0)" },
            { "layout=2d-8x8", "The parameter layout applies to the naive and skip-unchanged engines" },
            { "density=0.5&pattern=glider", "Give one start" },
            { "wrap=2", "The parameter wrap must be 1 or 0" },
            { "gens=many", "The parameter gens must be a whole number" },
        };
        for (String[] c : cases) {
            JsonValue result = browser.run(c[0]);
            assertEquals("error", result.get("state").text(), c[0] + " -> " + result);
            assertTrue(result.get("error").text().contains(c[1]), c[0] + " -> " + result.get("error").text());
        }
        // The page still works after the errors.
        assertEquals("done", browser.run("w=8&h=8&gens=1").get("state").text());
    }
}
