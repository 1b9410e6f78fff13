package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

/**
 * Bad parameters end the sort page in data-state="error" with one sentence, shown and in the result:
 * one page load shows the sentence to the person, the rest run through labRun in the same page.
 */
@ExtendWith(ConsoleOnFailure.class)
class SortErrorsIT {
    private static final String[][] CASES = {
        { "n=0", "The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 0." },
        { "n=-5", "The parameter n must be between 1 and 268435456 (this device's largest storage binding), not -5." },
        { "n=abc", "The parameter n must be a whole number (or 2^k), not \"abc\"." },
        { "n=268435457", "The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 268435457." },
        { "n=2%5E40", "The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 2^40." },
        { "type=u64", "Unknown type \"u64\": choose u32, i32, f32." },
        { "values=2", "The parameter values must be 1 or 0, not \"2\"." },
        { "algo=quicksort", "Unknown algo \"quicksort\": choose split-scan, onesweep." },
        { "bits=0", "The parameter bits must be between 1 and 32, not 0." },
        { "reps=0", "The parameter reps must be between 1 and 1000, not 0." },
        { "verify=yes", "The parameter verify must be 1 or 0, not \"yes\"." },
        { "order=descending", null },
    };

    @Test
    void aBadParameterEndsInOneClearSentence() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue shown = browser.open("sort.html?run=1&algo=%3Cb%3Ebold%3C/b%3E");
        assertEquals("error", browser.state());
        assertEquals("error", shown.get("state").text());
        String sentence = "Unknown algo \"<b>bold</b>\": choose split-scan, onesweep.";
        assertEquals(sentence, shown.get("error").text());
        assertEquals(sentence, browser.message());
        // Text, never markup: the page holds no element the parameter named.
        assertTrue(browser.driver().findElements(By.cssSelector("#message b")).isEmpty());

        List<String> failures = new ArrayList<>();
        for (String[] bad : CASES) {
            JsonValue result = browser.run(bad[0]);
            String error = result.has("error") ? result.get("error").text() : null;
            boolean right = "error".equals(result.get("state").text())
                    && (bad[1] == null ? error != null && error.endsWith(".") && !error.contains("\n")
                            : bad[1].equals(error));
            if (!right) {
                failures.add(bad[0] + ": " + result);
            }
        }
        // The test hook's tile sizes are bounded too, in a sentence of the same kind.
        JsonValue tuned = browser.run("n=100&algo=onesweep&keys=17");
        if (!"The parameter keys must be between 8 and 16, not 17.".equals(
                tuned.has("error") ? tuned.get("error").text() : null)) {
            failures.add("keysPerInvocation 17: " + tuned);
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }
}
