package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

/**
 * The reaction-diffusion page as a person uses it: Play advances the fields at the chosen steps per frame
 * and shows the GPU time per step; a URL's wrong values stay marked in their fields beside the grid of the
 * rest, whose buttons work; a preset sets F and k; a value the panel cannot take stays where it was typed,
 * marked, with its sentence, until the next change; without WebGPU the panel is filled and disabled; the
 * share link rebuilds the grid and reaches the same step.
 */
@ExtendWith(ConsoleOnFailure.class)
class RdPageIT {
    private static Browser open(String query) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.driver().get(browser.url("reaction-diffusion.html?" + query));
        assertEquals("ready", browser.awaitState("ready", "error", "done"));
        browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> !d.findElement(By.id("rd-grid")).getText().isEmpty());
        return browser;
    }

    private static long steps(Browser browser) {
        return Long.parseLong(browser.driver().findElement(By.id("rd-status")).getDomAttribute("data-steps"));
    }

    /**
     * The step count once it holds still for half a second: a frame submitted before Pause was clicked still
     * lands and counts its steps after the click (read at once, the count could be a frame short, and Step's
     * frame then seemed to add 32).
     */
    private static long settledSteps(Browser browser) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        long seen = steps(browser);
        while (System.nanoTime() < deadline) {
            Thread.sleep(500);
            long now = steps(browser);
            if (now == seen) {
                return now;
            }
            seen = now;
        }
        throw new AssertionError("the step count still changes 20 s after Pause: " + seen);
    }

    private static String text(Browser browser, String id) {
        return browser.driver().findElement(By.id(id)).getText();
    }

    private static String value(Browser browser, String id) {
        return String.valueOf(browser.script("return document.getElementById(arguments[0]).value;", id));
    }

    private static void change(Browser browser, String id, String value) {
        browser.script("var e = document.getElementById(arguments[0]); e.value = arguments[1];"
                + " e.dispatchEvent(new Event('change'));", id, value);
    }

    @Test
    void playAdvancesByTheStepsPerFrameAndShowsTheGpuTimePerStep() throws IOException, InterruptedException {
        Browser browser = open("w=64&h=40&algo=tutorial");
        change(browser, "rd-speed", "16");
        browser.driver().findElement(By.id("rd-play")).click();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> steps(browser) >= 160);
        browser.driver().findElement(By.id("rd-play")).click();
        // Paused, the page rests: a few frames a second, not the display's 60.
        long frames = browser.animationFramesWithin(Duration.ofMillis(1500));
        assertTrue(frames <= 12, frames + " frames in 1.5 s of a paused grid");
        long paused = settledSteps(browser);
        assertEquals(0, paused % 16, "whole frames of 16 steps");
        assertTrue(text(browser, "rd-timing").matches("GPU .* per step.*"), text(browser, "rd-timing"));
        assertTrue(text(browser, "rd-rate").endsWith("cell-updates/s"), text(browser, "rd-rate"));
        browser.driver().findElement(By.id("rd-step")).click();
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> steps(browser) == paused + 16);
    }

    private static boolean marked(Browser browser, String id) {
        return "true".equals(browser.driver().findElement(By.id(id)).getDomAttribute("aria-invalid"));
    }

    private static boolean enabled(Browser browser, String id) {
        return browser.driver().findElement(By.id(id)).isEnabled();
    }

    private static void awaitText(Browser browser, String id, String expected) {
        browser.waitUpTo(Duration.ofSeconds(20)).withMessage(() -> id + " reads \"" + text(browser, id) + "\"; the "
                + "page says \"" + browser.message() + "\"").until(d -> text(browser, id).equals(expected));
    }

    @Test
    void aWrongUrlValueStaysMarkedInItsFieldBesideTheGridOfTheRestAndTheNextChangeTakesItsSentenceAway()
            throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable noHalf = browser.deviceOverrides("{\"hideFeatures\": [\"shader-f16\"]}")) {
            browser.driver().get(browser.url("reaction-diffusion.html?run=1&w=0&h=40&F=abc&precision=f16&steps=5"));
            assertEquals("error", browser.awaitState("error", "done"));
        }
        assertEquals("The parameter w must be between 1 and 1048576, not 0.", browser.message(), "the shell's sentence over the grid");
        awaitText(browser, "rd-grid", "256 × 40 torus · fast f32");
        assertEquals("0", value(browser, "rd-w"), "the wrong value stays in its field");
        assertTrue(marked(browser, "rd-w"));
        assertEquals("40", value(browser, "rd-h"));
        assertEquals("abc", value(browser, "rd-F"));
        assertTrue(marked(browser, "rd-F"));
        assertEquals("F must be a number, not \"abc\".", text(browser, "rd-model-error"));
        assertEquals("Width must be between 1 and 1048576, not 0. f16 precision needs the shader-f16 feature, which "
                + "this GPU's adapter does not offer; use f32.", text(browser, "rd-grid-error"), "in the panel's words");
        assertEquals("f32", value(browser, "rd-precision"), "a menu shows what is in use");
        assertTrue(marked(browser, "rd-precision"));
        assertEquals(Boolean.TRUE, browser.script("return document.querySelector(\"#rd-precision option[value=f16]\")"
                + ".disabled;"), "f16 is not offered where the adapter lacks shader-f16");
        assertEquals("0.062", value(browser, "rd-k"));
        assertEquals("1", value(browser, "rd-dt"), "numbers in their shortest form");
        assertEquals("fast", value(browser, "rd-algo"));

        browser.driver().findElement(By.id("rd-step")).click();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> steps(browser) == 8);
        browser.driver().findElement(By.id("rd-reset")).click();
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> steps(browser) == 0);
        assertEquals("", text(browser, "rd-simulation-error"), "the grid is built: Step and Reset work");
        assertEquals("", browser.message(), "an action takes the URL's sentence away");
        assertFalse(marked(browser, "rd-F"), "and the marks with it");
        assertEquals("", text(browser, "rd-model-error"));
        assertEquals("256", value(browser, "rd-w"), "the field shows the grid's width again");

        change(browser, "rd-algo", "tutorial");
        awaitText(browser, "rd-grid", "256 × 40 torus · tutorial f32");
        change(browser, "rd-preset", "mitosis");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> value(browser, "rd-F").equals("0.0367"));
        assertEquals("0.0649", value(browser, "rd-k"), "a preset's numbers as written");

        change(browser, "rd-k", "0.5");
        awaitText(browser, "rd-model-error", "The parameter k must be between 0 and 0.1, not 0.5.");
        assertEquals("0.5", value(browser, "rd-k"), "a refused value stays where it was typed");
        assertTrue(marked(browser, "rd-k"));
        change(browser, "rd-dt", "1.3");
        awaitText(browser, "rd-model-error", "The time step dt times the larger diffusion rate is 1.3, more than 1.25: the explicit "
                + "step would blow up; take a smaller dt.");
        assertEquals("0.0649", value(browser, "rd-k"), "the next change takes the earlier mistake away");
        assertFalse(marked(browser, "rd-k"));
        change(browser, "rd-Du", "0.5");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> text(browser, "rd-model-error").isEmpty());
        change(browser, "rd-dt", "1.3");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> !marked(browser, "rd-dt"));
        assertEquals("1.3", value(browser, "rd-dt"));
        change(browser, "rd-Dv", "0.95");
        awaitText(browser, "rd-model-error", "dt × (1.6 Dv + F + k) is 2.11, more than 2: the explicit step would blow "
                + "up; take a smaller dt, Dv, F or k.");
        assertEquals("0.95", value(browser, "rd-Dv"));
        assertTrue(marked(browser, "rd-Dv"));
        change(browser, "rd-Dv", "0.5");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> text(browser, "rd-model-error").isEmpty());
        assertFalse(marked(browser, "rd-Dv"));
    }

    @Test
    void everyWrongUrlValueOfTheIssueListIsKeptMarkedBesideTheGridOfTheRest() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        // URL, the field that shows the wrong value, what it shows, the panel's sentence, the grid of the rest.
        String[][] cases = {
            { "F=abc", "rd-F", "abc", "F must be a number, not \"abc\".", "32 × 24" },
            { "w=0", "rd-w", "0", "Width must be between 1 and 1048576, not 0.", "256 × 24" },
            { "k=1e9", "rd-k", "1e9", "The parameter k must be between 0 and 0.1, not 1e9.", "32 × 24" },
            { "Du=-1", "rd-Du", "-1", "Du must be between 0 and 10, not -1.", "32 × 24" },
            { "init=spiral", "rd-init", "center", "Unknown init \"spiral\": choose center, random.", "32 × 24" },
            { "F=NaN", "rd-F", "NaN", "F must be a number, not \"NaN\".", "32 × 24" },
            { "init=random&density=2", "rd-density", "2", "Density must be between 0 and 1, not 2.", "32 × 24" },
            { "steps=-1", "field-steps", "-1", null, "32 × 24" },
        };
        for (String[] wrong : cases) {
            String width = wrong[0].startsWith("w=") ? "" : "&w=32";
            browser.driver().get(browser.url("reaction-diffusion.html?run=1&h=24&algo=tutorial" + width + "&" + wrong[0]));
            assertEquals("error", browser.awaitState("error", "done"), wrong[0]);
            assertFalse(browser.message().isEmpty(), wrong[0] + ": the shell's sentence");
            awaitText(browser, "rd-grid", wrong[4] + " torus · tutorial f32");
            assertEquals(wrong[2], value(browser, wrong[1]), wrong[0]);
            assertTrue(marked(browser, wrong[1]), wrong[0] + " marks " + wrong[1]);
            if (wrong[3] != null) {
                String section = wrong[1].equals("rd-F") || wrong[1].equals("rd-k") || wrong[1].equals("rd-Du")
                        ? "rd-model-error" : "rd-grid-error";
                assertEquals(wrong[3], text(browser, section), wrong[0]);
            }
            browser.driver().findElement(By.id("rd-step")).click();
            browser.waitUpTo(Duration.ofSeconds(30)).until(d -> steps(browser) == 8);
            assertEquals("", text(browser, "rd-simulation-error"), wrong[0] + ": Step works");
        }
    }

    @Test
    void aPlayingGridWhoseFieldsBlowUpStopsAndSaysWhy() throws IOException {
        // F and k as a URL may give them (the panel takes neither): the explicit step is unstable.
        Browser browser = open("w=32&h=24&algo=tutorial&F=0.9&k=0.9");
        assertEquals("0.9", value(browser, "rd-F"));
        browser.driver().findElement(By.id("rd-play")).click();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> browser.message().startsWith("The fields became NaN"));
        assertTrue(browser.message().matches("The fields became NaN or infinite by step [0-9,]+: dt × \\(1\\.6 Dv \\+ F "
                + "\\+ k\\) is 2\\.6 \\(dt 1, Du 1, Dv 0\\.5, F 0\\.9, k 0\\.9\\), more than 2, so the explicit step blows "
                + "up; take a smaller dt, F or k\\."), browser.message());
        assertEquals("Play", text(browser, "rd-play"), "the grid stopped");
        long stopped = steps(browser);
        assertTrue(stopped >= 13, "the CPU's fields of this grid blow up at step 13: " + stopped);
    }

    @Test
    void withoutWebGpuThePanelListsItsChoicesShowsTheDefaultsAndDisablesWhatNeedsAGpu() throws IOException {
        Browser browser = Browser.withoutAdapter();
        browser.driver().get(browser.url("reaction-diffusion.html"));
        assertEquals("error", browser.awaitState("error", "ready", "done"));
        assertFalse(browser.message().isEmpty(), "the page says why");
        assertEquals(8L, browser.script("return document.getElementById('rd-preset').options.length;"));
        assertEquals(2L, browser.script("return document.getElementById('rd-algo').options.length;"));
        assertEquals("fast", value(browser, "rd-algo"));
        assertEquals("0.055", value(browser, "rd-F"));
        assertEquals("1", value(browser, "rd-dt"));
        assertEquals("256", value(browser, "rd-w"));
        for (String id : new String[] { "rd-play", "rd-step", "rd-reset", "rd-clear", "rd-seeds", "rd-share",
            "rd-export", "rd-F", "rd-w", "rd-preset" }) {
            assertFalse(enabled(browser, id), id + " needs a GPU and is disabled");
        }
        assertTrue(enabled(browser, "rd-message-close"));
    }

    @Test
    void theShareLinkRebuildsTheGridAtTheSameStep() throws IOException {
        Browser browser = open("w=48&h=30&algo=tutorial&init=random&density=0.3&seed=5&wrap=0");
        browser.driver().findElement(By.id("rd-step")).click();
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> steps(browser) == 8);
        browser.driver().findElement(By.id("rd-share")).click();
        browser.waitUpTo(Duration.ofSeconds(20))
                .until(d -> !value(browser, "rd-share-link").isEmpty());
        String link = value(browser, "rd-share-link");
        assertTrue(link.endsWith("reaction-diffusion.html?run=1&w=48&h=30&steps=8&init=random&density=0.3&seed=5"
                + "&wrap=0&algo=tutorial"), link);
        browser.driver().get(link);
        assertEquals("done", browser.awaitState("done", "error"), browser.resultText());
        JsonValue result = browser.result();
        assertEquals(8, result.get("steps").number());
        assertTrue(result.get("ok").bool(), result.toString());
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> steps(browser) == 8);
    }
}
