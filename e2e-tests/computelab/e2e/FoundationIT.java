package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;

@ExtendWith(ConsoleOnFailure.class)
class FoundationIT {
    private static final List<String> PAGES = List.of("index", "scan", "reduce", "sort", "life", "reaction-diffusion",
            "bench");

    @Test
    void selfCheckRunsAKernelOverMoreThan65535WorkgroupsAndMatchesTheCpu() throws IOException {
        JsonValue result = Browser.withWebGpu().open("index.html?run=1");
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
        String verdict = Browser.withWebGpu().driver().findElement(By.id("self-check-verdict")).getText();
        assertTrue(verdict.startsWith("All 4,194,321 elements right; " + compiled + " of " + (compiled + skipped)
                + " shaders compiled"), verdict);
        assertTrue(verdict.endsWith("."), verdict);
    }

    @Test
    void everyShaderFileCompilesInTheBrowser() throws IOException {
        JsonValue result = Browser.withWebGpu().open("index.html?run=1");
        JsonValue shaders = result.get("shaders");
        assertEquals(0, shaders.get("errors").size(), "WGSL errors (file:line:column): " + shaders.get("errors"));
        assertTrue(shaders.get("compiled").number() >= 1);
    }

    @Test
    void theIndexPageDescribesTheAdapter() throws IOException {
        Browser browser = Browser.withWebGpu();
        browser.open("index.html");
        String table = browser.driver().findElement(By.id("adapter")).getText();
        assertTrue(table.contains("swiftshader"), table);
        assertTrue(table.contains("maxStorageBufferBindingSize"), table);
    }

    @ParameterizedTest
    @ValueSource(strings = { "index", "scan", "reduce", "sort", "life", "reaction-diffusion", "bench" })
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
        Browser browser = Browser.withWebGpu();
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
        Browser browser = Browser.withWebGpu();
        JsonValue result = browser.open("index.html?run=1&size=%3Cb%3Ebold%3C/b%3E");
        assertEquals("error", result.get("state").text());
        assertTrue(result.get("error").text().startsWith("Unknown parameter \"size\""), result.toString());
        assertTrue(browser.driver().findElements(By.tagName("b")).isEmpty(), "URL text must never become HTML");
        browser.submit();
        assertEquals("done", browser.awaitState("done"));
    }

    @Test
    void noPageRequestsAnythingFromAnotherOrigin() throws IOException {
        Browser browser = Browser.withWebGpu();
        for (String page : PAGES) {
            browser.open(page + ".html");
            Object foreign = browser.script("return performance.getEntriesByType('resource')"
                    + ".map(function(e) { return e.name; })"
                    + ".filter(function(n) { return new URL(n).origin !== location.origin; });");
            assertEquals(List.of(), foreign, page + " loaded resources from another origin");
        }
    }
}
