package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Boundary;
import computelab.life.CpuGenerations;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.StateGrid;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.support.ui.Select;

/**
 * The Life page with the rules beyond B/S: the rule field takes Golly's notations and moves the board to
 * the generations engine, the presets offer the named rules, a library pattern of a Generations rule
 * loads with its rule, and stepping matches the CPU reference. One page load.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageRulesIT {
    @Test
    void theRuleFieldTakesEveryNotationAndTheBoardFollowsTheCpu() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        LifePage life = new LifePage(browser).open("w=41&h=27&pattern=star-wars-oscillator");
        JsonValue loaded = life.state();
        assertEquals("B2/S345/C4", loaded.get("rule").text(), "the pattern brings its rule");
        assertEquals("generations", loaded.get("algo").text(), "and the engine that runs it");

        Pattern oscillator = PatternLibrary.load("star-wars-oscillator");
        StateGrid board = new StateGrid(41, 27);
        board.placeCentred(oscillator);
        CpuGenerations starWars = new CpuGenerations(oscillator.rule(), Boundary.TORUS);
        life.change("life-step-count", "12");
        life.click("life-step");
        JsonValue period = life.awaitGeneration(12);
        assertEquals(Long.toString(board.checksum()), period.get("checksum").text(), "back to its start after 12");
        assertEquals(Long.toString(starWars.run(board, 12).checksum()), period.get("checksum").text());

        // Golly's S/B/C text in the field: Brian's Brain, shown in canonical form.
        life.change("field-rule", "/2/3");
        JsonValue brain = life.awaitState(state -> state.get("rule").text().equals("B2/S/C3"));
        assertEquals("generations", brain.get("algo").text());

        // Back to a Life-like rule and the fast engine; an isotropic rule then moves the board to generations.
        Select presets = new Select(life.element("life-rule-preset"));
        assertTrue(presets.getOptions().stream().anyMatch(option -> option.getText().startsWith("Star Wars (B2/S345/C4)")),
                "the presets name Star Wars");
        life.change("field-rule", "B36/S23");
        life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        life.change("field-algo", "bitpacked");
        life.awaitState(state -> state.get("algo").text().equals("bitpacked"));
        life.change("field-rule", "B2-a/S12");
        JsonValue friends = life.awaitState(state -> state.get("rule").text().equals("B2-a/S12"));
        assertEquals("generations", friends.get("algo").text(), "an isotropic rule moves the board to generations");

        // A mistake is one sentence and leaves the board as it was.
        life.change("field-rule", "B2/S/C1");
        String message = life.awaitFieldError("life-rule-error", "Unknown rule");
        assertTrue(message.contains("a Generations rule has 3 to 256 states"), message);
        assertEquals("B2-a/S12", life.state().get("rule").text());

        // Stepping an isotropic Generations rule from the drawn board matches the CPU.
        life.open("w=37&h=23&rule=" + java.net.URLEncoder.encode("B2-a/S12/C4", "UTF-8") + "&density=0.3&seed=9&wrap=0");
        CpuGenerations cpu = new CpuGenerations(LifeRule.parse("B2-a/S12/C4"), Boundary.DEAD_OUTSIDE);
        StateGrid random = StateGrid.of(computelab.life.Grid.randomFill(37, 23, 0.3, 9));
        life.change("life-step-count", "7");
        life.click("life-step");
        JsonValue stepped = life.awaitGeneration(7);
        StateGrid expected = cpu.run(random, 7);
        assertEquals(Long.toString(expected.checksum()), stepped.get("checksum").text());
        assertEquals(Long.toString(expected.population()), stepped.get("population").text());
    }
}
