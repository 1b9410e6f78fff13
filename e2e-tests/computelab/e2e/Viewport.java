package computelab.e2e;

import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Gives the page a viewport of an exact size at one device pixel per CSS pixel, as a screen of that
 * size shows it (Chromium's device metrics emulation: a headless window's outer size does not map to
 * its viewport reliably). {@link #close()} goes back to the window's own size.
 */
final class Viewport implements AutoCloseable {
    private final ChromeDriver driver;

    private Viewport(ChromeDriver driver) {
        this.driver = driver;
    }

    static Viewport of(Browser browser, int width, int height) {
        ChromeDriver chrome = (ChromeDriver) browser.driver();
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
        return new Viewport(chrome);
    }

    @Override
    public void close() {
        driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }
}
