package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Takes the pictures of the bench page after a small run of every suite at two sizes, as a person sees it
 * on a 1366 x 768 and a 1920 x 1080 screen (bench-WxH.png) and the whole page at 1366 (bench-1366x768-full.png),
 * then the whole page after a run of one size compared with the first as a baseline
 * (bench-baseline-1366x768-full.png). Runs only when asked, writing into the given folder:
 * {@code mvn verify -Dit.test=BenchPageScreenshotsIT -Dbench.screenshots=docs/screens}.
 */
@ExtendWith(ConsoleOnFailure.class)
class BenchPageScreenshotsIT {
    private static final int[][] SCREENS = { { 1366, 768 }, { 1920, 1080 } };

    @Test
    void takesTheScreenshotsOfTheBenchPageAfterASmallRun() throws IOException {
        String folder = System.getProperty("bench.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dbench.screenshots=<folder> to take the screenshots");
        Browser browser = Browser.withWebGpu();
        ChromeDriver chrome = (ChromeDriver) browser.driver();
        Path out = Path.of(folder);
        Files.createDirectories(out);
        try {
            JsonValue result = browser.open("bench.html?run=1&suite=all&sizes=2^12,2^16&reps=3");
            assertEquals("done", result.get("state").text(), result.toString());
            for (int[] screen : SCREENS) {
                take(browser, out, "bench-" + screen[0] + "x" + screen[1], screen[0], screen[1], false);
            }
            take(browser, out, "bench-1366x768", 1366, 768, true);
            // One size (bars) compared with the run above as a baseline.
            Path earlier = Files.createTempDirectory("bench-shots").resolve("earlier-run.json");
            Files.writeString(earlier, browser.resultText());
            viewport(chrome, 1366, 768);
            result = browser.open("bench.html?run=1&suite=all&sizes=2^16&reps=3");
            assertEquals("done", result.get("state").text(), result.toString());
            browser.driver().findElement(By.id("baseline-file")).sendKeys(earlier.toString());
            browser.waitUpTo(Duration.ofSeconds(10))
                    .until(d -> d.findElement(By.id("baseline-status")).getText().startsWith("Comparing with"));
            take(browser, out, "bench-baseline-1366x768", 1366, 768, true);
        } finally {
            chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    /** The screen as a person sees it from the top (NAME.png), or the whole page at that width (NAME-full.png). */
    private static void take(Browser browser, Path out, String name, int width, int height, boolean whole)
            throws IOException {
        ChromeDriver chrome = (ChromeDriver) browser.driver();
        viewport(chrome, width, height);
        browser.script("window.scrollTo(0, 0);");
        if (whole) {
            viewport(chrome, width, (int) (long) (Long) browser.script("return document.documentElement.scrollHeight;"));
        }
        Files.write(out.resolve(name + (whole ? "-full.png" : ".png")),
                ((TakesScreenshot) chrome).getScreenshotAs(OutputType.BYTES));
    }

    /** The page's viewport in CSS pixels at a device pixel ratio of 1, whatever the window is. */
    private static void viewport(ChromeDriver chrome, int width, int height) {
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
    }
}
