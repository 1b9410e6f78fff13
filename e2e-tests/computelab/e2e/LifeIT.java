package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Boundary;
import computelab.life.CpuLife;
import computelab.life.Grid;
import computelab.life.LifeRule;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The GPU engines against the CPU reference engine run here in the test JVM, in the page: a random board
 * of odd size per engine, both edge kinds, three rules, two generation counts. All cases run in one page load
 * through {@code window.labRun}; mismatches are collected and reported together.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifeIT {

    /** One board: engine (and layout), size, edges, rule and random start; checked at each generation. */
    private record Board(String algo, String layout, int width, int height, boolean wrap, String rule,
            double density, int seed, int[] generations) {

        String query(int gens) {
            return "w=" + width + "&h=" + height + "&rule=" + rule + "&wrap=" + (wrap ? 1 : 0) + "&density=" + density
                    + "&seed=" + seed + "&gens=" + gens + "&algo=" + algo + (layout == null ? "" : "&layout=" + layout);
        }
    }

    static Browser lifePage() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        if (!browser.driver().getCurrentUrl().contains("/life.html")) {
            assertEquals("ready", browser.open("life.html").get("state").text());
        }
        return browser;
    }

    /** Runs every board on the GPU and compares population and checksum with the CPU after each generation count. */
    private static void checkAgainstCpu(List<Board> boards) throws IOException {
        Browser browser = lifePage();
        List<String> mismatches = new ArrayList<>();
        for (Board board : boards) {
            CpuLife cpu = new CpuLife(LifeRule.parse(board.rule()), Boundary.of(board.wrap()));
            Grid expected = Grid.randomFill(board.width(), board.height(), board.density(), board.seed());
            int done = 0;
            for (int gens : board.generations()) {
                expected = cpu.run(expected, gens - done);
                done = gens;
                JsonValue result = browser.run(board.query(gens));
                String where = board.query(gens) + " -> " + result;
                if (!"done".equals(result.get("state").text())) {
                    mismatches.add("failed: " + where);
                    continue;
                }
                if (!Long.toString(expected.population()).equals(result.get("population").text())
                        || !Long.toString(expected.checksum()).equals(result.get("checksum").text())
                        || result.get("generation").number() != gens) {
                    mismatches.add("expected population " + expected.population() + ", checksum "
                            + expected.checksum() + ": " + where);
                }
            }
        }
        assertTrue(mismatches.isEmpty(), mismatches.size() + " mismatches:\n" + String.join("\n", mismatches));
    }

    /**
     * One board per engine against the CPU engine run here, in Chromium: bitpacked's four-words kernel (a row of
     * whole vectors), the naive engine in a 2D layout and skip-unchanged in a 1D one, odd sizes, both edges,
     * several rules and two generation counts. The kernels' sweep over sizes, rules, layouts and generation
     * counts is SweepIT's (LifeExperiment.sweep), under Node on the same compiled script, checked by the
     * page's own CPU reference, and holds the 11 more boards this test ran here before (every layout, B2/S,
     * a 1 x 1 board with B0).
     */
    @Test
    void everyEngineMatchesTheTestsOwnCpuLife() throws IOException {
        checkAgainstCpu(List.of(
                new Board("bitpacked", null, 256, 37, false, "B3/S23", 0.3, 1, new int[] { 1, 5 }),
                new Board("naive", "2d-8x8", 33, 95, true, "B3678/S34678", 0.5, 2, new int[] { 1, 17 }),
                new Board("skip-unchanged", "1d-256", 100, 37, false, "B36/S23", 0.15, 3, new int[] { 1, 17 })));
    }

    /**
     * The page's own run takes the hidden {@code perpass} tuning: several generations a pass where the board's
     * width is whole vectors and the device has subgroups (one a pass elsewhere), the rest in a pass of its
     * own, and the result says how many a pass advanced.
     */
    @Test
    void thePagesRunAdvancesSeveralGenerationsAPassWhereItCanAndStaysRight() throws IOException {
        Browser browser = lifePage();
        for (boolean wrap : new boolean[] { true, false }) {
            // Two passes of two and one of one: a pass of several generations compiles per count, on
            // SwiftShader about 0.2 s a generation (deeper passes are SweepIT's, LifeExperiment).
            String query = "w=256&h=100&rule=B36/S23&wrap=" + (wrap ? 1 : 0)
                    + "&density=0.35&seed=9&gens=5&algo=bitpacked&perpass=2";
            JsonValue result = browser.run(query);
            assertEquals("done", result.get("state").text(), result.toString());
            Grid expected = new CpuLife(LifeRule.parse("B36/S23"), Boundary.of(wrap))
                    .run(Grid.randomFill(256, 100, 0.35, 9), 5);
            assertEquals(Long.toString(expected.checksum()), result.get("checksum").text(), query);
            assertEquals(Long.toString(expected.population()), result.get("population").text(), query);
            boolean subgroups = result.get("features").get("subgroups").bool();
            assertEquals(subgroups ? 2 : 1, (int) result.get("generationsPerPass").number(), result.toString());
        }
        assertEquals(1, (int) browser.run("w=256&h=100&gens=3&algo=bitpacked").get("generationsPerPass").number());
    }
}
