package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The one measurement core as the pages use it: any number of repetitions of any number of passes
 * (batched under the 4096 timestamps a query set holds), GPU errors as one sentence without the GPU's
 * own text, and each algorithm's kernels readable whole from its page.
 */
@ExtendWith(ConsoleOnFailure.class)
class MeasurementIT {
    @Test
    void aThousandRepetitionsOfTheMultiPassScanAreAllTimed() throws IOException {
        // 600 elements take blelloch three passes: 3000 timed passes, more than one query set holds.
        JsonValue result = Browser.withWebGpuSoftwareCompositing()
                .open("scan.html?run=1&n=600&algo=blelloch&reps=1000");
        assertEquals("done", result.get("state").text(), result.toString());
        assertTrue(result.get("ok").bool(), result.toString());
        assertEquals(1000, (int) result.get("gpuMs").get("reps").number(), result.toString());
        assertEquals(3, result.get("passes").size(), result.toString());
        for (int pass = 0; pass < 3; pass++) {
            assertTrue(result.get("passes").at(pass).get("medianMs").number() > 0, result.toString());
        }
        assertTrue(result.get("gpuMs").get("spread").number() >= 0, result.toString());
    }

    @Test
    void aGpuValidationErrorReachesThePageAsOneSentenceWithoutTheGpusText() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("scan.html?n=1000");
        // Every bind group the page makes from now on loses its entries: a real validation error.
        browser.script("var device = window.labDevice(); var make = device.createBindGroup.bind(device);"
                + "device.createBindGroup = function(d) { d.entries = []; return make(d); };");
        browser.submit();
        assertEquals("error", browser.awaitState("done", "error"));
        String sentence = browser.result().get("error").text();
        assertTrue(sentence.startsWith("The GPU rejected the commands for "), sentence);
        for (String gpuText : List.of("BindGroup", "entries", "While", "[", "binding")) {
            assertFalse(sentence.contains(gpuText), sentence);
            assertFalse(browser.message().contains(gpuText), browser.message());
        }
        assertEquals(sentence, browser.message());
        assertTrue(browser.drainConsole().contains("BindGroup"), "the GPU's own text goes to the console");

        browser.script("delete window.labDevice().createBindGroup;");
        browser.submit();
        assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
        assertTrue(browser.result().get("ok").bool());
    }

    @Test
    void everyAlgorithmOfAPageShowsItsKernelsWholeAndLinksTheirFiles() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        for (String page : List.of("scan", "reduce", "life")) {
            browser.open(page + ".html");
            List<WebElement> sections = browser.driver().findElements(By.cssSelector("#wgsl details.wgsl"));
            List<String> choices = browser.driver().findElements(By.cssSelector("#field-algo option")).stream()
                    .map(option -> option.getAttribute("value")).filter(value -> !List.of("ladder", "all").contains(value))
                    .toList();
            assertEquals(choices, sections.stream().map(section -> section.getAttribute("data-algo")).toList(), page);
            for (WebElement section : sections) {
                section.findElement(By.tagName("summary")).click();
                browser.waitUpTo(Duration.ofSeconds(10))
                        .until(driver -> !section.findElements(By.tagName("pre")).isEmpty());
                String source = String.valueOf(browser.script("return arguments[0].querySelector('pre').textContent;",
                        section));
                assertTrue(source.contains("@compute"), page + " " + section.getAttribute("data-algo"));
                assertFalse(source.contains("section here"), "a part was not composed in");
                String href = section.findElement(By.tagName("a")).getAttribute("href");
                String published = String.valueOf(browser.script("var r = new XMLHttpRequest();"
                        + "r.open('GET', arguments[0], false); r.send(); return r.responseText;", href));
                assertEquals(source, published, href);
            }
        }
    }
}
