package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;

/**
 * Takes the README's screenshots of the index, scan, segmented scan, reduce, sort and compact pages at 1366x768 and 1920x1080, what a
 * person sees first after a run, and at 1366 wide the whole page. Runs only when asked:
 * {@code mvn verify -Dit.test=PageScreenshotsIT -Dscreenshots=docs/screens}.
 */
@ExtendWith(ConsoleOnFailure.class)
class PageScreenshotsIT {
    private record Shot(String name, String url, int scrollTo) {
    }

    private static final List<Shot> SHOTS = List.of(
            new Shot("index", "index.html?run=1", 0),
            new Shot("scan", "scan.html?run=1&n=24&type=i32&mode=inclusive&reps=20", 0),
            new Shot("scan-compare", "scan.html?run=1&n=2%5E16&algo=all&reps=5", 0),
            new Shot("segmented-scan", "segmented-scan.html?run=1&n=24&type=i32&mode=inclusive&segment=5&reps=20", 0),
            new Shot("reduce", "reduce.html?run=1&n=20&reps=20", 0),
            new Shot("reduce-ladder", "reduce.html?run=1&n=2%5E16&algo=ladder&reps=5", 0),
            new Shot("sort", "sort.html?run=1&n=24&type=i32&values=1&bits=4&reps=5", 0),
            new Shot("sort-large", "sort.html?run=1&n=2%5E16&values=1&reps=3", 0),
            new Shot("histogram", "histogram.html?run=1&n=100000&bins=16&reps=5", 0),
            new Shot("compact", "compact.html?run=1&n=24&type=i32&keep=below&pivot=0&output=indices&reps=20", 0),
            new Shot("compact-large", "compact.html?run=1&n=2%5E16&reps=5", 0));

    @Test
    void takesTheScreenshotsOfThePagesAtBothSizes() throws IOException {
        String folder = System.getProperty("screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dscreenshots=<folder> to take the screenshots");
        Path out = Path.of(folder);
        Files.createDirectories(out);
        Browser browser = Browser.withWebGpu();
        Dimension before = browser.driver().manage().window().getSize();
        try {
            for (int[] size : new int[][] { { 1366, 768 }, { 1920, 1080 } }) {
                for (Shot shot : SHOTS) {
                    assertEquals("done", browser.open(shot.url()).get("state").text(), shot.url());
                    browser.viewport(size[0], size[1]);
                    String name = shot.name() + "-" + size[0] + "x" + size[1];
                    Files.write(out.resolve(name + ".png"),
                            ((TakesScreenshot) browser.driver()).getScreenshotAs(OutputType.BYTES));
                    if (size[0] != 1366) {
                        continue;
                    }
                    // The whole page once, at the smaller size.
                    long height = (Long) browser.script("return document.documentElement.scrollHeight;");
                    browser.viewport(size[0], (int) Math.min(height, 6000));
                    Files.write(out.resolve(name + "-full.png"),
                            ((TakesScreenshot) browser.driver()).getScreenshotAs(OutputType.BYTES));
                }
            }
        } finally {
            browser.driver().manage().window().setSize(before);
        }
    }
}
