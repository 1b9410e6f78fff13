package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.Boundary;
import computelab.life.CpuLife;
import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.function.Predicate;
import javax.imageio.ImageIO;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The Life page driven as a person would (buttons, keys, mouse, files), plus the page's test hook
 * {@code window.lifeStudio} for the board's state (generation, population, checksum read back from the
 * GPU) and for setting an exact view; and the CPU reference the tests compare against.
 */
final class LifePage {
    private final Browser browser;

    LifePage(Browser browser) {
        this.browser = browser;
    }

    /** Opens life.html with the query and waits until the page shows a board (or reports a run). */
    LifePage open(String query) {
        browser.driver().get(browser.url("life.html?" + query));
        browser.awaitState("done", "error", "ready");
        awaitState(state -> state.has("w"));
        assertEquals("", browser.message(), "a valid board loads without a message");
        return this;
    }

    org.openqa.selenium.WebDriver driver() {
        return browser.driver();
    }

    /** A wait of at most {@code limit} that asks the page again as {@link Browser#waitUpTo} does. */
    WebDriverWait waitUpTo(Duration limit) {
        return browser.waitUpTo(limit);
    }

    JavascriptExecutor script() {
        return (JavascriptExecutor) browser.driver();
    }

    /** The board after every action queued so far: size, rule, generation, population, checksum, view. */
    JsonValue state() {
        Object json = script().executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.lifeStudio.state(done);");
        return JsonValue.parse(String.valueOf(json));
    }

    JsonValue awaitState(Predicate<JsonValue> condition) {
        JsonValue[] last = new JsonValue[1];
        try {
            browser.waitUpTo(Duration.ofSeconds(60)).until(d -> {
                last[0] = state();
                return condition.test(last[0]);
            });
        } catch (org.openqa.selenium.TimeoutException timeout) {
            throw new AssertionError("The board never reached the expected state; last: " + last[0]
                    + "; message: " + browser.message(), timeout);
        }
        return last[0];
    }

    /**
     * Waits until a whole frame has been drawn since now: the state hook answers at the start of a frame,
     * so by the second answer the frame after the first has drawn what the page had then.
     */
    void awaitDrawn() {
        state();
        state();
    }

    JsonValue awaitGeneration(long generation) {
        return awaitState(state -> state.get("generation").number() == generation);
    }

    /** Sets the camera and waits until that view is drawn. */
    JsonValue view(double left, double top, double scale) {
        Object json = script().executeAsyncScript("var done = arguments[arguments.length - 1];"
                + "window.lifeStudio.view(arguments[0], arguments[1], arguments[2], done);", left, top, scale);
        return JsonValue.parse(String.valueOf(json));
    }

    WebElement element(String id) {
        return browser.driver().findElement(By.id(id));
    }

    /**
     * Clicks a control as a person would: once it is enabled. The panel enables Undo, Redo and the like
     * after the frame that makes them possible, which may come after the page's state already says so.
     */
    void click(String id) {
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> element(id).isEnabled());
        element(id).click();
    }

    /** Types a value into a field as a person would finish an edit: the field fires change. */
    void change(String id, String value) {
        setValue(id, value);
        script().executeScript("document.getElementById(arguments[0]).dispatchEvent(new Event('change', "
                + "{ bubbles: true }));", id);
    }

    /** Types into an emptied field as a person does, ending with Enter (the field fires change). */
    void type(String id, String text) {
        setValue(id, "");
        element(id).sendKeys(text, org.openqa.selenium.Keys.ENTER);
    }

    /** Waits until a field shows the value; returns it. */
    String awaitValue(String id, String expected) {
        try {
            browser.waitUpTo(Duration.ofSeconds(30)).until(d -> value(id).equals(expected));
        } catch (org.openqa.selenium.TimeoutException timeout) {
            throw new AssertionError("#" + id + " never showed \"" + expected + "\"; it shows \"" + value(id) + "\"",
                    timeout);
        }
        return value(id);
    }

    /** Replaces a field's text as a person's edit does: the field fires input (it is being edited). */
    void setValue(String id, String value) {
        script().executeScript("var e = document.getElementById(arguments[0]); e.value = arguments[1];"
                + "e.dispatchEvent(new Event('input', { bubbles: true }));", id, value);
    }

    String message() {
        return browser.message();
    }

    String awaitMessage(String containing) {
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> browser.message().contains(containing));
        return browser.message();
    }

    /** The sentence beside a panel field (its error line, e.g. life-rule-error), "" when there is none. */
    String fieldError(String slot) {
        return element(slot).isDisplayed() ? element(slot).getText() : "";
    }

    /** Waits for a sentence containing the text beside a panel field; returns it. */
    String awaitFieldError(String slot, String containing) {
        try {
            browser.waitUpTo(Duration.ofSeconds(30)).until(d -> fieldError(slot).contains(containing));
        } catch (org.openqa.selenium.TimeoutException timeout) {
            throw new AssertionError("#" + slot + " never said \"" + containing + "\"; it says \"" + fieldError(slot)
                    + "\"; over the board: " + browser.message(), timeout);
        }
        return fieldError(slot);
    }

    /** A field's value as the page shows it now. */
    String value(String id) {
        return String.valueOf(script().executeScript("return document.getElementById(arguments[0]).value;", id));
    }

    /** Whether a field is marked as holding a value the page did not take. */
    boolean marked(String id) {
        return "true".equals(element(id).getAttribute("aria-invalid"));
    }

    String awaitAttribute(String id, String attribute) {
        try {
            browser.waitUpTo(Duration.ofSeconds(30)).until(d -> {
                String value = element(id).getAttribute(attribute);
                return value != null && !value.isEmpty();
            });
        } catch (org.openqa.selenium.TimeoutException timeout) {
            throw new AssertionError("#" + id + " never got " + attribute + "; message: " + browser.message(), timeout);
        }
        return element(id).getAttribute(attribute);
    }

    /** An element's box in CSS pixels of the viewport (getBoundingClientRect): x, y, width, height. */
    double[] box(String id) {
        Object box = script().executeScript("var r = document.getElementById(arguments[0]).getBoundingClientRect();"
                + "return [r.left, r.top, r.width, r.height];", id);
        java.util.List<?> values = (java.util.List<?>) box;
        double[] out = new double[4];
        for (int i = 0; i < 4; i++) {
            out[i] = ((Number) values.get(i)).doubleValue();
        }
        return out;
    }

    /** The viewport without scroll bars: document.documentElement.clientWidth and clientHeight. */
    double[] viewport() {
        Object size = script().executeScript(
                "return [document.documentElement.clientWidth, document.documentElement.clientHeight];");
        java.util.List<?> values = (java.util.List<?>) size;
        return new double[] { ((Number) values.get(0)).doubleValue(), ((Number) values.get(1)).doubleValue() };
    }

    /** Whether an element takes space on the page (not hidden, not display: none). */
    boolean shown(String id) {
        return (Boolean) script().executeScript("var e = document.getElementById(arguments[0]);"
                + "return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';", id);
    }

    /** The progress bar's value over the board. */
    double progress() {
        return ((Number) script().executeScript("return document.getElementById('life-progress').value;")).doubleValue();
    }

    /** Presses a key on the board, as a person does with the board focused (e.g. Keys.chord(Keys.CONTROL, "z")). */
    void press(CharSequence keys) {
        element("life-canvas").sendKeys(keys);
    }

    /** Moves the mouse over the canvas to a position in CSS pixels from its top-left corner. */
    void hoverCanvasAt(double x, double y) {
        WebElement canvas = canvasInView();
        new Actions(browser.driver()).moveToElement(canvas, offsetX(canvas, x), offsetY(canvas, y)).perform();
    }

    /** The canvas as the screen shows it, one image pixel per device pixel. */
    BufferedImage canvasImage() {
        try {
            byte[] png = element("life-canvas").getScreenshotAs(OutputType.BYTES);
            return ImageIO.read(new ByteArrayInputStream(png));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A colour of the stylesheet's palette (e.g. --life-alive) as 0xRRGGBB. */
    int cssColour(String property) {
        String text = String.valueOf(script().executeScript(
                "return getComputedStyle(document.documentElement).getPropertyValue(arguments[0]).trim();", property));
        assertTrue(text.matches("#[0-9a-fA-F]{6}"), property + " should be #rrggbb, is " + text);
        return Integer.parseInt(text.substring(1), 16);
    }

    /** Clicks the canvas at a position in CSS pixels from its top-left corner. */
    void clickCanvasAt(double x, double y) {
        WebElement canvas = canvasInView();
        new Actions(browser.driver()).moveToElement(canvas, offsetX(canvas, x), offsetY(canvas, y)).click().perform();
    }

    void dragOnCanvas(double fromX, double fromY, double toX, double toY) {
        WebElement canvas = canvasInView();
        new Actions(browser.driver()).moveToElement(canvas, offsetX(canvas, fromX), offsetY(canvas, fromY))
                .clickAndHold().moveByOffset((int) Math.round(toX - fromX), (int) Math.round(toY - fromY))
                .release().perform();
    }

    private WebElement canvasInView() {
        WebElement canvas = element("life-canvas");
        script().executeScript("arguments[0].scrollIntoView({ block: 'nearest' });", canvas);
        return canvas;
    }

    /**
     * Selenium offsets count from the centre of the element's visible part: the canvas is brought fully
     * into view first (the page leaves it there: it fits the window) so that is its centre.
     */
    private static int offsetX(WebElement canvas, double x) {
        return (int) Math.floor(x - canvas.getRect().getWidth() / 2.0);
    }

    private static int offsetY(WebElement canvas, double y) {
        return (int) Math.floor(y - canvas.getRect().getHeight() / 2.0);
    }

    /** The board the CPU reference engine computes: the pattern at (x, y), advanced some generations. */
    static Grid reference(int width, int height, LifeRule rule, boolean wrap, Pattern pattern, int x, int y,
            int generations) {
        Grid grid = new Grid(width, height);
        if (pattern != null) {
            grid.place(pattern, x, y);
        }
        return new CpuLife(rule, Boundary.of(wrap)).run(grid, generations);
    }

    static String checksum(Grid grid) {
        return Long.toString(grid.checksum());
    }
}
