package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Boundary;
import computelab.life.CpuGenerations;
import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.Rle;
import computelab.life.StateGrid;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The rules beyond B/S on the GPU (Generations, isotropic Hensel rules, both together) against the CPU
 * reference run here: random boards of odd sizes, both edges, several generation counts, multi-state
 * RLE starts, and the one-sentence errors. Few, small boards in one page load: SwiftShader is slow.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifeRulesIT {
    /** Every family: Generations in both notations, isotropic, isotropic Generations, and the extremes. */
    private static final List<String> RULES = List.of("/2/3", "345/2/4", "B2-a/S12", "B3-cnqy/S23-a4ityz",
            "B2-a/S12/C4", "B3/S23", "B36/S23/C256", "B2ce3-ai/S1c2-a/C7");

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** Runs the query and compares population, checksum and generation with the CPU's board. */
    private static void compare(Browser browser, String query, StateGrid expected, int gens, List<String> mismatches) {
        JsonValue result = browser.run(query);
        String where = query + " -> " + result;
        if (!"done".equals(result.get("state").text())) {
            mismatches.add("failed: " + where);
            return;
        }
        if (!Long.toString(expected.population()).equals(result.get("population").text())
                || !Long.toString(expected.checksum()).equals(result.get("checksum").text())
                || result.get("generation").number() != gens) {
            mismatches.add("expected population " + expected.population() + ", checksum " + expected.checksum()
                    + ": " + where);
        }
    }

    @Test
    void everyRuleFamilyMatchesTheCpuOnOddSizesAndBothEdges() throws IOException {
        Browser browser = LifeIT.lifePage();
        int[][] sizes = { { 37, 23 }, { 1, 1 }, { 3, 5 }, { 65, 9 } };
        int[] generations = { 1, 6, 31 };
        List<String> mismatches = new ArrayList<>();
        int index = 0;
        for (String rule : RULES) {
            for (boolean wrap : new boolean[] { true, false }) {
                int[] size = sizes[index % sizes.length];
                double density = 0.2 + 0.15 * (index % 4);
                int seed = 11 * index + 3;
                index++;
                CpuGenerations cpu = new CpuGenerations(LifeRule.parse(rule), Boundary.of(wrap));
                StateGrid expected = StateGrid.of(Grid.randomFill(size[0], size[1], density, seed));
                int done = 0;
                for (int gens : generations) {
                    expected = cpu.run(expected, gens - done);
                    done = gens;
                    compare(browser, "w=" + size[0] + "&h=" + size[1] + "&rule=" + encoded(rule) + "&wrap="
                            + (wrap ? 1 : 0) + "&density=" + density + "&seed=" + seed + "&gens=" + gens
                            + "&algo=generations&render=0", expected, gens, mismatches);
                }
            }
        }
        assertTrue(mismatches.isEmpty(), mismatches.size() + " mismatches:\n" + String.join("\n", mismatches));
    }

    @Test
    void multiStateRleStartsRunLikeTheCpuAndTheLibrarysRulePatternsKeepTheirBehaviour() throws IOException {
        Browser browser = LifeIT.lifePage();
        List<String> mismatches = new ArrayList<>();
        // Golly's letters: dying cells B..X and prefixed states up to 255 in a 256-state rule.
        List<String> rles = List.of(
                "x = 2, y = 3, rule = 345/2/4\nAA$BB$CC!",
                "x = 5, y = 3, rule = B2/S/C3\n.AB2A$B.3A$AAB.A!",
                "x = 6, y = 2, rule = B3/S23/C256\nAyOpAxXo.$3AB2A!",
                "x = 4, y = 4, rule = B2-a/S12/C4\nABCA$.A.C$2A2B$C2.A!");
        int index = 0;
        for (String rle : rles) {
            for (boolean wrap : new boolean[] { true, false }) {
                Pattern pattern = Rle.read(rle);
                int width = 21 + 2 * index;
                int height = 13;
                StateGrid board = new StateGrid(width, height);
                board.place(pattern, 3, 4);
                CpuGenerations cpu = new CpuGenerations(pattern.rule(), Boundary.of(wrap));
                int gens = wrap ? 0 : 9;
                compare(browser, "w=" + width + "&h=" + height + "&wrap=" + (wrap ? 1 : 0) + "&rle=" + encoded(rle)
                        + "&at=3,4&gens=" + gens + "&render=0", cpu.run(board, gens), gens, mismatches);
                index++;
            }
        }
        for (String id : List.of("brians-brain-spaceship", "star-wars-oscillator", "just-friends-glider")) {
            Pattern pattern = computelab.life.PatternLibrary.load(id);
            StateGrid board = new StateGrid(40, 30);
            board.placeCentred(pattern);
            CpuGenerations cpu = new CpuGenerations(pattern.rule(), Boundary.TORUS);
            compare(browser, "w=40&h=30&pattern=" + id + "&gens=24&render=0", cpu.run(board, 24), 24, mismatches);
        }
        assertTrue(mismatches.isEmpty(), mismatches.size() + " mismatches:\n" + String.join("\n", mismatches));
    }

    @Test
    void rulesAnEngineCannotRunAreOneSentenceAndTheDefaultEngineFollowsTheRule() throws IOException {
        Browser browser = LifeIT.lifePage();
        JsonValue refused = browser.run("w=16&h=16&rule=/2/3&algo=bitpacked&gens=1");
        assertEquals("error", refused.get("state").text());
        assertEquals("The bitpacked engine runs two-state rules given by neighbour counts (B3/S23 and the like); "
                + "the rule B2/S/C3 needs the generations engine.", refused.get("error").text());
        JsonValue malformed = browser.run("w=16&h=16&rule=B2/S/C2");
        assertEquals("error", malformed.get("state").text());
        assertTrue(malformed.get("error").text().startsWith("Unknown rule \"B2/S/C2\": "), malformed.toString());
        JsonValue chosen = browser.run("w=16&h=16&rule=" + encoded("B2-a/S12") + "&density=0.3&gens=2");
        assertEquals("done", chosen.get("state").text(), chosen.toString());
        assertEquals("generations", chosen.get("algo").text());
        assertEquals("B2-a/S12", chosen.get("rule").text());
        JsonValue tooManyStates = browser.run("w=16&h=16&rule=/2/3&rle=" + encoded("x = 2, y = 1\nAC!"));
        assertEquals("error", tooManyStates.get("state").text());
        assertEquals("The pattern has cells in state 3, but the rule B2/S/C3 has 3 states (0 to 2).",
                tooManyStates.get("error").text());
    }
}
