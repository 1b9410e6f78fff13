package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Grid;
import computelab.life.PatternLibrary;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The Life page's panel shows the board's real state: the rule in canonical form whatever notation was
 * typed, the engine in use, the size; notes belong to the state they describe; a value that was not
 * taken (typed, or from the URL) stays in its field, marked, with a sentence beside it in the panel's
 * words and the real bounds; resizing keeps a loaded pattern; without WebGPU the panel says why and
 * offers only what works.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePagePanelIT {
    private static LifePage page() throws IOException {
        return new LifePage(Browser.withWebGpu());
    }

    @Test
    void gollysGenerationsNotationTypedWithEnterShowsAsItsCanonicalRuleOnTheEngineThatRunsIt() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider");
        life.type("life-rule", "/2/3");
        JsonValue brain = life.awaitState(state -> state.get("rule").text().equals("B2/S/C3"));
        assertEquals("generations", brain.get("algo").text());
        assertEquals("B2/S/C3", life.awaitValue("life-rule", "B2/S/C3"), "the rule field says the board's rule");
        assertEquals("generations", life.awaitValue("life-algo", "generations"), "the engine menu says the engine in use");
        assertEquals("B2/S/C3", life.value("field-rule"), "so does the URL form");
        assertEquals("generations", life.value("field-algo"));
    }

    @Test
    void aLifeLikeRuleInGollysNotationShowsInCanonicalForm() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider");
        life.type("life-rule", "23/3");
        assertEquals("B3/S23", life.awaitValue("life-rule", "B3/S23"), "the same rule, written as the board has it");
        life.type("life-rule", "23/36");
        life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        assertEquals("B36/S23", life.awaitValue("life-rule", "B36/S23"));
    }

    @Test
    void anEngineThatCannotRunTheRuleIsRefusedBesideItsMenuWhichShowsTheEngineInUse() throws IOException {
        LifePage life = page().open("w=64&h=48&rule=%2F2%2F3&density=0.3");
        assertEquals("generations", life.state().get("algo").text());
        new Select(life.element("life-algo")).selectByValue("bitpacked");
        String refusal = life.awaitFieldError("life-engine-error", "needs the generations engine");
        assertTrue(refusal.startsWith("The bitpacked engine runs two-state rules"), refusal);
        assertEquals("generations", life.awaitValue("life-algo", "generations"), "the menu shows the engine in use");
        assertEquals("generations", life.state().get("algo").text());
        assertEquals("", life.message(), "nothing over the board");
    }

    @Test
    void notesBelongToTheStateTheyDescribeAndGoWithTheNextAction() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider");
        life.type("life-rule", "/2/3");
        awaitNote(life, "the board moved to it");
        life.type("life-rule", "B9");
        life.awaitFieldError("life-rule-error", "Unknown rule");
        assertEquals("", note(life), "the note about the rule before is gone");

        life.change("life-paste", "x = 3, y = 1\n3o!");
        life.click("life-paste-load");
        awaitNote(life, "Pattern loaded.");
        assertEquals("", life.fieldError("life-rule-error"), "and so is the mistake");
        assertEquals("B2/S/C3", life.awaitValue("life-rule", "B2/S/C3"), "the rule field shows the board's rule again");
        life.type("life-width", "abc");
        life.awaitFieldError("life-size-error", "Width must be a whole number");
        assertEquals("", note(life), "a new mistake takes the old note away");
    }

    @Test
    void aUrlMistakeStaysInItsMarkedFieldBesideTheBoardOfTheRestOfTheUrl() throws IOException {
        Browser browser = Browser.withWebGpu();
        LifePage life = new LifePage(browser);
        browser.driver().get(browser.url("life.html?run=1&rule=B9&w=64&h=48&pattern=glider"));
        browser.awaitState("error", "done");
        JsonValue board = life.awaitState(state -> state.has("w"));
        assertEquals(64, board.get("w").number(), "the rest of the URL is the board");
        assertEquals(48, board.get("h").number());
        assertEquals("5", board.get("population").text());
        assertEquals("64", life.awaitValue("life-width", "64"));
        assertEquals("B9", life.value("life-rule"), "the panel shows what was asked");
        assertTrue(life.marked("life-rule"));
        assertTrue(life.fieldError("life-rule-error").contains("Unknown rule \"B9\""), life.fieldError("life-rule-error"));
        assertEquals("B9", life.value("field-rule"), "so does the URL form");
        assertEquals("invalid", life.element("label-rule").getAttribute("class"));

        life.type("life-rule", "B36/S23");
        life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        assertFalse(life.marked("life-rule"), "the corrected field is no longer marked");
        assertEquals("", life.fieldError("life-rule-error"));
        assertEquals("B36/S23", life.awaitValue("field-rule", "B36/S23"));

        // In the panel's words, with the field's own label.
        browser.driver().get(browser.url("life.html?w=0&h=40&pattern=glider"));
        browser.awaitState("error", "ready");
        assertEquals(40, life.awaitState(state -> state.has("w")).get("h").number());
        assertEquals("Width must be between 1 and 1073741824, not 0.",
                life.awaitFieldError("life-size-error", "Width"));
        assertEquals("0", life.awaitValue("life-width", "0"));
        assertTrue(life.marked("life-width"));
        assertEquals("40", life.awaitValue("life-height", "40"));
    }

    @Test
    void resizingKeepsALoadedPatternRecentredWhereItFits() throws IOException {
        LifePage life = page().open("w=256&h=256&density=0");
        life.change("life-paste", "x = 3, y = 3\nbo$2bo$3o!");
        life.click("life-paste-load");
        life.awaitState(state -> state.get("population").text().equals("5"));
        life.setValue("life-height", "5");
        life.change("life-width", "7");
        JsonValue small = life.awaitState(state -> state.get("w").number() == 7 && state.get("h").number() == 5);
        assertEquals("", life.fieldError("life-size-error"));
        life.awaitValue("life-height", "5");
        Grid expected = new Grid(7, 5);
        expected.place(PatternLibrary.load("glider"), 2, 1);
        assertEquals(LifePage.checksum(expected), small.get("checksum").text(), "the glider, centred on 7 x 5");

        // Smaller than the pattern: refused in the panel's words, the board stays.
        life.change("life-width", "2");
        assertEquals("The loaded pattern (3 x 3) would not fit on a 2 x 5 board.",
                life.awaitFieldError("life-size-error", "would not fit"));
        assertEquals(7, life.state().get("w").number());

        // A pattern placed off the centre stays where it is while it fits there.
        life.open("w=64&h=48&pattern=glider&at=10,10");
        life.setValue("life-height", "30");
        life.change("life-width", "40");
        JsonValue kept = life.awaitState(state -> state.get("w").number() == 40 && state.get("h").number() == 30);
        Grid there = new Grid(40, 30);
        there.place(PatternLibrary.load("glider"), 10, 10);
        assertEquals(LifePage.checksum(there), kept.get("checksum").text());
    }

    @Test
    void aPlaceAtMistakeStandsBesideTheFieldsWithTheRealBoundInThePanelsWords() throws IOException {
        LifePage life = page().open("w=256&h=256&density=0");
        life.change("life-pattern", "glider");
        life.change("life-place-y", "3");
        life.change("life-place-x", "-50");
        life.click("life-place-at");
        assertEquals("The parameter x must be between 0 and 253, not -50.", life.awaitFieldError("life-place-error", "x must"));
        assertTrue(life.marked("life-place-x"));
        assertEquals("-50", life.value("life-place-x"));
        life.change("life-place-x", "5");
        life.change("life-place-y", "300");
        life.click("life-place-at");
        assertEquals("The parameter y must be between 0 and 253, not 300.", life.awaitFieldError("life-place-error", "y must"));
        assertFalse(life.marked("life-place-x"));
        assertTrue(life.marked("life-place-y"));
        life.change("life-place-y", "253");
        life.click("life-place-at");
        life.awaitState(state -> state.get("population").text().equals("5"));
        assertEquals("", life.fieldError("life-place-error"));
    }

    @Test
    void withoutWebGpuTheMenusAreFilledWhatNeedsAGpuIsDisabledAndOneSentenceSaysWhy() throws IOException {
        Browser browser = Browser.withoutAdapter();
        LifePage life = new LifePage(browser);
        browser.driver().get(browser.url("life.html"));
        assertEquals("error", browser.awaitState("error", "ready", "done"));
        assertFalse(browser.message().isEmpty(), "the page says why");
        assertTrue(options(life, "life-pattern") > 10, "the pattern library is listed");
        assertTrue(options(life, "life-speed") > 5);
        assertTrue(options(life, "life-algo") >= 4);
        for (String id : List.of("life-run", "life-step", "life-undo", "life-reset", "life-clear", "life-random",
                "life-rule", "life-width", "life-algo", "life-load-pattern", "life-place-pattern", "life-paste-load",
                "life-export", "life-share", "life-file", "life-zoom-in", "life-fit")) {
            assertFalse(life.element(id).isEnabled(), id + " needs a GPU and is disabled");
        }
        for (String id : List.of("life-help-button", "life-pattern", "life-theme")) {
            assertTrue(life.element(id).isEnabled(), id + " works without a GPU");
        }
        assertEquals("No GPU", life.element("life-timing").getText());
        life.click("life-help-button");
        assertTrue(life.shown("life-help"), "the help opens");
    }

    private static int options(LifePage life, String id) {
        List<WebElement> options = life.element(id).findElements(By.tagName("option"));
        return options.size();
    }

    private static String note(LifePage life) {
        return life.element("life-note").getText();
    }

    private static void awaitNote(LifePage life, String containing) {
        life.waitUpTo(java.time.Duration.ofSeconds(30))
                .until(d -> note(life).contains(containing));
    }
}
