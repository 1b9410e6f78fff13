package computelab.e2e;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;

/**
 * Takes the README's pictures of the Life page at 1366 x 768 and 1920 x 1080, light and dark: a Gosper
 * glider gun running, its stream of gliders, the status with the population graph. Runs only when asked,
 * writing into the given folder:
 * {@code mvn verify -Dit.test=LifePageScreenshotsIT -Dlife.screenshots=docs/screens}.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageScreenshotsIT {
    private static final int[][] SIZES = { { 1366, 768 }, { 1920, 1080 } };

    @Test
    void takesTheReadmeScreenshotsOfTheLifePageAtTwoSizesInBothThemes() throws IOException {
        String folder = System.getProperty("life.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dlife.screenshots=<folder> to take the screenshots");
        Browser browser = Browser.withWebGpu();
        Path out = Path.of(folder);
        Files.createDirectories(out);
        for (int[] size : SIZES) {
            try (Viewport viewport = Viewport.of(browser, size[0], size[1])) {
                LifePage life = new LifePage(browser);
                life.open("w=200&h=120&wrap=0&pattern=gosper-glider-gun&at=4,4");
                life.setValue("life-speed", "8/frame");
                life.change("life-speed", "8/frame");
                life.click("life-run");
                life.awaitState(state -> state.get("generation").number() >= 240);
                life.click("life-fit");
                for (String theme : new String[] { "light", "dark" }) {
                    while (!life.element("life-theme").getText().endsWith(theme)) {
                        life.click("life-theme");
                    }
                    life.script().executeScript("window.scrollTo(0, 0);");
                    life.awaitDrawn();
                    save(browser, out, "life-" + size[0] + "x" + size[1] + "-" + theme + ".png");
                }
                life.click("life-run");
                while (!life.element("life-theme").getText().endsWith("auto")) {
                    life.click("life-theme");
                }
            }
        }
    }

    /** A Generations rule running (Brian's Brain from a random start) at both sizes: the dying cells' colours. */
    @Test
    void takesScreenshotsOfAGenerationsRuleRunningAtTwoSizes() throws IOException, InterruptedException {
        String folder = System.getProperty("life.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dlife.screenshots=<folder> to take the screenshots");
        Browser browser = Browser.withWebGpu();
        Path out = Path.of(folder);
        Files.createDirectories(out);
        for (int[] size : SIZES) {
            try (Viewport viewport = Viewport.of(browser, size[0], size[1])) {
                LifePage life = new LifePage(browser).open("w=160&h=100&rule=%2F2%2F3&density=0.25&seed=4");
                life.change("life-step-count", "40");
                life.click("life-step");
                life.awaitGeneration(40);
                life.click("life-fit");
                for (String theme : new String[] { "light", "dark" }) {
                    while (!life.element("life-theme").getText().endsWith(theme)) {
                        life.click("life-theme");
                    }
                    life.script().executeScript("window.scrollTo(0, 0);");
                    life.awaitDrawn();
                    save(browser, out, "life-" + size[0] + "x" + size[1] + "-generations-" + theme + ".png");
                }
                while (!life.element("life-theme").getText().endsWith("auto")) {
                    life.click("life-theme");
                }
            }
        }
    }

    /**
     * The page at work at 1366 x 768: a pattern being placed (its turned outline under the pointer), a
     * long step's progress with a mistake's sentence beside its field, a run of the URL's generations under
     * way, and the help.
     */
    @Test
    void takesScreenshotsOfPlacingProgressAMistakeAndTheHelp() throws IOException, InterruptedException {
        String folder = System.getProperty("life.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dlife.screenshots=<folder> to take the screenshots");
        Browser browser = Browser.withWebGpu();
        Path out = Path.of(folder);
        Files.createDirectories(out);
        try (Viewport viewport = Viewport.of(browser, 1366, 768)) {
            LifePage life = new LifePage(browser).open("w=120&h=80&pattern=acorn");
            life.view(-2, -2, 8);
            life.change("life-pattern", "lwss");
            life.click("life-place-pattern");
            life.hoverCanvasAt(60 * 8, 30 * 8);
            life.press("r");
            life.hoverCanvasAt(62 * 8, 31 * 8);
            save(browser, out, "life-1366x768-placing.png");
            life.press(org.openqa.selenium.Keys.ESCAPE);

            life.change("life-step-count", "1000000");
            life.click("life-step");
            life.change("field-rule", "B9/S23");
            browser.waitUpTo(java.time.Duration.ofSeconds(30))
                    .until(d -> life.shown("life-progress-bar") && !life.fieldError("life-rule-error").isEmpty());
            Thread.sleep(1500);
            save(browser, out, "life-1366x768-progress-and-mistake.png");
            life.click("life-stop");

            life.press("?");
            save(browser, out, "life-1366x768-help.png");
            life.press(org.openqa.selenium.Keys.ESCAPE);

            browser.driver().get(browser.url("life.html?run=1&w=1024&h=1024&density=0.3&gens=100000"));
            browser.waitUpTo(java.time.Duration.ofSeconds(60))
                    .until(d -> life.shown("life-progress-bar") && life.progress() > 300);
            save(browser, out, "life-1366x768-url-run.png");
            life.click("life-stop");
            browser.awaitState("error", "done", "cancelled");
        }
    }

    private static void save(Browser browser, Path out, String name) throws IOException {
        byte[] png = ((TakesScreenshot) browser.driver()).getScreenshotAs(OutputType.BYTES);
        ImageIO.write(ImageIO.read(new ByteArrayInputStream(png)), "png", out.resolve(name).toFile());
    }
}
