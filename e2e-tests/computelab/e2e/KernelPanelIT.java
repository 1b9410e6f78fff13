package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The Kernel panel's editor: it stays unloaded until the panel opens; then it shows the module the form's
 * algorithm runs exactly as the build publishes it under wgsl/, takes edits, returns to the shipped text
 * on Reset, shows a changed line in its diff, downloads the text it holds, and marks messages at their
 * lines.
 */
@ExtendWith(ConsoleOnFailure.class)
class KernelPanelIT {
    private static final Path SITE = Path.of(System.getProperty("site.dir", "target/site"));

    @Test
    void aPageWhosePanelStaysClosedLoadsNoEditor() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("scan.html").get("state").text());
        WebElement panel = browser.driver().findElement(By.id("kernel-panel"));
        assertNull(panel.getDomAttribute("open"), "the panel starts collapsed");
        assertEquals(0L, browser.script("return document.querySelectorAll('script[data-editor]').length"
                + " + performance.getEntriesByType('resource').filter(function(e) {"
                + " return e.name.indexOf('editor.js') >= 0; }).length;"));
        open(browser);
        assertEquals(1L, browser.script("return performance.getEntriesByType('resource').filter(function(e) {"
                + " return e.name.indexOf('js/editor.js') >= 0; }).length;"), "opening the panel loads the editor once");
    }

    @Test
    void theEditorShowsEachModuleOfTheAlgorithmAsPublished() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("scan.html?algo=decoupled-lookback");
        open(browser);
        Select chooser = new Select(browser.driver().findElement(By.id("kernel-module")));
        List<WebElement> options = chooser.getOptions();
        assertEquals(List.of("scan/decoupled_lookback.wgsl", "scan/decoupled_lookback.subgroups.wgsl"),
                options.stream().map(WebElement::getText).toList());
        for (int i : new int[] { 0, 1 }) {
            chooser.selectByIndex(i);
            String shipped = published(options.get(i).getText());
            assertEquals(shipped, text(browser), options.get(i).getText());
            assertTrue(shipped.contains("// ---- wgsl/scan/decoupled_lookback.wgsl ----"), "each part's origin is marked");
        }
    }

    @Test
    void anEditIsUndoneByResetAndShownInTheDiffAndDownloaded() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("reduce.html?algo=v5-unrolled-subgroup");
        open(browser);
        String file = new Select(browser.driver().findElement(By.id("kernel-module"))).getFirstSelectedOption().getText();
        String shipped = published(file);
        assertEquals(shipped, text(browser));

        // Typed as a person types: at the end of the first line.
        WebElement content = browser.driver().findElement(By.cssSelector("#kernel-editor .cm-content"));
        content.click();
        content.sendKeys(Keys.chord(Keys.CONTROL, Keys.HOME), Keys.END, " edited here");
        String edited = text(browser);
        String firstLine = shipped.substring(0, shipped.indexOf('\n'));
        assertEquals(firstLine + " edited here" + shipped.substring(firstLine.length()), edited);

        browser.driver().findElement(By.id("kernel-diff")).click();
        List<WebElement> changed = browser.driver().findElements(By.cssSelector("#kernel-editor .cm-changedLine"));
        assertEquals(1, changed.size(), "one line changed");
        assertTrue(changed.get(0).getText().endsWith(" edited here"), changed.get(0).getText());
        assertEquals(1, browser.driver().findElements(By.cssSelector("#kernel-editor .cm-deletedChunk")).size(),
                "the shipped line it replaced is shown");
        browser.driver().findElement(By.id("kernel-diff")).click();

        browser.script("window.savedBlobs = []; var create = URL.createObjectURL;"
                + " URL.createObjectURL = function(blob) { window.savedBlobs.push(blob); return create.call(URL, blob); };"
                + " document.addEventListener('click', function(e) { if (e.target.download) window.savedName = e.target.download; }, true);");
        browser.driver().findElement(By.id("kernel-download")).click();
        Object downloaded = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.savedBlobs[0].text().then(done);");
        assertEquals(edited, downloaded);
        assertEquals(file.substring(file.lastIndexOf('/') + 1).replaceAll("\\.wgsl$", ".edited.wgsl"),
                browser.script("return window.savedName;"));
        assertTrue(file.startsWith("reduce/v5_unrolled"), file);

        browser.driver().findElement(By.id("kernel-reset")).click();
        assertEquals(shipped, text(browser));
        content.sendKeys(Keys.chord(Keys.CONTROL, "z"));
        assertEquals(edited, text(browser), "Undo brings the edit back after Reset");
    }

    @Test
    void messagesAreMarkedAtTheirLinesAndColumns() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("sort.html");
        open(browser);
        // Two lines near the top with text at the columns marked (the page draws the lines in view).
        List<String> lines = List.of(text(browser).split("\n", -1));
        int first = 0;
        while (lines.get(first).length() < 8) {
            first++;
        }
        int second = first + 3;
        while (lines.get(second).isEmpty()) {
            second++;
        }
        browser.script("document.getElementById('kernel-editor').labEditor.mark(JSON.stringify("
                + "[{type: 'error', line: arguments[0], column: 4, message: 'unresolved value x'},"
                + " {type: 'warning', line: arguments[1], column: 1, message: 'unused'}]));", first + 1, second + 1);
        @SuppressWarnings("unchecked")
        List<Object> marked = (List<Object>) browser.script("var lines = Array.from(document.querySelectorAll("
                + "'#kernel-editor .cm-line')); return Array.from(document.querySelectorAll('#kernel-editor .cm-lintRange'))"
                + ".map(function(r) { var line = r.closest('.cm-line'); var before = document.createRange();"
                + " before.setStart(line, 0); before.setEndBefore(r);"
                + " return r.className.replace(/.*cm-lintRange-(\\w+).*/, '$1') + ' ' + (lines.indexOf(line) + 1)"
                + " + ':' + (before.toString().length + 1); });");
        assertEquals(List.of("error " + (first + 1) + ":4", "warning " + (second + 1) + ":1"), marked);
        assertEquals(2L, browser.script("return document.querySelectorAll('#kernel-editor .cm-lint-marker').length;"));
    }

    @Test
    void aRunWithTheEditedKernelListsItsMessagesAndTimesItAgainstTheShippedOne() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("reduce.html?n=4096&reps=3");
        open(browser);
        String shipped = text(browser);
        int lines = shipped.split("\n", -1).length;
        browser.script("document.getElementById('kernel-editor').labEditor.setText(arguments[0]);",
                shipped + "\nlet broken = ;\n");
        browser.driver().findElement(By.id("kernel-run")).click();
        assertEquals("error", browser.awaitState("done", "error"));
        assertTrue(browser.message().startsWith("The kernel does not compile"), browser.message());
        WebElement first = browser.driver().findElement(By.cssSelector("#kernel-messages .kernel-message.error"));
        assertEquals(String.valueOf(lines + 1), first.getDomAttribute("data-line"), first.getText());
        first.click();
        assertEquals((long) lines + 1, browser.script("var view = document.getElementById('kernel-editor').labEditor.view;"
                + " return view.state.doc.lineAt(view.state.selection.main.head).number;"), "a click goes to the line");
        browser.waitUpTo(Duration.ofSeconds(5)).until(d -> !d.findElements(By.cssSelector(
                "#kernel-editor .cm-lint-marker-error")).isEmpty());
        assertEquals(String.valueOf(lines + 1), browser.script("return document.querySelector('#kernel-editor"
                + " .cm-activeLineGutter').textContent;"), "the line is marked in the editor, where the cursor is");
        assertEquals(shipped + "\nlet broken = ;\n", text(browser), "the edit stays in the editor");

        // The page's URL is now the edit's share link: opened again, it shows the edit in the open panel.
        String link = browser.driver().getCurrentUrl();
        assertTrue(link.contains("#") && link.substring(link.indexOf('#')).contains("wgsl="), link);
        browser.driver().navigate().refresh();
        browser.awaitState("error", "ready");
        WebElement panel = browser.driver().findElement(By.id("kernel-panel"));
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> "1".equals(panel.getDomAttribute("data-ready")));
        assertEquals(shipped + "\nlet broken = ;\n", text(browser), "a link's edit opens in the panel");

        browser.driver().findElement(By.id("kernel-reset")).click();
        browser.driver().findElement(By.id("kernel-run")).click();
        assertEquals("done", browser.awaitState("done", "error"), browser.message());
        JsonValue result = browser.result();
        assertTrue(result.get("ok").bool());
        assertEquals(0, browser.driver().findElements(By.cssSelector("#kernel-messages li")).size());
        if (!result.get("speedup").isNull()) {
            String timing = browser.driver().findElement(By.id("kernel-timing")).getText();
            assertTrue(timing.matches("Your kernel .+, the shipped one .+ \\(medians of the same run\\): [0-9.]+× as fast.*"),
                    timing);
        }
    }

    /** Opens the panel and waits for its editor. */
    private static void open(Browser browser) {
        WebElement panel = browser.driver().findElement(By.id("kernel-panel"));
        panel.findElement(By.tagName("summary")).click();
        browser.waitUpTo(Duration.ofSeconds(30)).until(d -> "1".equals(panel.getDomAttribute("data-ready")));
        assertFalse(browser.driver().findElements(By.cssSelector("#kernel-editor .cm-editor")).isEmpty());
    }

    /** The whole text in the editor (the page draws only the lines in view). */
    private static String text(Browser browser) {
        return (String) browser.script("return document.getElementById('kernel-editor').labEditor.text();");
    }

    /** A module as the build publishes it. */
    private static String published(String path) throws IOException {
        return Files.readString(SITE.resolve("wgsl").resolve(path), StandardCharsets.UTF_8);
    }
}
