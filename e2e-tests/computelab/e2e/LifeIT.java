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
 * The GPU engines against the CPU reference engine run here in the test JVM, in the page: random boards
 * of awkward sizes, both edge kinds, four rules, two generation counts. All cases run in one page load
 * through {@code window.labRun}; mismatches are collected and reported together.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifeIT {
    private static final List<String> RULES = List.of("B3/S23", "B36/S23", "B3678/S34678", "B2/S");
    private static final double[] DENSITIES = { 0.15, 0.3, 0.5, 0.75 };
    private static final String[] LAYOUTS = { "1d-64", "1d-256", "2d-8x8", "2d-16x16" };

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
     * A few boards per engine against the CPU engine run here: awkward sizes, both edges, the layouts, and
     * a row of whole vectors for bitpacked's four-words kernel (the kernels' sweep over sizes, rules,
     * layouts and generation counts is SweepIT's, under Node, checked by the page's own CPU reference).
     */
    @Test
    void everyEngineMatchesTheTestsOwnCpuLife() throws IOException {
        List<Board> boards = new ArrayList<>();
        int seed = 1;
        for (String algo : List.of("bitpacked", "naive", "skip-unchanged")) {
            for (int index = 0; index < LAYOUTS.length; index++) {
                String layout = "bitpacked".equals(algo) ? null : LAYOUTS[index];
                boards.add(new Board(algo, layout, index % 2 == 0 ? 100 : 33, index % 2 == 0 ? 37 : 95, index % 2 == 0,
                        RULES.get(index), DENSITIES[index], seed++, new int[] { 1, 17 }));
            }
        }
        boards.add(new Board("bitpacked", null, 256, 37, false, "B3/S23", 0.3, seed++, new int[] { 1, 5 }));
        boards.add(new Board("naive", "1d-64", 1, 1, true, "B0/S8", 0.5, seed, new int[] { 1, 2 }));
        checkAgainstCpu(boards);
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
            String query = "w=256&h=100&rule=B36/S23&wrap=" + (wrap ? 1 : 0)
                    + "&density=0.35&seed=9&gens=11&algo=bitpacked&perpass=4";
            JsonValue result = browser.run(query);
            assertEquals("done", result.get("state").text(), result.toString());
            Grid expected = new CpuLife(LifeRule.parse("B36/S23"), Boundary.of(wrap))
                    .run(Grid.randomFill(256, 100, 0.35, 9), 11);
            assertEquals(Long.toString(expected.checksum()), result.get("checksum").text(), query);
            assertEquals(Long.toString(expected.population()), result.get("population").text(), query);
            boolean subgroups = result.get("features").get("subgroups").bool();
            assertEquals(subgroups ? 4 : 1, (int) result.get("generationsPerPass").number(), result.toString());
        }
        assertEquals(1, (int) browser.run("w=256&h=100&gens=3&algo=bitpacked").get("generationsPerPass").number());
    }
}
