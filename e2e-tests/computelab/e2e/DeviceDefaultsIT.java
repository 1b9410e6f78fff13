package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The form shows what will run. On a device without subgroups (hidden by the test hook) the scan's form
 * offers the portable reduce-then-scan as its default and runs it; on one with the least workgroup memory
 * WebGPU allows (16 KiB, which the device then enforces) the sort's form still offers onesweep, which runs
 * keys alone ranked by ballots with the whole tile (they leave workgroup memory by halves) and everything
 * else with smaller tiles. An algorithm chosen in the form is the one that runs, also when it is the one the
 * form showed, and a tile the device cannot hold is a sentence, never another algorithm.
 */
@ExtendWith(ConsoleOnFailure.class)
class DeviceDefaultsIT {
    private static final String NO_SUBGROUPS = "{\"hideFeatures\": [\"subgroups\"]}";
    private static final String SMALL_WORKGROUP_MEMORY = "{\"limits\": {\"maxComputeWorkgroupStorageSize\": 16384}}";
    private static final String SMALL_WORKGROUP_MEMORY_NO_SUBGROUPS =
            "{\"limits\": {\"maxComputeWorkgroupStorageSize\": 16384}, \"hideFeatures\": [\"subgroups\"]}";

    @Test
    void withoutSubgroupsTheScanFormShowsTheScanThatRunsAndRunsTheOneChosen() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable hidden = browser.deviceOverrides(NO_SUBGROUPS)) {
            browser.open("scan.html");
            assertEquals("reduce-then-scan", selected(browser, "algo"), "the default of a device without subgroups");
            JsonValue shown = runForm(browser, null);
            assertEquals("reduce-then-scan", shown.get("algo").text(), shown.toString());
            assertEquals("workgroup memory", shown.get("primitives").text(), shown.toString());
            assertTrue(shown.get("ok").bool(), shown.toString());

            JsonValue chosen = runForm(browser, "decoupled-lookback");
            assertEquals("decoupled-lookback", chosen.get("algo").text(), chosen.toString());
            assertEquals("workgroup memory", chosen.get("primitives").text(), chosen.toString());
            assertTrue(chosen.get("ok").bool(), chosen.toString());
            assertTrue(browser.driver().getCurrentUrl().contains("algo=decoupled-lookback"),
                    "the URL keeps the choice: " + browser.driver().getCurrentUrl());

            // Choosing the shown default explicitly runs it, not the other one.
            JsonValue again = runForm(browser, "reduce-then-scan");
            assertEquals("reduce-then-scan", again.get("algo").text(), again.toString());
        }
    }

    @Test
    void withSubgroupsTheScanFormShowsTheLookBackAndAnExplicitChoiceRuns() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("scan.html");
        assertEquals("decoupled-lookback", selected(browser, "algo"));
        JsonValue chosen = runForm(browser, "reduce-then-scan");
        assertEquals("reduce-then-scan", chosen.get("algo").text(), chosen.toString());
        assertEquals("subgroups", chosen.get("primitives").text(), chosen.toString());
    }

    @Test
    void withTheLeastWorkgroupMemoryTheSortFormShowsOnesweepAndATileTooLargeIsASentence() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        for (String overrides : new String[] { SMALL_WORKGROUP_MEMORY, SMALL_WORKGROUP_MEMORY_NO_SUBGROUPS }) {
            try (AutoCloseable small = browser.deviceOverrides(overrides)) {
                browser.open("sort.html");
                assertEquals("onesweep", selected(browser, "algo"), overrides);
                JsonValue shown = runForm(browser, null);
                assertEquals("onesweep", shown.get("algo").text(), shown.toString());
                assertTrue(shown.get("ok").bool(), shown.toString());
                JsonValue chosen = runForm(browser, "split-scan");
                assertEquals("split-scan", chosen.get("algo").text(), chosen.toString());
                assertTrue(chosen.get("ok").bool(), chosen.toString());

                // Keys and values ranked by ballots leave the tile by halves: the whole tile fits in 16 KiB.
                for (String values : new String[] { "0", "1" }) {
                    JsonValue whole = browser.open("sort.html?run=1&n=9000&algo=onesweep&values=" + values
                            + "&keys=16&reps=1");
                    if (overrides.equals(SMALL_WORKGROUP_MEMORY)) {
                        assertTrue(whole.get("ok").bool(), whole.toString());
                    } else {
                        assertTooLarge(whole);
                    }
                }
                assertEquals("onesweep", selected(browser, "algo"), "the form keeps what was asked for");
            }
        }
    }

    @Test
    void withoutSubgroupsTheReductionShowsItsDefaultAndRunsEachChosenVersion() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable hidden = browser.deviceOverrides(NO_SUBGROUPS)) {
            browser.open("reduce.html");
            assertEquals("fast", selected(browser, "algo"));
            JsonValue shown = runForm(browser, null);
            assertEquals("fast", shown.get("algo").text(), shown.toString());
            assertEquals("workgroup memory", shown.get("path").text(), shown.toString());
            assertTrue(shown.get("ok").bool(), shown.toString());
            for (WebElement option : new Select(browser.driver().findElement(By.id("field-algo"))).getOptions()) {
                String name = option.getAttribute("value");
                if (name.equals("ladder")) {
                    continue;
                }
                JsonValue chosen = runForm(browser, name);
                assertEquals(name, chosen.get("algo").text(), chosen.toString());
                assertTrue(chosen.get("ok").bool(), chosen.toString());
                assertFalse("subgroups".equals(chosen.get("path").text()), chosen.toString());
            }
        }
    }

    private static void assertTooLarge(JsonValue result) {
        assertEquals("error", result.get("state").text(), result.toString());
        String sentence = result.get("error").text();
        assertTrue(sentence.startsWith("The onesweep algorithm needs"), sentence);
        assertTrue(sentence.contains("workgroup memory with 16 keys per invocation"), sentence);
    }

    private static String selected(Browser browser, String param) {
        return new Select(browser.driver().findElement(By.id("field-" + param))).getFirstSelectedOption()
                .getAttribute("value");
    }

    /** Picks {@code algo} in the form (null: leaves it), a small size and one repetition, runs, returns the result. */
    private static JsonValue runForm(Browser browser, String algo) {
        if (algo != null) {
            new Select(browser.driver().findElement(By.id("field-algo"))).selectByValue(algo);
        }
        setText(browser, "n", "4099");
        setText(browser, "reps", "1");
        browser.submit();
        assertEquals("done", browser.awaitState("done", "error"), browser.resultText());
        return browser.result();
    }

    private static void setText(Browser browser, String param, String value) {
        WebElement field = browser.driver().findElement(By.id("field-" + param));
        field.clear();
        field.sendKeys(value);
    }
}
