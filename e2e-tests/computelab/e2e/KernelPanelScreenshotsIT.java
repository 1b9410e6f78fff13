package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;

/**
 * Takes the README's screenshots of the Kernel panel on the scan and Life pages, closed and open, at
 * 1366x768 and 1920x1080, in the light and the dark theme (set on the page's root as Life's switch sets
 * it). Runs only when asked: {@code mvn verify -Dit.test=KernelPanelScreenshotsIT -Dkernel.screenshots=docs/screens}.
 */
@ExtendWith(ConsoleOnFailure.class)
class KernelPanelScreenshotsIT {
    private record Shot(String name, String url) {
    }

    private static final List<Shot> SHOTS = List.of(
            new Shot("scan", "scan.html?run=1&n=24&type=i32&mode=inclusive&reps=20"),
            new Shot("life", "life.html?run=1&pattern=glider&w=64&h=64"));

    @Test
    void takesTheScreenshotsOfTheKernelPanelClosedAndOpen() throws IOException, InterruptedException {
        String folder = System.getProperty("kernel.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dkernel.screenshots=<folder> to take the screenshots");
        Path out = Path.of(folder);
        Files.createDirectories(out);
        Browser browser = Browser.withWebGpu();
        Dimension before = browser.driver().manage().window().getSize();
        try {
            for (int[] size : new int[][] { { 1366, 768 }, { 1920, 1080 } }) {
                for (Shot shot : SHOTS) {
                    assertEquals("done", browser.open(shot.url()).get("state").text(), shot.url());
                    browser.viewport(size[0], size[1]);
                    WebElement panel = browser.driver().findElement(By.id("kernel-panel"));
                    String name = "kernel-panel-" + shot.name() + "-" + size[0] + "x" + size[1];
                    // Closed: the panel as one line under the form, where a person meets it.
                    browser.script("arguments[0].scrollIntoView({block: 'center'});", panel);
                    saveBothThemes(browser, out, name + "-closed");
                    panel.findElement(By.tagName("summary")).click();
                    browser.waitUpTo(Duration.ofSeconds(30)).until(d -> "1".equals(panel.getDomAttribute("data-ready")));
                    browser.script("arguments[0].scrollIntoView({block: 'start'});", panel);
                    saveBothThemes(browser, out, name);
                }
            }
        } finally {
            browser.driver().manage().window().setSize(before);
        }
    }

    private static void saveBothThemes(Browser browser, Path out, String name) throws IOException, InterruptedException {
        for (String theme : new String[] { "light", "dark" }) {
            browser.script("document.documentElement.setAttribute('data-theme', arguments[0]);", theme);
            Thread.sleep(300);
            Files.write(out.resolve(name + "-" + theme + ".png"),
                    ((TakesScreenshot) browser.driver()).getScreenshotAs(OutputType.BYTES));
        }
        browser.script("document.documentElement.removeAttribute('data-theme');");
    }
}
