package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The benchmark page in headless Chromium on SwiftShader. URLs escape '^' as %5E: the test server's URI parser refuses it raw. */
@ExtendWith(ConsoleOnFailure.class)
class BenchIT {
    /** The fields every measured row carries (docs/page-contract.md, bench.html). */
    static final List<String> ROW_FIELDS = List.of("suite", "algo", "n", "gpuMsMedian", "gpuMsMin", "copyGBs",
            "readGBs", "fractionOfCopy", "allocatedBytes", "scratchBytes", "ok");

    /** The suites the page offers, read from its form: every registered one, without "all". */
    private static List<String> registeredSuites(Browser browser) {
        List<String> suites = new ArrayList<>();
        for (WebElement option : browser.driver().findElements(By.cssSelector("#field-suite option"))) {
            if (!option.getAttribute("value").equals("all")) {
                suites.add(option.getAttribute("value"));
            }
        }
        return suites;
    }

    /** Checks one measured row's fields and that its derived numbers follow from its times. */
    static void assertMeasuredRow(JsonValue row) {
        for (String field : ROW_FIELDS) {
            assertTrue(row.has(field), "row lacks " + field + ": " + row);
        }
        assertTrue(row.get("ok").bool(), row.toString());
        String throughputKey = row.get("suite").text().equals("life") ? "gcellsPerS" : "gelemPerS";
        double median = row.get("gpuMsMedian").number();
        assertTrue(median > 0 && row.get("gpuMsMin").number() <= median, row.toString());
        double items = row.get("items").number();
        assertEquals(items / median / 1e6, row.get(throughputKey).number(), 1e-9 * items / median, row.toString());
        double traffic = row.get("minimumTrafficBytes").number();
        // A read-only case (a reduction, the read kernel) is bounded by the read kernel, not by a copy.
        boolean readOnly = row.has("fractionOfRead");
        String ceiling = readOnly ? "read" : "copy";
        double ceilingMillis = traffic / row.get(ceiling + "GBs").number() / 1e6;
        String fraction = readOnly ? "fractionOfRead" : "fractionOfCopy";
        assertEquals(ceilingMillis / median, row.get(fraction).number(), 1e-6 * ceilingMillis / median,
                row.toString());
        if (readOnly) {
            assertTrue(row.get("fractionOfCopy").isNull(), row.toString());
        }
        assertTrue(row.get("allocatedBytes").number() >= row.get("scratchBytes").number(), row.toString());
    }

    @Test
    void aRunOfEverySuiteMeasuresEveryAlgorithmAndShowsTableAndCharts() throws IOException {
        Browser browser = Browser.withWebGpu();
        JsonValue result = browser.open("bench.html?run=1&suite=all&sizes=2%5E16&reps=3");
        assertEquals("done", result.get("state").text(), result.toString());
        assertEquals("bench", result.get("page").text());
        assertTrue(result.get("adapter").has("description"));
        assertFalse(result.get("cancelled").bool());
        JsonValue plan = browser.run("suite=all&sizes=2^16&reps=3&plan=1").get("plan");
        JsonValue rows = result.get("results");
        assertEquals(plan.size(), rows.size(), "one row per planned case");
        List<String> suitesSeen = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            JsonValue row = rows.at(i);
            assertEquals(plan.at(i).get("suite").text(), row.get("suite").text());
            assertEquals(plan.at(i).get("algo").text(), row.get("algo").text());
            assertMeasuredRow(row);
            if (!suitesSeen.contains(row.get("suite").text())) {
                suitesSeen.add(row.get("suite").text());
            }
        }
        assertEquals(registeredSuites(browser), suitesSeen, "every registered suite has rows");
        List<String> copyAlgorithms = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.at(i).get("suite").text().equals("copy")) {
                copyAlgorithms.add(rows.at(i).get("algo").text());
            }
        }
        assertEquals(List.of("copy", "read", "copy-x4", "read-x4"), copyAlgorithms);

        assertEquals(rows.size(), browser.driver().findElements(By.cssSelector("#bench-table tbody tr")).size());
        for (String suite : suitesSeen) {
            WebElement chart = browser.driver().findElement(By.cssSelector("svg[data-suite='" + suite + "']"));
            assertFalse(chart.findElements(By.cssSelector("polyline.ceiling")).isEmpty(), suite + " has a ceiling");
            assertFalse(chart.findElements(By.cssSelector("polyline.series")).isEmpty(), suite + " has series");
        }
    }

    @Test
    void cancellingStopsTheRunningCaseAndReportsTheRowsDone() throws IOException {
        Browser browser = Browser.withWebGpu();
        assertEquals("ready", browser.open("bench.html?suite=copy&sizes=2%5E12,2%5E13,2%5E14&reps=2").get("state").text());
        // Press Cancel as soon as the second case is announced: the run stops within that case (between
        // batches of repetitions) and reports the one case it finished.
        browser.script("var line = document.getElementById('progress');"
                + "new MutationObserver(function() {"
                + "  if (line.textContent.indexOf('case 2 of 12') === 0) document.getElementById('cancel').click();"
                + "}).observe(line, {childList: true, characterData: true, subtree: true});");
        browser.driver().findElement(By.id("run")).click();
        assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
        JsonValue result = browser.result();
        assertTrue(result.get("cancelled").bool(), result.toString());
        assertEquals(1, result.get("results").size(), result.toString());
        assertMeasuredRow(result.get("results").at(0));
        assertTrue(browser.driver().findElement(By.id("output")).getText().contains("Cancelled"));
        assertFalse(browser.driver().findElement(By.id("cancel")).isDisplayed(), "Cancel hides after the run");
    }

    @Test
    void badParametersEndInOneSentenceEach() throws IOException {
        Browser browser = Browser.withWebGpu();
        browser.open("bench.html");
        Map<String, String> cases = Map.of(
                "suite=sort", "Unknown suite \"sort\"",
                "sizes=0", "The parameter sizes must be between 1 and",
                "sizes=2^40", "The size 2^40 is over this device's limit for",
                "reps=0", "The parameter reps must be between 1 and 1000",
                "algos=quick", "Unknown algorithm \"quick\"",
                "sizes=lots", "The parameter sizes must be a whole number",
                "sizes=2^10,,2^12", "The parameter sizes must be a whole number",
                "speed=1", "Unknown parameter \"speed\"");
        cases.forEach((query, start) -> {
            JsonValue result = browser.run(query);
            assertEquals("error", result.get("state").text(), query + " -> " + result);
            assertTrue(result.get("error").text().startsWith(start), query + " -> " + result.get("error").text());
        });
    }

    @Test
    void textFromTheUrlIsShownAsTextNeverAsHtml() throws IOException {
        Browser browser = Browser.withWebGpu();
        JsonValue result = browser.open("bench.html?run=1&suite=%3Cb%3Ebold%3C/b%3E");
        assertEquals("error", result.get("state").text());
        assertTrue(browser.message().contains("<b>bold</b>"), browser.message());
        assertTrue(browser.driver().findElements(By.tagName("b")).isEmpty(), "URL text must never become HTML");
    }

    @Test
    void theResultDownloadsAsTheSameJsonAndCopyingSaysWhatHappened() throws IOException {
        Browser browser = Browser.withWebGpu();
        JsonValue result = browser.open("bench.html?run=1&suite=copy&sizes=2%5E12&algos=copy&reps=2");
        assertEquals("done", result.get("state").text(), result.toString());
        browser.script("window.labDownloads = [];"
                + "HTMLAnchorElement.prototype.click = function() {"
                + "  window.labDownloads.push({href: this.href, name: this.download}); };");
        browser.driver().findElement(By.id("download")).click();
        assertEquals("bench-results.json", browser.script("return window.labDownloads[0].name;"));
        String href = (String) browser.script("return window.labDownloads[0].href;");
        assertTrue(href.startsWith("blob:" + browser.url("").replaceAll("/$", "")), href);
        Object downloaded = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + "fetch(window.labDownloads[0].href).then(function(r) { return r.text(); }).then(done);");
        assertEquals(browser.driver().findElement(By.id("result")).getAttribute("textContent"), downloaded);

        browser.driver().findElement(By.id("copy-json")).click();
        new WebDriverWait(browser.driver(), Duration.ofSeconds(10))
                .until(d -> !d.findElement(By.id("export-status")).getText().isEmpty());
        String status = browser.driver().findElement(By.id("export-status")).getText();
        assertTrue(status.startsWith("Copied") || status.startsWith("Copying failed"), status);
    }
}
