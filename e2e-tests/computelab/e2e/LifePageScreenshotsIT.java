package computelab.e2e;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.TakesScreenshot;

/**
 * Takes the README's pictures of the Life page, light and dark: a Gosper glider gun with its stream of
 * gliders. Runs only when asked, writing into the given folder:
 * {@code mvn verify -Dit.test=LifePageScreenshotsIT -Dlife.screenshots=docs}.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageScreenshotsIT {
    @Test
    void takesTheReadmeScreenshotsOfTheLifePageInBothThemes() throws IOException {
        String folder = System.getProperty("life.screenshots", "");
        assumeTrue(!folder.isEmpty(), "set -Dlife.screenshots=<folder> to take the screenshots");
        Browser browser = Browser.withWebGpu();
        Dimension before = browser.driver().manage().window().getSize();
        browser.driver().manage().window().setSize(new Dimension(1280, 1300));
        try {
            LifePage life = new LifePage(browser);
            life.open("run=1&w=96&h=64&wrap=0&pattern=gosper-glider-gun&at=4,4&gens=150");
            Path out = Path.of(folder);
            Files.createDirectories(out);
            for (String theme : new String[] { "light", "dark" }) {
                while (!life.element("life-theme").getText().endsWith(theme)) {
                    life.click("life-theme");
                }
                life.view(-3, -1, 12);
                life.script().executeScript("window.scrollTo(0, 0);");
                // From the page's top to the status lines: header, toolbar, board and status.
                BufferedImage page = ImageIO.read(new ByteArrayInputStream(
                        ((TakesScreenshot) browser.driver()).getScreenshotAs(OutputType.BYTES)));
                Rectangle status = life.element("life-adapter").getRect();
                int bottom = Math.min(page.getHeight(), status.getY() + status.getHeight() + 12);
                ImageIO.write(page.getSubimage(0, 0, page.getWidth(), bottom), "png",
                        out.resolve("life-" + theme + ".png").toFile());
            }
            while (!life.element("life-theme").getText().endsWith("auto")) {
                life.click("life-theme");
            }
        } finally {
            browser.driver().manage().window().setSize(before);
        }
    }
}
