package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the Life page tells a person: a mistake as a sentence beside the field it concerns, or over the
 * board's top when it concerns the board (text, never markup), until the next action that works; the
 * progress of long steps and long runs with a Stop that holds within a second; the help with every
 * gesture and key.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageNoticesIT {
    private static LifePage page() throws IOException {
        return new LifePage(Browser.withWebGpuSoftwareCompositing());
    }

    @Test
    void aMistakeStandsBesideItsFieldAsTextAndTheNextActionThatWorksTakesItAway() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=acorn");
        life.change("life-paste", "x = 3, y = 3\nbo$2bo$3q!");
        life.click("life-paste-load");
        assertTrue(life.awaitFieldError("life-paste-error", "RLE").contains("line 2"), life.fieldError("life-paste-error"));
        assertTrue(life.marked("life-paste"), "the field is marked");
        assertEquals("", life.message(), "nothing over the board");
        life.click("life-step");
        life.awaitGeneration(1);
        assertEquals("", life.fieldError("life-paste-error"), "a step that works takes the sentence away");
        assertFalse(life.marked("life-paste"));

        // A rule that looks like markup is quoted as text and stays in its field, to be corrected there.
        life.change("field-rule", "<b>B9</b>");
        assertTrue(life.awaitFieldError("life-rule-error", "Unknown rule").contains("<b>B9</b>"));
        assertEquals(0L, life.script().executeScript("return document.querySelectorAll('.life-panel-column b').length;"));
        assertEquals("<b>B9</b>", life.value("field-rule"));
        life.change("field-rule", "B36/S23");
        life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        assertEquals("", life.fieldError("life-rule-error"), "a rule that works takes the sentence away");

        // Too large a size, then Run: the size fields show the board's size again.
        life.change("field-w", "268435456");
        life.awaitFieldError("life-size-error", "more than this device allows");
        assertEquals("", life.message());
        life.click("life-run");
        life.awaitState(state -> state.get("running").bool());
        assertEquals("", life.fieldError("life-size-error"));
        assertEquals("64", life.value("field-w"));
        life.click("life-run");

        // A click that places a pattern where it does not fit: the sentence goes over the board.
        life.view(0, 0, 8);
        life.change("life-pattern", "gosper-glider-gun");
        life.click("life-place-pattern");
        life.clickCanvasAt(60.5 * 8, 20.5 * 8);
        assertTrue(life.awaitMessage("does not fit").contains("64 x 48"), life.message());
        assertOverTheTopOfTheBoard(life);
        life.press(Keys.ESCAPE);
        life.change("life-place-x", "2");
        life.change("life-place-y", "0");
        life.click("life-place-at");
        life.awaitState(state -> life.message().isEmpty() && !state.get("population").text().equals("0"));
        assertEquals(64, life.state().get("w").number(), "the board is the same size");
    }

    @Test
    void aUrlRunOfASizeTheDeviceCannotHoldKeepsTheSizeMarkedBesideOneSentenceUntilTheNextAction()
            throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        LifePage life = new LifePage(browser);
        browser.driver().get(browser.url("life.html?run=1&w=100000&h=100000&pattern=glider"));
        assertEquals("error", browser.awaitState("error", "done"));
        assertTrue(browser.result().get("error").text().contains("100000 x 100000"), browser.result().toString());
        String sentence = life.awaitFieldError("life-size-error", "100000 x 100000");
        assertEquals(1, sentence.split("100000 x 100000", -1).length - 1, "one sentence: " + sentence);
        assertEquals("", life.message(), "said once, beside the size");
        assertEquals("100000", life.value("field-w"), "the size the URL asked for");
        assertEquals("100000", life.value("field-h"));
        assertTrue(life.marked("field-w") && life.marked("field-h"));
        JsonValue board = life.awaitState(state -> state.has("w"));
        assertEquals(256, board.get("w").number(), "the board of the rest of the URL is shown");
        assertEquals("5", board.get("population").text(), "the URL's glider");
        life.press("n");
        life.awaitGeneration(1);
        assertEquals("", life.fieldError("life-size-error"), "the step takes the sentence away");
        assertFalse(life.marked("field-w"));
        assertEquals("256", life.awaitValue("field-w", "256"), "the size field shows the board's size again");
    }

    @Test
    void theStatusShowsTheRunsGenerationAndPopulationWhenThePageSaysDone() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        LifePage life = new LifePage(browser).open("w=64&h=64&pattern=r-pentomino");
        // Read the status in the same task that sets data-state=done, as a test or a person sees it then.
        life.script().executeScript("window.statusAtDone = null; new MutationObserver(function() {"
                + "  if (document.body.getAttribute('data-state') === 'done' && window.statusAtDone === null) {"
                + "    var s = document.getElementById('life-status');"
                + "    window.statusAtDone = [s.getAttribute('data-generation'), s.getAttribute('data-population'),"
                + "      document.getElementById('life-population').textContent]; } })"
                + ".observe(document.body, { attributes: true });");
        life.setValue("field-gens", "60");
        life.click("run");
        assertEquals("done", browser.awaitState("done", "error"));
        JsonValue result = browser.result();
        List<?> seen = (List<?>) life.script().executeScript("return window.statusAtDone;");
        assertEquals(List.of("60", result.get("population").text(), result.get("population").text()), seen,
                "generation, population and its text at done; the result: " + result);
    }

    private static void assertOverTheTopOfTheBoard(LifePage life) {
        double[] toast = life.box("message");
        double[] canvas = life.box("life-canvas");
        assertTrue(toast[0] >= canvas[0] && toast[0] + toast[2] <= canvas[0] + canvas[2]
                && toast[1] >= canvas[1] && toast[1] - canvas[1] < 80 && toast[1] >= 0,
                "the sentence lies over the top of the board: " + List.of(toast[0], toast[1]) + " in "
                        + List.of(canvas[0], canvas[1], canvas[2], canvas[3]));
    }

    @Test
    void aLongStepCountsUpAndStopEndsItWithinASecondLeavingTheBoardUsable() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        LifePage life = new LifePage(browser).open("w=64&h=64&pattern=r-pentomino");
        life.change("life-step-count", "1000000");
        life.click("life-step");
        WebDriverWait wait = life.waitUpTo(Duration.ofSeconds(60));
        wait.until(d -> life.shown("life-progress-bar") && life.progress() > 0);
        double first = life.progress();
        assertEquals(1_000_000, ((Number) life.script().executeScript(
                "return document.getElementById('life-progress').max;")).doubleValue());
        wait.until(d -> life.progress() > first);
        assertTrue(life.element("life-progress-text").getText().contains("of 1,000,000 generations"),
                life.element("life-progress-text").getText());

        // Timed in the page, from the press of Stop to the bar leaving, as a person sees it.
        browser.timePress("life-stop", "!document.getElementById('life-progress-bar').getClientRects().length"
                + " || getComputedStyle(document.getElementById('life-progress-bar')).visibility === 'hidden'");
        life.click("life-stop");
        wait.until(d -> !life.shown("life-progress-bar"));
        double stopMillis = browser.pressMillis();
        assertTrue(stopMillis < 1000, "Stop took " + stopMillis + " ms in the page, more than a second");
        JsonValue stopped = life.state();
        assertFalse(stopped.get("stepping").bool());
        long generation = (long) stopped.get("generation").number();
        assertTrue(generation > 0 && generation < 1_000_000, "stopped at " + generation);
        assertEquals(generation, (long) life.state().get("generation").number(), "nothing runs after Stop");
        life.change("life-step-count", "1");
        life.click("life-step");
        life.awaitGeneration(generation + 1);
    }

    @Test
    void aLongRunFromTheUrlShowsItsProgressOverTheBoardAndStopsWhereItGot() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        LifePage life = new LifePage(browser);
        browser.driver().get(browser.url("life.html?run=1&w=1024&h=1024&density=0.4&seed=3&gens=2000000"));
        WebDriverWait wait = browser.waitUpTo(Duration.ofSeconds(60));
        wait.until(d -> life.shown("life-progress-bar") && life.progress() > 0);
        double first = life.progress();
        wait.until(d -> life.progress() > first);
        assertTrue(life.element("life-progress-text").getText().contains("of 2,000,000 generations"));
        assertEquals("running", browser.state());
        life.click("life-stop");
        wait.until(d -> !"running".equals(browser.state()));
        JsonValue board = life.awaitState(state -> state.has("w"));
        long generation = (long) board.get("generation").number();
        assertTrue(generation >= first && generation < 2_000_000, "the board stays at generation " + generation);
        assertFalse(life.shown("life-progress-bar"));
        life.press("n");
        life.awaitGeneration(generation + 1);
    }

    @Test
    void theQuestionMarkKeyShowsTheGesturesAndKeysAndEscapeClosesIt() throws IOException {
        LifePage life = page().open("w=32&h=32&pattern=glider");
        assertFalse(life.shown("life-help"));
        life.press("?");
        assertTrue(life.shown("life-help"));
        String help = life.element("life-help").getText();
        for (String gesture : List.of("Right-drag, middle-drag or Shift + drag", "Drag", "Wheel", "Space", "Ctrl",
                "Esc")) {
            assertTrue(help.contains(gesture), gesture + " missing from: " + help);
        }
        life.press(Keys.ESCAPE);
        assertFalse(life.shown("life-help"));
        life.click("life-help-button");
        assertTrue(life.shown("life-help"));
        life.click("life-help-close");
        assertFalse(life.shown("life-help"));
    }
}
