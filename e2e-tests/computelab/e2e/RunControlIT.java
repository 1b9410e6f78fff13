package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The run control every page shares: a parameter it does not understand (run included) is an error at
 * once; while a run goes the page shows what it does, for how long and how far, with its Run button
 * disabled; Cancel stops within a second and leaves a usable page.
 */
@ExtendWith(ConsoleOnFailure.class)
class RunControlIT {
    @ParameterizedTest
    @CsvSource({ "index, 2", "scan, 2", "reduce, yes", "life, yes", "bench, true" })
    void aRunValueThatIsNotOneOrZeroIsAnErrorWithinFiveSeconds(String page, String run) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        long start = System.nanoTime();
        browser.driver().get(browser.url(page + ".html?run=" + run));
        browser.waitUpTo(Duration.ofSeconds(5)).until(d -> "error".equals(browser.state()));
        assertTrue(System.nanoTime() - start < 5_000_000_000L);
        String sentence = browser.result().get("error").text();
        assertEquals("The parameter run must be 1 or 0, not \"" + run + "\".", sentence);
        assertEquals(sentence, browser.message());
    }

    @Test
    void aLongScanShowsItsProgressAndStopsWithinASecondOfCancel() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("scan.html?n=2%5E18&algo=reduce-then-scan&reps=1000");
        WebElement run = browser.driver().findElement(By.id("run"));
        run.click();
        WebDriverWait wait = browser.waitUpTo(Duration.ofSeconds(60));
        // The bar appears once the run has started, which on a busy machine is not at once.
        WebElement progress = wait.until(d -> d.findElements(By.id("run-progress")).stream().findFirst().orElse(null));
        wait.until(d -> value(progress) > 0);
        double first = value(progress);
        wait.until(d -> value(progress) > first);
        assertEquals("running", browser.state());
        assertNotNull(run.getAttribute("disabled"), "Run waits while a run goes");
        assertTrue(browser.driver().findElement(By.id("run-status")).getText().startsWith("Timing 1000 repetitions"),
                browser.driver().findElement(By.id("run-status")).getText());
        assertTrue(browser.driver().findElement(By.id("run-elapsed")).getText().endsWith(" s"));

        // Timed in the page, from the press of Cancel to the page reading cancelled, as a person sees it.
        browser.timePress("cancel-run", "document.body.getAttribute('data-state') === 'cancelled'");
        browser.driver().findElement(By.id("cancel-run")).click();
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> "cancelled".equals(browser.state()));
        double millis = browser.pressMillis();
        assertTrue(millis < 1000, "cancel took " + millis + " ms");
        assertEquals("cancelled", browser.result().get("state").text());
        assertTrue(browser.driver().findElement(By.id("run-status")).getText().startsWith("Cancelled in"));
        assertTrue(browser.message().startsWith("Cancelled"), browser.message());

        assertFalse(run.getAttribute("disabled") != null, "Run is back");
        browser.script("document.getElementById('field-reps').value = '3';"
                + "document.getElementById('field-n').value = '1000';");
        run.click();
        assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
        assertTrue(browser.result().get("ok").bool());
    }

    /**
     * One repetition of a Blelloch scan of 2^24 takes many seconds on SwiftShader, in submissions the GPU
     * cannot leave: the next run does not wait for them (it opens a new device), and the cancel is a note in
     * the page's colours, not the error box. In a browser of its own: the abandoned work goes on in it. Not
     * larger: making the input of a run (in the page's script) and its buffers costs in proportion.
     */
    @Test
    void aRunAfterCancellingALongPassFinishesWithinSecondsAndTheCancelIsANote() throws IOException {
        Browser browser = Browser.ownWithWebGpu();
        try {
            browser.open("scan.html?n=2%5E24&algo=blelloch&reps=10");
            browser.submit();
            WebDriverWait wait = browser.waitUpTo(Duration.ofMinutes(2));
            wait.until(d -> d.findElements(By.id("run-status")).stream()
                    .anyMatch(status -> status.getText().startsWith("Warming up the GPU on the blelloch scan")));
            browser.driver().findElement(By.id("cancel-run")).click();
            browser.waitUpTo(Duration.ofSeconds(5)).until(d -> "cancelled".equals(browser.state()));
            // When the abandoned work is done: the next run must not wait for that.
            browser.script("window.labDevice().queue.onSubmittedWorkDone()"
                    + ".then(function () { window.abandonedWorkDone = true; });");
            WebElement message = browser.driver().findElement(By.id("message"));
            assertEquals("Cancelled: the run stopped before it finished; nothing of it is shown.", message.getText());
            assertEquals("note", message.getAttribute("class"));
            String errorBox = (String) browser.script(
                    "return getComputedStyle(document.documentElement).getPropertyValue('--error-bg').trim();");
            assertFalse(errorBox.isEmpty());
            String background = message.getCssValue("background-color");
            assertFalse(background.equals(rgb(errorBox)), "the cancel is shown as an error: " + background);

            browser.script("document.getElementById('field-n').value = '1000';"
                    + "document.getElementById('field-reps').value = '3';");
            long start = System.nanoTime();
            browser.submit();
            assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
            long millis = (System.nanoTime() - start) / 1_000_000;
            // The abandoned repetition takes many seconds on an idle machine, the next run on a new
            // device about two seconds: it ends first however busy the machine is with other work.
            assertEquals(null, browser.script("return window.abandonedWorkDone;"),
                    "the run after the cancel waited for the cancelled run's work (" + millis + " ms)");
            assertTrue(millis < 60_000, "the run after the cancel took " + millis + " ms");
            assertTrue(browser.result().get("ok").bool());
            assertTrue(message.getText().isEmpty(), message.getText());
        } finally {
            browser.quit();
        }
    }

    /** A CSS colour as "#rrggbb" in the "rgba(r, g, b, 1)" form getCssValue gives. */
    private static String rgb(String hex) {
        int value = Integer.parseInt(hex.substring(1), 16);
        return "rgba(" + (value >> 16) + ", " + (value >> 8 & 255) + ", " + (value & 255) + ", 1)";
    }

    @Test
    void aLongRunSaysHowLongItWillTakeBeforeItsTimedRepetitionsAndAShortOneDoesNot() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        // On SwiftShader one sort of 2^18 keys takes about a quarter of a second: 100 of them are worth an
        // estimate (past 5 s).
        browser.open("sort.html?n=2%5E18&reps=100");
        List<String> statuses = statusesOfOneRun(browser, "done", "cancelled");
        String estimate = statuses.stream().filter(text -> text.contains("on this adapter")).findFirst().orElse("");
        assertTrue(estimate.matches("Timing 100 repetitions of the onesweep sort: about \\d+ (seconds|minutes) on this "
                + "adapter"), statuses.toString());

        browser.open("scan.html?n=1000&reps=10");
        statuses = statusesOfOneRun(browser, "done");
        assertTrue(statuses.stream().anyMatch(text -> text.startsWith("Timing 10 repetitions")), statuses.toString());
        assertTrue(statuses.stream().noneMatch(text -> text.contains("on this adapter")), statuses.toString());
    }

    /**
     * Clicks Run and gives every text the run bar's status showed until the estimate is seen (the run
     * is then cancelled) or the run ends.
     */
    @SuppressWarnings("unchecked")
    private static List<String> statusesOfOneRun(Browser browser, String... ends) {
        // The run bar appears with the first run: watch the whole page for its status text.
        browser.script("window.statuses = []; new MutationObserver(function () {"
                + " var status = document.getElementById('run-status'); var text = status && status.textContent;"
                + " if (text && text !== window.statuses[window.statuses.length - 1]) window.statuses.push(text); })"
                + ".observe(document.body, {childList: true, characterData: true, subtree: true});");
        browser.submit();
        browser.waitUpTo(Duration.ofMinutes(2)).until(d -> List.of(ends).contains(browser.state())
                || ((List<String>) browser.script("return window.statuses;")).stream()
                        .anyMatch(text -> text.contains("on this adapter")));
        List<String> statuses = (List<String>) browser.script("return window.statuses;");
        if ("running".equals(browser.state())) {
            browser.driver().findElement(By.id("cancel-run")).click();
            browser.awaitState("cancelled");
        }
        return statuses;
    }

    @Test
    void theResultJsonIsIndentedForPeopleAndExactForProgramsAndCanBeCopied() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("reduce.html?run=1&n=1000&reps=2");
        assertEquals("done", result.get("state").text());
        String pretty = browser.driver().findElement(By.id("result-pretty")).getAttribute("textContent");
        assertTrue(pretty.startsWith("{\n  \"page\": \"reduce\",\n  \"state\": \"done\""), pretty);
        String exact = browser.driver().findElement(By.id("result")).getAttribute("textContent");
        assertFalse(exact.contains("\n"), "#result keeps the result's own text");
        for (String key : List.of("gpuMs", "value", "readGBs")) {
            assertTrue(exact.contains("\"" + key + "\""), exact);
        }
        assertNotNull(browser.driver().findElement(By.id("copy-result")));
    }

    private static double value(WebElement progress) {
        String value = progress.getAttribute("value");
        return value == null ? 0 : Double.parseDouble(value);
    }
}
