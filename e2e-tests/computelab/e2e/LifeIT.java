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
 * Every GPU engine against the CPU reference engine run here in the test JVM: random boards of
 * awkward sizes, both edge kinds, four rules, several generation counts. All cases of a test run in one
 * page load through {@code window.labRun}; mismatches are collected and reported together.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifeIT {
    private static final List<String> RULES = List.of("B3/S23", "B36/S23", "B3678/S34678", "B2/S");
    private static final int[] GENERATIONS = { 1, 2, 17, 100 };
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
        Browser browser = Browser.withWebGpu();
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

    private static List<Board> smallBoards(String algo) {
        int[][] sizes = { { 64, 64 }, { 100, 37 }, { 33, 95 } };
        List<Board> boards = new ArrayList<>();
        int index = 0;
        for (int[] size : sizes) {
            for (boolean wrap : new boolean[] { true, false }) {
                for (String rule : RULES) {
                    String layout = "bitpacked".equals(algo) ? null : LAYOUTS[index % LAYOUTS.length];
                    boards.add(new Board(algo, layout, size[0], size[1], wrap, rule,
                            DENSITIES[index % DENSITIES.length], 7 * index + 1, GENERATIONS));
                    index++;
                }
            }
        }
        return boards;
    }

    @Test
    void bitpackedMatchesTheCpuOnAwkwardSizesBothEdgesAndFourRules() throws IOException {
        checkAgainstCpu(smallBoards("bitpacked"));
    }

    /** Widths that are multiples of 128 take the four-words-per-thread kernel (step_quads). */
    @Test
    void bitpackedRowsOfWholeVectorsMatchTheCpuOnBothEdgesAndFourRules() throws IOException {
        int[][] sizes = { { 128, 1 }, { 128, 6 }, { 256, 37 }, { 384, 130 } };
        List<Board> boards = new ArrayList<>();
        for (int index = 0; index < sizes.length; index++) {
            // Both edges over the sizes; the rows of a tall board cross several threads' runs.
            boards.add(new Board("bitpacked", null, sizes[index][0], sizes[index][1], index % 2 == 0,
                    RULES.get(index % RULES.size()), DENSITIES[index % DENSITIES.length], 11 * index + 3,
                    new int[] { 1, 5, 40 }));
        }
        checkAgainstCpu(boards);
    }

    @Test
    void naiveMatchesTheCpuOnAwkwardSizesBothEdgesFourRulesAndEveryLayout() throws IOException {
        checkAgainstCpu(smallBoards("naive"));
    }

    @Test
    void skipUnchangedMatchesTheCpuOnAwkwardSizesBothEdgesFourRulesAndEveryLayout() throws IOException {
        checkAgainstCpu(smallBoards("skip-unchanged"));
    }

    @Test
    void aThousandSquareBoardMatchesTheCpuOnEveryEngine() throws IOException {
        List<Board> boards = new ArrayList<>();
        int seed = 100;
        for (boolean wrap : new boolean[] { true, false }) {
            for (String rule : RULES) {
                boards.add(new Board("bitpacked", null, 1000, 1000, wrap, rule, 0.3, seed++, GENERATIONS));
            }
        }
        // One word per cell is slow on a CPU-emulated GPU: a few generations each.
        boards.add(new Board("naive", "2d-16x16", 1000, 1000, false, "B3/S23", 0.4, seed++, new int[] { 1, 2 }));
        boards.add(new Board("naive", "1d-256", 1000, 1000, true, "B36/S23", 0.5, seed++, new int[] { 1 }));
        boards.add(new Board("skip-unchanged", "1d-64", 1000, 1000, true, "B3678/S34678", 0.6, seed++, new int[] { 1, 3 }));
        boards.add(new Board("skip-unchanged", "2d-8x8", 1000, 1000, false, "B2/S", 0.2, seed, new int[] { 1 }));
        checkAgainstCpu(boards);
    }

    @Test
    void tinyBoardsWhereCellsAreTheirOwnNeighboursMatchTheCpu() throws IOException {
        int[][] sizes = { { 1, 1 }, { 2, 2 }, { 31, 1 }, { 33, 2 }, { 1, 5 }, { 32, 3 }, { 3, 1 } };
        List<String> rules = List.of("B3/S23", "B2/S", "B1357/S1357", "B0/S8");
        List<Board> boards = new ArrayList<>();
        int seed = 1;
        for (String algo : List.of("bitpacked", "naive", "skip-unchanged")) {
            for (int[] size : sizes) {
                for (boolean wrap : new boolean[] { true, false }) {
                    for (String rule : rules) {
                        boolean all = "bitpacked".equals(algo);
                        if (all || seed % 3 == 0) {
                            boards.add(new Board(algo, all ? null : LAYOUTS[seed % 4], size[0], size[1], wrap, rule,
                                    0.5, seed, new int[] { 1, 5 }));
                        }
                        seed++;
                    }
                }
            }
        }
        checkAgainstCpu(boards);
    }

    @Test
    void theGpuRandomFillIsTheContractsFormulaOnEveryEngine() throws IOException {
        List<Board> boards = new ArrayList<>();
        for (String algo : List.of("bitpacked", "naive", "skip-unchanged")) {
            String layout = "bitpacked".equals(algo) ? null : "1d-64";
            boards.add(new Board(algo, layout, 77, 45, true, "B3/S23", 0.0, 3, new int[] { 0 }));
            boards.add(new Board(algo, layout, 77, 45, true, "B3/S23", 1.0, 3, new int[] { 0 }));
            boards.add(new Board(algo, layout, 301, 129, true, "B3/S23", 0.37, 123456, new int[] { 0 }));
            boards.add(new Board(algo, layout, 4097, 3, true, "B3/S23", 0.5, 2147483647, new int[] { 0 }));
        }
        checkAgainstCpu(boards);
    }
}
