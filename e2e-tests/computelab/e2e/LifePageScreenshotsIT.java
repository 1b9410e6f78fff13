package computelab.e2e;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;

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
        browser.driver().manage().window().setSize(new Dimension(1280, 1000));
        try {
            LifePage life = new LifePage(browser);
            life.open("run=1&w=96&h=64&wrap=0&pattern=gosper-glider-gun&at=4,4&gens=150");
            life.view(-2, -1, 10);
            Path out = Path.of(folder);
            Files.createDirectories(out);
            for (String theme : new String[] { "light", "dark" }) {
                while (!life.element("life-theme").getText().endsWith(theme)) {
                    life.click("life-theme");
                }
                life.view(-2, -1, 10);
                life.script().executeScript("window.scrollTo(0, document.getElementById('life-studio').offsetTop - 8);");
                byte[] png = life.element("life-studio").getScreenshotAs(OutputType.BYTES);
                Files.write(out.resolve("life-" + theme + ".png"), png);
            }
            while (!life.element("life-theme").getText().endsWith("auto")) {
                life.click("life-theme");
            }
        } finally {
            browser.driver().manage().window().setSize(before);
        }
    }
}
