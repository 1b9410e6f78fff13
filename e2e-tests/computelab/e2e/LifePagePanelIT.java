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
import org.openqa.selenium.Keys;
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
        return new LifePage(Browser.withWebGpuSoftwareCompositing());
    }

    @Test
    void gollysGenerationsNotationTypedWithEnterShowsAsItsCanonicalRuleOnTheEngineThatRunsIt() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider");
        life.type("field-rule", "/2/3");
        JsonValue brain = life.awaitState(state -> state.get("rule").text().equals("B2/S/C3"));
        assertEquals("generations", brain.get("algo").text());
        assertEquals("B2/S/C3", life.awaitValue("field-rule", "B2/S/C3"), "the rule field says the board's rule");
        assertEquals("generations", life.awaitValue("field-algo", "generations"), "the engine menu says the engine in use");
        for (String name : List.of("w", "h", "rule", "wrap", "algo")) {
            assertEquals(1L, life.script().executeScript("return document.getElementsByName(arguments[0]).length;", name),
                    "one control for " + name + ", the URL form's, in the panel");
            assertEquals(Boolean.TRUE, life.script().executeScript("return !!document.getElementById('field-' + "
                    + "arguments[0]).closest('.life-panel');", name), name + " is in the panel");
        }
    }

    @Test
    void aLifeLikeRuleInGollysNotationShowsInCanonicalForm() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider");
        life.type("field-rule", "23/3");
        assertEquals("B3/S23", life.awaitValue("field-rule", "B3/S23"), "the same rule, written as the board has it");
        life.type("field-rule", "23/36");
        life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        assertEquals("B36/S23", life.awaitValue("field-rule", "B36/S23"));
    }

    @Test
    void anEngineThatCannotRunTheRuleIsRefusedBesideItsMenuWhichShowsTheEngineInUse() throws IOException {
        LifePage life = page().open("w=64&h=48&rule=%2F2%2F3&density=0.3");
        assertEquals("generations", life.state().get("algo").text());
        new Select(life.element("field-algo")).selectByValue("bitpacked");
        String refusal = life.awaitFieldError("life-engine-error", "needs the generations engine");
        assertTrue(refusal.startsWith("The bitpacked engine runs two-state rules"), refusal);
        assertEquals("generations", life.awaitValue("field-algo", "generations"), "the menu shows the engine in use");
        assertEquals("generations", life.state().get("algo").text());
        assertEquals("", life.message(), "nothing over the board");
    }

    @Test
    void notesBelongToTheStateTheyDescribeAndGoWithTheNextAction() throws IOException {
        LifePage life = page().open("w=64&h=48&pattern=glider");
        life.type("field-rule", "/2/3");
        awaitNote(life, "the board moved to it");
        life.type("field-rule", "B9");
        life.awaitFieldError("life-rule-error", "Unknown rule");
        assertEquals("", note(life), "the note about the rule before is gone");

        life.change("life-paste", "x = 3, y = 1\n3o!");
        life.click("life-paste-load");
        awaitNote(life, "Pattern loaded.");
        assertEquals("", life.fieldError("life-rule-error"), "and so is the mistake");
        assertEquals("B2/S/C3", life.awaitValue("field-rule", "B2/S/C3"), "the rule field shows the board's rule again");
        life.type("field-w", "abc");
        life.awaitFieldError("life-size-error", "Width must be a whole number");
        assertEquals("", note(life), "a new mistake takes the old note away");
    }

    @Test
    void aUrlMistakeStaysInItsMarkedFieldBesideTheBoardOfTheRestOfTheUrl() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        LifePage life = new LifePage(browser);
        browser.driver().get(browser.url("life.html?run=1&rule=B9&w=64&h=48&pattern=glider"));
        browser.awaitState("error", "done");
        JsonValue board = life.awaitState(state -> state.has("w"));
        assertEquals(64, board.get("w").number(), "the rest of the URL is the board");
        assertEquals(48, board.get("h").number());
        assertEquals("5", board.get("population").text());
        assertEquals("64", life.awaitValue("field-w", "64"));
        assertTrue(life.awaitFieldError("life-rule-error", "Unknown rule").startsWith("Unknown rule \"B9\""));
        assertEquals("B9", life.value("field-rule"), "the panel shows what was asked");
        assertTrue(life.marked("field-rule"));
        assertEquals("invalid", life.element("label-rule").getAttribute("class"));
        assertEquals("", life.message(), "said once, beside the field, not again over the board");

        life.type("field-rule", "B36/S23");
        life.awaitState(state -> state.get("rule").text().equals("B36/S23"));
        assertFalse(life.marked("field-rule"), "the corrected field is no longer marked");
        assertEquals("", life.fieldError("life-rule-error"));
        assertFalse("invalid".equals(life.element("label-rule").getAttribute("class")));

        // One sentence for each mistake, both in the panel's words, with the fields' own labels.
        browser.driver().get(browser.url("life.html?w=0&h=0&pattern=glider"));
        browser.awaitState("error", "ready");
        life.awaitState(state -> state.has("w"));
        assertEquals("Width must be between 1 and 1073741824, not 0. Height must be between 1 and 1073741824, not 0.",
                life.awaitFieldError("life-size-error", "Height"));
        assertEquals("0", life.awaitValue("field-w", "0"));
        assertEquals("0", life.value("field-h"));
        assertTrue(life.marked("field-w") && life.marked("field-h"), "both fields are marked");
        assertEquals("", life.message(), "and nothing says it again over the board, in other words");

        // A size this device cannot hold stays as asked, marked, beside one sentence; the board is the rest's.
        browser.driver().get(browser.url("life.html?w=100000&h=100000&rule=B36/S23&pattern=glider"));
        browser.awaitState("ready", "error");
        JsonValue rest = life.awaitState(state -> state.has("w") && state.get("rule").text().equals("B36/S23"));
        assertEquals("5", rest.get("population").text(), "the URL's glider, on the board of the rest of the URL");
        String sentence = life.awaitFieldError("life-size-error", "100000 x 100000");
        assertEquals(1, sentence.split("100000 x 100000", -1).length - 1, "one sentence: " + sentence);
        assertEquals("100000", life.awaitValue("field-w", "100000"), "the size the URL asked for");
        assertEquals("100000", life.value("field-h"));
        assertTrue(life.marked("field-w") && life.marked("field-h"));
        assertEquals("", life.message());
    }

    @Test
    void resizingKeepsALoadedPatternRecentredWhereItFits() throws IOException {
        // The checks below need a canvas taller than the test window's (Browser.WINDOW_HEIGHT).
        try (Viewport tall = Viewport.of(Browser.withWebGpuSoftwareCompositing(), 1200, 900)) {
            LifePage life = page().open("w=256&h=256&density=0");
            life.change("life-pattern", "glider");
            life.click("life-load-pattern");
            JsonValue loaded = life.awaitState(state -> state.get("population").text().equals("5"));
            // Fitted, but among its surroundings: not a few cells filling the board.
            double scale = loaded.get("scale").number();
            assertTrue(scale > 1 && scale <= 32, "a loaded glider is shown at " + scale + " pixels a cell");
            assertTrue(loaded.get("canvasWidth").number() / scale >= 9, "the view is at least three gliders wide");
            life.setValue("field-h", "5");
            life.change("field-w", "7");
            JsonValue small = life.awaitState(state -> state.get("w").number() == 7 && state.get("h").number() == 5);
            assertEquals("", life.fieldError("life-size-error"));
            life.awaitValue("field-h", "5");
            Grid expected = new Grid(7, 5);
            expected.place(PatternLibrary.load("glider"), 2, 1);
            assertEquals(LifePage.checksum(expected), small.get("checksum").text(), "the glider, centred on 7 x 5");

            // Smaller than the pattern: refused in the panel's words, the board stays.
            life.change("field-w", "2");
            assertEquals("The loaded pattern (3 x 3) would not fit on a 2 x 5 board.",
                    life.awaitFieldError("life-size-error", "would not fit"));
            assertEquals(7, life.state().get("w").number());

            // A pattern placed off the centre stays where it is while it fits there.
            life.open("w=64&h=48&pattern=glider&at=10,10");
            life.setValue("field-h", "30");
            life.change("field-w", "40");
            JsonValue kept = life.awaitState(state -> state.get("w").number() == 40 && state.get("h").number() == 30);
            Grid there = new Grid(40, 30);
            there.place(PatternLibrary.load("glider"), 10, 10);
            assertEquals(LifePage.checksum(there), kept.get("checksum").text());

            // Width, Tab, height, Enter: the width's board is built while the height is typed, which stays.
            life.setValue("field-w", "");
            life.element("field-w").sendKeys("3", Keys.TAB);
            life.element("field-h").sendKeys(Keys.chord(Keys.CONTROL, "a"), "3");
            life.awaitState(state -> state.get("w").number() == 3 && state.get("h").number() == 30);
            life.awaitDrawn();
            assertEquals("3", life.value("field-h"), "the height being typed is left as typed");
            life.element("field-h").sendKeys(Keys.ENTER);
            life.awaitState(state -> state.get("w").number() == 3 && state.get("h").number() == 3);
            assertEquals("3", life.awaitValue("field-w", "3"));
            assertEquals("3", life.awaitValue("field-h", "3"));
            assertEquals("", life.fieldError("life-size-error"));
        }
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
        assertTrue(options(life, "field-algo") >= 4);
        for (String id : List.of("life-run", "life-step", "life-undo", "life-reset", "life-clear", "life-random",
                "field-rule", "field-w", "field-algo", "life-load-pattern", "life-place-pattern", "life-paste-load",
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
