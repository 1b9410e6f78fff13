package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.lab.Workloads;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

@ExtendWith(ConsoleOnFailure.class)
class FoundationIT {
    /** Every page of the site: the index, a page per row of the table of workloads, the bench. */
    static List<String> pages() {
        List<String> pages = new ArrayList<>(List.of("index"));
        Workloads.ALL.forEach(workload -> pages.add(workload.name()));
        pages.add("bench");
        return pages;
    }

    /**
     * The index page's self-check (every shader compiled, a kernel over 2^22 elements), run once for the tests
     * that read it: its result, and the verdict the page showed a person for it.
     */
    private static JsonValue selfCheck;
    private static String selfCheckVerdict;

    private static JsonValue selfCheck() throws IOException {
        if (selfCheck == null) {
            Browser browser = Browser.withWebGpuSoftwareCompositing();
            selfCheck = browser.open("index.html?run=1");
            selfCheckVerdict = browser.driver().findElement(By.id("self-check-verdict")).getText();
        }
        return selfCheck;
    }

    @Test
    void selfCheckRunsAKernelOverMoreThan65535WorkgroupsAndMatchesTheCpu() throws IOException {
        JsonValue result = selfCheck();
        assertEquals("done", result.get("state").text(), result.toString());
        assertEquals("index", result.get("page").text());
        assertTrue(result.get("ok").bool(), result.toString());
        assertTrue(result.get("workgroups").number() > 65535);
        assertTrue(result.get("adapter").has("vendor"));
        assertTrue(result.get("features").get("timestamp-query").bool(), "SwiftShader offers timestamps");
        assertTrue(result.get("gpuMs").get("median").number() > 0);
        // The same, in words, for the person who opened the page.
        JsonValue shaders = result.get("shaders");
        int compiled = (int) shaders.get("compiled").number();
        int skipped = shaders.get("skipped").size();
        String verdict = selfCheckVerdict;
        assertTrue(verdict.startsWith("All 4,194,321 elements right; " + compiled + " of " + (compiled + skipped)
                + " shaders compiled"), verdict);
        assertTrue(verdict.endsWith("."), verdict);
    }

    @Test
    void everyShaderFileCompilesInTheBrowser() throws IOException {
        JsonValue result = selfCheck();
        JsonValue shaders = result.get("shaders");
        assertEquals(0, shaders.get("errors").size(), "WGSL errors (file:line:column): " + shaders.get("errors"));
        assertTrue(shaders.get("compiled").number() >= 1);
    }

    @Test
    void theIndexPageDescribesTheAdapter() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("index.html");
        String table = browser.driver().findElement(By.id("adapter")).getText();
        assertTrue(table.contains("swiftshader"), table);
        assertTrue(table.contains("maxStorageBufferBindingSize"), table);
    }

    @Test
    void theIndexListsEveryWorkloadOfTheTableAsTextThenTheBench() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("index.html");
        List<WebElement> items = browser.driver().findElements(By.cssSelector("ul.workloads > li"));
        List<String> expected = new ArrayList<>();
        for (Workloads.Workload workload : Workloads.ALL) {
            expected.add(workload.page() + " " + workload.title() + ": " + workload.blurb());
        }
        expected.add("bench.html Benchmarks: every algorithm against a copy kernel on your own GPU.");
        List<String> shown = items.stream().map(item -> item.findElement(By.tagName("a")).getDomAttribute("href") + " "
                + item.getText().replaceAll("\\s+", " ")).toList();
        assertEquals(expected, shown);
    }

    @ParameterizedTest
    @MethodSource("pages")
    void withoutAnAdapterEveryPageFailsWithOneClearSentence(String page) throws IOException {
        Browser browser = Browser.withoutAdapter();
        JsonValue result = browser.open(page + ".html?run=1");
        assertEquals("error", result.get("state").text());
        String sentence = result.get("error").text();
        assertTrue(sentence.startsWith("No WebGPU adapter is available"), sentence);
        assertEquals(sentence, browser.message());
    }

    @Test
    void aDestroyedDeviceIsReportedAndReconnectingWorks() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("done", browser.open("index.html?run=1").get("state").text());
        browser.script("window.labDevice().destroy();");
        assertEquals("error", browser.awaitState("error"));
        assertTrue(browser.message().contains("lost"), browser.message());
        browser.driver().findElement(By.id("reconnect")).click();
        browser.awaitState("ready");
        browser.submit();
        assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
        assertTrue(browser.result().get("ok").bool());
    }

    @Test
    void badParametersEndInAnErrorSentenceAndTheFormStaysUsable() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("index.html?run=1&size=%3Cb%3Ebold%3C/b%3E");
        assertEquals("error", result.get("state").text());
        assertTrue(result.get("error").text().startsWith("Unknown parameter \"size\""), result.toString());
        assertTrue(browser.driver().findElements(By.tagName("b")).isEmpty(), "URL text must never become HTML");
        browser.submit();
        assertEquals("done", browser.awaitState("done"));
    }

    @Test
    void noPageRequestsAnythingFromAnotherOrigin() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        for (String page : pages()) {
            browser.open(page + ".html");
            Object foreign = browser.script("return performance.getEntriesByType('resource')"
                    + ".map(function(e) { return e.name; })"
                    + ".filter(function(n) { return new URL(n).origin !== location.origin; });");
            assertEquals(List.of(), foreign, page + " loaded resources from another origin");
        }
    }
}
