package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.Rectangle;

/**
 * The Life page on common laptop and desktop screens: the board and every control a person uses often
 * are in view together without scrolling, the status line under the board is whole, nothing lies on
 * top of it, and the Run button keeps its width when it says Pause.
 */
@ExtendWith(ConsoleOnFailure.class)
class LifePageLayoutIT {
    /** Run, step and its count, speed, rule, size, library, paste, the board and the status line. */
    private static final List<String> OFTEN_USED = List.of("life-run", "life-step", "life-step-count", "life-speed",
            "life-undo", "life-redo", "field-rule", "field-w", "field-h", "field-algo", "life-pattern",
            "life-place-pattern", "life-paste", "life-paste-place", "life-file", "life-export", "life-share",
            "life-share-link", "life-canvas");

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({ "1366, 768", "1920, 1080" })
    void theBoardTheOftenUsedControlsAndTheWholeStatusLineAreInViewWithoutScrolling(int width, int height)
            throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (Viewport viewport = Viewport.of(browser, width, height)) {
            LifePage life = new LifePage(browser).open("w=64&h=48&pattern=glider");
            life.script().executeScript("window.scrollTo(0, 0);");
            double[] view = life.viewport();
            assertTrue(view[0] >= width - 20 && view[1] == height, "the viewport is " + view[0] + " x " + view[1]);
            double[] status = rect(life, "life-status");
            assertInside("life-status", status, view);
            for (String id : OFTEN_USED) {
                double[] box = rect(life, id);
                assertTrue(box[2] > 0 && box[3] > 0, id + " is shown");
                assertInside(id, box, view);
                assertFalse(overlap(box, status), id + " " + text(box) + " lies on the status line " + text(status));
            }
            // The status line's text is all there: one line each for the counts and for the board, none cut.
            Object clipped = life.script().executeScript("var out = [];"
                    + "document.querySelectorAll('#life-status p').forEach(function(p) {"
                    + "  if (p.scrollWidth > p.clientWidth + 1 && p.classList.contains('life-status-main')) out.push(p.textContent); });"
                    + "return out.join(' | ');");
            assertEquals("", clipped, "status text cut off");
            double[] canvas = rect(life, "life-canvas");
            assertTrue(canvas[2] >= 0.6 * width && canvas[3] >= 0.7 * height,
                    "the board takes most of the screen: " + text(canvas));
            Object panel = life.script().executeScript("var p = document.querySelector('.life-panel-column');"
                    + "return [p.scrollHeight, p.clientHeight];");
            List<?> heights = (List<?>) panel;
            assertTrue(((Number) heights.get(0)).doubleValue() <= ((Number) heights.get(1)).doubleValue() + 1,
                    "the panel needs no scroll bar of its own: " + heights);
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({ "1366, 768" })
    void theBoardKeepsItsSizeWhileRunningAndItsMiddleCellWhenTheWindowChanges(int width, int height)
            throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (Viewport viewport = Viewport.of(browser, width, height)) {
            LifePage life = new LifePage(browser).open("w=200&h=120&pattern=gosper-glider-gun");
            double[] paused = life.box("life-canvas");
            life.click("life-run");
            life.awaitState(state -> state.get("generation").number() >= 10);
            life.waitUpTo(java.time.Duration.ofSeconds(30))
                    .until(d -> life.element("life-timing").getText().contains("/frame"));
            assertEquals(text(paused), text(life.box("life-canvas")), "the board's box while running");
            life.click("life-run");
            JsonValue before = life.awaitState(state -> !state.get("running").bool());
            double[] middle = middleCell(before);
            try (Viewport smaller = Viewport.of(browser, width - 300, height - 100)) {
                JsonValue after = life.awaitState(state -> state.get("canvasWidth").number() < before.get("canvasWidth")
                        .number());
                double[] now = middleCell(after);
                assertEquals(middle[0], now[0], 1, "the middle column stays in the middle");
                assertEquals(middle[1], now[1], 1, "the middle row stays in the middle");
            }
        }
    }

    /** The board cell in the middle of the canvas. */
    private static double[] middleCell(JsonValue state) {
        double scale = state.get("scale").number();
        return new double[] { state.get("left").number() + state.get("canvasWidth").number() / 2 / scale,
            state.get("top").number() + state.get("canvasHeight").number() / 2 / scale };
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({ "1366, 768" })
    void runAndPauseHaveTheSameWidthSoTheControlsBesideItStayPut(int width, int height) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (Viewport viewport = Viewport.of(browser, width, height)) {
            LifePage life = new LifePage(browser).open("w=64&h=48&pattern=glider");
            double[] run = life.box("life-run");
            double[] step = life.box("life-step");
            life.click("life-run");
            life.awaitState(state -> state.get("running").bool());
            assertEquals("Pause", life.element("life-run").getText());
            assertEquals(run[2], life.box("life-run")[2], 0.5, "width of Run and of Pause");
            assertEquals(step[0], life.box("life-step")[0], 0.5, "the Step button does not move");
            life.click("life-run");
            life.awaitState(state -> !state.get("running").bool());
            assertEquals("Run", life.element("life-run").getText());
        }
    }

    /** The element's rectangle as Selenium reads it (the page is scrolled to the top, so in viewport pixels). */
    private static double[] rect(LifePage life, String id) {
        Rectangle rect = life.element(id).getRect();
        return new double[] { rect.getX(), rect.getY(), rect.getWidth(), rect.getHeight() };
    }

    private static void assertInside(String id, double[] box, double[] view) {
        assertTrue(box[0] >= 0 && box[1] >= 0 && box[0] + box[2] <= view[0] + 0.5 && box[1] + box[3] <= view[1] + 0.5,
                id + " " + text(box) + " lies outside the " + view[0] + " x " + view[1] + " viewport");
    }

    private static boolean overlap(double[] a, double[] b) {
        return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
    }

    private static String text(double[] box) {
        return "(" + Math.round(box[0]) + ", " + Math.round(box[1]) + ", " + Math.round(box[2]) + " x "
                + Math.round(box[3]) + ")";
    }
}
