package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

/**
 * The reaction-diffusion page as a person uses it: Play advances the fields at the chosen steps per frame
 * and shows the GPU time per step; a preset sets F and k; a value the model cannot take is refused with
 * its sentence beside the field; the share link rebuilds the grid and reaches the same step.
 */
@ExtendWith(ConsoleOnFailure.class)
class RdPageIT {
    private static Browser open(String query) throws IOException {
        Browser browser = Browser.withWebGpu();
        browser.driver().get(browser.url("reaction-diffusion.html?" + query));
        assertEquals("ready", browser.awaitState("ready", "error", "done"));
        browser.waitUpTo(Duration.ofSeconds(30))
                .until(d -> !d.findElement(By.id("rd-grid")).getText().isEmpty());
        return browser;
    }

    private static long steps(Browser browser) {
        return Long.parseLong(browser.driver().findElement(By.id("rd-status")).getDomAttribute("data-steps"));
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
    void playAdvancesByTheStepsPerFrameAndShowsTheGpuTimePerStep() throws IOException {
        Browser browser = open("w=64&h=40&algo=tutorial");
        change(browser, "rd-speed", "16");
        browser.driver().findElement(By.id("rd-play")).click();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> steps(browser) >= 160);
        browser.driver().findElement(By.id("rd-play")).click();
        long paused = steps(browser);
        assertEquals(0, paused % 16, "whole frames of 16 steps");
        assertTrue(text(browser, "rd-timing").matches("GPU .* per step.*"), text(browser, "rd-timing"));
        assertTrue(text(browser, "rd-rate").endsWith("cell-updates/s"), text(browser, "rd-rate"));
        browser.driver().findElement(By.id("rd-step")).click();
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> steps(browser) == paused + 16);
    }

    @Test
    void aPresetSetsFAndKAndABadValueIsRefusedBesideItsField() throws IOException {
        Browser browser = open("w=32&h=32&algo=tutorial");
        change(browser, "rd-preset", "mitosis");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> value(browser, "rd-F").equals("0.0367"));
        assertEquals("0.0649", value(browser, "rd-k"));
        change(browser, "rd-k", "-1");
        browser.waitUpTo(Duration.ofSeconds(20))
                .until(d -> !text(browser, "rd-model-error").isEmpty());
        assertEquals("The parameter k must be between 0 and 1, not -1.", text(browser, "rd-model-error"));
        assertEquals("0.0649", value(browser, "rd-k"), "the field shows the value in use again");
        change(browser, "rd-k", "0.06");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> text(browser, "rd-model-error").isEmpty());
        assertEquals("", value(browser, "rd-preset"), "no preset has F 0.0367 and k 0.06");
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
