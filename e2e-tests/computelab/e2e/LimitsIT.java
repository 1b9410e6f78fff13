package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * Every page at its limits and under failure. The largest size a page names runs, on a device whose
 * limits a test hook lowers to 1 MiB per buffer so the run stays small (the pages' checks, plans and
 * grids see the lowered limits; the GPU refuses nothing, so a buffer past them is caught by the lab's
 * own refusal, which fails the run); one more is a sentence naming what is short. An out-of-memory is
 * named with the bytes asked for, and the next run works.
 */
@ExtendWith(ConsoleOnFailure.class)
class LimitsIT {
    /** 2^18 elements of 4 bytes fill one buffer. */
    static final String ONE_MIB = "{\"limits\": {\"maxBufferSize\": 1048576, \"maxStorageBufferBindingSize\": 1048576}}";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "scan.html?run=1&n=2%5E18&reps=2",
        "scan.html?run=1&n=262143&type=f32&algo=blelloch&reps=1",
        "reduce.html?run=1&n=2%5E18&reps=2",
        "reduce.html?run=1&n=262100&offset=44&type=i32&op=min&reps=1",
        "sort.html?run=1&n=2%5E18&reps=1",
        "sort.html?run=1&n=2%5E18&values=1&algo=split-scan&reps=1",
        "life.html?run=1&w=4096&h=2048&density=0.3&gens=3&render=0",
        "histogram.html?run=1&n=2%5E18&bins=65536&reps=1",
    })
    void eachPageRunsAtTheLargestSizeItNames(String page) throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable small = browser.deviceOverrides(ONE_MIB)) {
            JsonValue result = browser.open(page);
            assertEquals("done", result.get("state").text(), result.toString());
            if (result.has("ok")) {
                assertTrue(result.get("ok").bool(), result.toString());
            }
        }
    }

    @Test
    void theBenchRunsEachSuiteAtItsLargestSize() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable small = browser.deviceOverrides(ONE_MIB)) {
            JsonValue result = browser.open("bench.html?run=1&suite=all&sizes=2%5E18&reps=2"
                    + "&algos=decoupled-lookback,fast,bitpacked,copy");
            assertEquals("done", result.get("state").text(), result.toString());
            JsonValue rows = result.get("results");
            assertTrue(rows.size() >= 4, result.toString());
            for (int i = 0; i < rows.size(); i++) {
                JsonValue row = rows.at(i);
                if (row.get("suite").text().equals("rd")) {
                    // A reaction-diffusion cell is two floats: 2^18 cells are twice the lowered binding, which
                    // the row names instead of failing the run.
                    assertTrue(row.get("error").text().contains("maxStorageBufferBindingSize"), row.toString());
                    continue;
                }
                assertFalse(row.has("error") && !row.get("error").isNull(), row.toString());
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "scan.html?run=1&n=262145     | 262144",
        "sort.html?run=1&n=262145     | 262144",
        "reduce.html?run=1&n=262145   | 262144",
        "life.html?run=1&w=4096&h=2049&render=0 | A 4096 x 2049 grid needs 1049088 bytes per buffer with the "
            + "bitpacked engine, more than this device allows (1048576 bytes, maxStorageBufferBindingSize).",
        "reaction-diffusion.html?run=1&w=512&h=257&steps=1&render=0 | A 512 x 257 grid needs 1052672 bytes per "
            + "buffer with the fast engine in f32, more than this device allows (1048576 bytes, "
            + "maxStorageBufferBindingSize).",
    })
    void oneMoreThanTheLargestSizeIsASentenceNamingTheLimit(String page, String named) throws Exception {
        assertRefusedNaming(ONE_MIB, page, named);
    }

    /**
     * Where maxBufferSize is the smaller limit, a buffer that kernels bind whole meets that one, and the
     * sentence names it.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "life.html?run=1&w=4096&h=2049&render=0 | A 4096 x 2049 grid needs 1049088 bytes per buffer with the "
            + "bitpacked engine, more than this device allows (1048576 bytes, maxBufferSize).",
        "life.html?run=1&w=2048&h=2048&algo=naive&render=0 | A 2048 x 2048 grid needs 16 MiB per buffer with the "
            + "naive engine, more than this device allows (1 MiB, maxBufferSize); the bitpacked engine needs 32 "
            + "times less memory.",
        "reaction-diffusion.html?run=1&w=512&h=257&steps=1&render=0 | A 512 x 257 grid needs 1052672 bytes per "
            + "buffer with the fast engine in f32, more than this device allows (1048576 bytes, maxBufferSize).",
    })
    void whereMaxBufferSizeIsTheSmallerLimitTheSentenceNamesIt(String page, String named) throws Exception {
        assertRefusedNaming("{\"limits\": {\"maxBufferSize\": 1048576, \"maxStorageBufferBindingSize\": 2097152}}",
                page, named);
    }

    private static void assertRefusedNaming(String overrides, String page, String named) throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable small = browser.deviceOverrides(overrides)) {
            JsonValue result = browser.open(page);
            assertEquals("error", result.get("state").text(), result.toString());
            String sentence = result.get("error").text();
            assertTrue(sentence.contains(named), sentence);
            assertFalse(sentence.contains("bug in the lab"), sentence);
            assertEquals(sentence, browser.message());
        }
    }

    @Test
    void aHiddenFeatureIsNotRequestedAndThePortablePathsRun() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable noSubgroups = browser.deviceOverrides("{\"hideFeatures\": [\"subgroups\"]}")) {
            JsonValue result = browser.open("scan.html?run=1&n=100003&reps=1");
            assertEquals("done", result.get("state").text(), result.toString());
            assertFalse(result.get("features").get("subgroups").bool(), result.toString());
            assertTrue(result.get("ok").bool(), result.toString());
            assertEquals("workgroup memory", result.get("primitives").text(), result.toString());
            assertEquals(Boolean.FALSE, browser.script("return !!window.labDevice().features.has('subgroups');"));
        }
    }

    /**
     * SwiftShader's largest allocation is just under its 1 GiB maxBufferSize: the reduction's 2^28
     * elements, the page's own maximum there, are one buffer more than it can make.
     */
    @Test
    void anOutOfMemoryIsNamedWithTheBytesAskedForAndTheNextRunWorks() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        long start = System.nanoTime();
        JsonValue result = browser.open("reduce.html?run=1&n=2%5E28&reps=1");
        assertEquals("error", result.get("state").text(), result.toString());
        String sentence = result.get("error").text();
        assertTrue(sentence.startsWith("The GPU ran out of memory for the buffers of n = 268435456"), sentence);
        assertTrue(sentence.contains("1073741824 bytes"), sentence);
        assertFalse(sentence.contains("bug"), sentence);
        ResultSchemaIT.assertFollows(result, "error");
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "refused before the input was generated");

        browser.script("document.getElementById('field-n').value = '1000';");
        browser.submit();
        assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
        assertTrue(browser.result().get("ok").bool(), browser.result().toString());
    }

    @Test
    void aDeviceLostInTheMiddleOfARunIsOneSentenceAndTheNextRunGetsANewDevice() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("scan.html?n=2%5E18&reps=1000");
        browser.submit();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> status(browser).startsWith("Timing"));
        browser.script("window.labDevice().destroy();");
        assertEquals("error", browser.awaitState("error", "done", "cancelled"), browser.resultText());
        String sentence = browser.result().get("error").text();
        assertTrue(sentence.contains("lost"), sentence);
        ResultSchemaIT.assertFollows(browser.result(), "error");
        runsAgain(browser);
    }

    @Test
    void aCancelDuringTheWarmUpEndsTheRunWithinThreeSeconds() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("scan.html?n=2%5E21&algo=blelloch&reps=100");
        cancelWhenStatusStartsWith(browser, "Warming up the GPU");
        runsAgain(browser);
    }

    @Test
    void aCancelDuringTheTimedRepetitionsEndsTheRunWithinThreeSeconds() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("sort.html?n=2%5E16&reps=100");
        cancelWhenStatusStartsWith(browser, "Timing 100 repetitions");
        runsAgain(browser);
    }

    @Test
    void aCancelledBenchEndsWithinThreeSecondsKeepingTheCasesItFinished() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("bench.html?suite=scan&sizes=2%5E10,2%5E21&algos=blelloch&reps=100");
        browser.submit();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> browser.driver()
                .findElement(By.id("progress")).getText().startsWith("case 2 of 2"));
        double asked = cancel(browser);
        JsonValue result = browser.result();
        assertEquals("cancelled", result.get("state").text(), result.toString());
        assertTrue(result.get("cancelled").bool(), result.toString());
        assertEquals(1, result.get("results").size(), result.toString());
        assertEquals(1024, (long) result.get("results").at(0).get("n").number(), result.toString());
        assertTrue(browser.driver().findElement(By.id("output")).getText().contains("Cancelled"));
        assertTrue(asked < 3000, "cancel took " + asked + " ms");
        ResultSchemaIT.assertFollows(result, "cancelled");
    }

    /** Clicks Run, waits for the phase, clicks Cancel; the run must end cancelled within 3 s. */
    private static void cancelWhenStatusStartsWith(Browser browser, String phase) {
        browser.submit();
        browser.waitUpTo(Duration.ofSeconds(60)).until(d -> status(browser).startsWith(phase)
                || !"running".equals(browser.state()));
        assertTrue(status(browser).startsWith(phase), status(browser) + " " + browser.resultText());
        double millis = cancel(browser);
        assertEquals("cancelled", browser.result().get("state").text(), browser.resultText());
        assertTrue(millis < 3000, "cancel took " + millis + " ms");
        ResultSchemaIT.assertFollows(browser.result(), "cancelled");
    }

    /** Clicks Cancel; returns the milliseconds, timed in the page, from the press until it reads cancelled. */
    private static double cancel(Browser browser) {
        browser.timePress("cancel-run", "document.body.getAttribute('data-state') !== 'running'");
        browser.driver().findElement(By.id("cancel-run")).click();
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> !"running".equals(browser.state()));
        assertEquals("cancelled", browser.state(), browser.resultText());
        return browser.pressMillis();
    }

    /** The page stays usable: a small run after the cancelled one is done and right. */
    private static void runsAgain(Browser browser) {
        browser.script("document.getElementById('field-n').value = '1000';"
                + "document.getElementById('field-reps').value = '2';");
        browser.submit();
        assertEquals("done", browser.awaitState("done", "error"), browser.resultText());
        assertTrue(browser.result().get("ok").bool(), browser.resultText());
    }

    private static String status(Browser browser) {
        return browser.driver().findElement(By.id("run-status")).getText();
    }
}
