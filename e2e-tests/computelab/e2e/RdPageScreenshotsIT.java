package computelab.e2e;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;

/**
 * Takes the README's pictures of the reaction-diffusion page at 1366 x 768 and 1920 x 1080: coral growth
 * from the centre square after a couple of thousand steps, and the maze preset grown from painted seeds
 * in the magma colours with a mistake's sentence beside the field that caused it; each in the light and the
 * dark theme (the lab follows the system's; the test sets the page's theme attribute as Life's switch does).
 * Then, in the system's theme: a URL with wrong values beside the grid of the rest, a run whose fields blew
 * up, and the page in a browser without WebGPU.
 * Runs only when asked,
 * writing into the given folder: {@code mvn verify -Dit.test=RdPageScreenshotsIT -Drd.screenshots=docs/screens}.
 * The pictures come from SwiftShader, so the page runs the tutorial engine there (the fast engine's
 * workgroup memory is slow on that CPU adapter).
 */
@ExtendWith(ConsoleOnFailure.class)
class RdPageScreenshotsIT {
    private static final int[][] SIZES = { { 1366, 768 }, { 1920, 1080 } };

    @Test
    void takesTheReadmeScreenshotsOfTheReactionDiffusionPageAtTwoSizes() throws IOException, InterruptedException {
        String folder = System.getProperty("rd.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Drd.screenshots=<folder> to take the screenshots");
        Browser browser = Browser.withWebGpu();
        Path out = Path.of(folder);
        Files.createDirectories(out);
        for (int[] size : SIZES) {
            try (Viewport viewport = Viewport.of(browser, size[0], size[1])) {
                browser.driver().get(browser.url("reaction-diffusion.html?run=1&w=200&h=200&F=0.0545&steps=2000"
                        + "&algo=tutorial&reps=2&verify=0"));
                browser.awaitState("done", "error");
                awaitSteps(browser, 2000);
                Thread.sleep(500);
                saveBothThemes(browser, out, "rd-" + size[0] + "x" + size[1]);

                browser.driver().get(browser.url("reaction-diffusion.html?w=160&h=120&algo=tutorial"));
                browser.awaitState("ready", "error");
                awaitSteps(browser, 0);
                select(browser, "rd-preset", "maze");
                select(browser, "rd-colours", "1");
                browser.driver().findElement(By.id("rd-clear")).click();
                browser.driver().findElement(By.id("rd-seeds")).click();
                select(browser, "rd-speed", "64");
                browser.driver().findElement(By.id("rd-play")).click();
                awaitSteps(browser, 1500);
                browser.driver().findElement(By.id("rd-play")).click();
                type(browser, "rd-dt", "2");
                browser.waitUpTo(Duration.ofSeconds(20)).until(d ->
                        !d.findElement(By.id("rd-model-error")).getText().isEmpty());
                Thread.sleep(500);
                saveBothThemes(browser, out, "rd-" + size[0] + "x" + size[1] + "-maze");

                browser.driver().get(browser.url("reaction-diffusion.html?run=1&w=0&h=120&F=abc&algo=tutorial"
                        + "&init=random&density=2&steps=100"));
                browser.awaitState("error", "done");
                browser.waitUpTo(Duration.ofSeconds(20)).until(d ->
                        !d.findElement(By.id("rd-grid-error")).getText().isEmpty());
                Thread.sleep(500);
                save(browser, out, "rd-" + size[0] + "x" + size[1] + "-bad-url.png");

                browser.driver().get(browser.url("reaction-diffusion.html?run=1&w=200&h=120&F=0.9&k=0.9&steps=50"
                        + "&algo=tutorial"));
                browser.awaitState("done", "error");
                awaitSteps(browser, 1);
                Thread.sleep(500);
                save(browser, out, "rd-" + size[0] + "x" + size[1] + "-diverged.png");
            }
        }
        Browser without = Browser.withoutAdapter();
        for (int[] size : SIZES) {
            try (Viewport viewport = Viewport.of(without, size[0], size[1])) {
                without.driver().get(without.url("reaction-diffusion.html"));
                without.awaitState("error", "ready");
                Thread.sleep(300);
                save(without, out, "rd-" + size[0] + "x" + size[1] + "-no-webgpu.png");
            }
        }
    }

    private static void awaitSteps(Browser browser, long steps) {
        browser.waitUpTo(Duration.ofMinutes(3)).until(d -> Long.parseLong(
                d.findElement(By.id("rd-status")).getDomAttribute("data-steps")) >= steps);
    }

    private static void select(Browser browser, String id, String value) {
        browser.script("var s = document.getElementById(arguments[0]); s.value = arguments[1];"
                + " s.dispatchEvent(new Event('change'));", id, value);
    }

    private static void type(Browser browser, String id, String value) {
        browser.script("var s = document.getElementById(arguments[0]); s.value = arguments[1];"
                + " s.dispatchEvent(new Event('change'));", id, value);
    }

    private static void saveBothThemes(Browser browser, Path out, String name) throws IOException, InterruptedException {
        for (String theme : new String[] { "light", "dark" }) {
            browser.script("document.documentElement.setAttribute('data-theme', arguments[0]);", theme);
            Thread.sleep(300);
            save(browser, out, name + "-" + theme + ".png");
        }
        browser.script("document.documentElement.removeAttribute('data-theme');");
    }

    private static void save(Browser browser, Path out, String name) throws IOException {
        byte[] png = ((TakesScreenshot) browser.driver()).getScreenshotAs(OutputType.BYTES);
        ImageIO.write(ImageIO.read(new ByteArrayInputStream(png)), "png", out.resolve(name).toFile());
    }
}
