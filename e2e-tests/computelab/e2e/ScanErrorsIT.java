package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad parameters end the scan page in data-state="error" with one sentence, shown and in the result. */
@ExtendWith(ConsoleOnFailure.class)
class ScanErrorsIT {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "n=0                 | The parameter n must be at least 1, not 0.",
        "n=-5                | The parameter n must be at least 1, not -5.",
        "n=abc               | The parameter n must be a whole number (or 2^k), not \"abc\".",
        "n=268435457         | n = 268435457 is more than this device can scan: its largest storage binding holds 268435456 elements.",
        "n=2%5E40            | n = 1099511627776 is more than this device can scan: its largest storage binding holds 268435456 elements.",
        "type=u64            | Unknown type \"u64\": choose u32, i32 or f32.",
        "mode=sideways       | Unknown mode \"sideways\": choose exclusive or inclusive.",
        "algo=quicksort      | Unknown algo \"quicksort\": choose blelloch, reduce-then-scan, decoupled-lookback, all.",
        "bits=33             | The parameter bits must be between 1 and 32, not 33.",
        "reps=0              | The parameter reps must be between 1 and 1000, not 0.",
        "verify=yes          | The parameter verify must be 1 or 0, not \"yes\".",
    })
    void aBadParameterEndsInOneClearSentence(String query, String sentence) throws IOException {
        Browser browser = Browser.withWebGpu();
        JsonValue result = browser.open("scan.html?run=1&" + query);
        assertEquals("error", browser.state());
        assertEquals("error", result.get("state").text());
        assertEquals(sentence, result.get("error").text());
        assertEquals(sentence, browser.message());
    }

    /** Tile shapes asked for through the tuning hook that the kernel or SwiftShader cannot run (one page). */
    @Test
    void aTileShapeTheKernelCannotRunEndsInOneClearSentence() throws IOException {
        Map<String, String> sentences = Map.of(
                "{workgroupSize: 512}",
                "This device runs at most 256 invocations per workgroup, fewer than the 512 asked for.",
                "{workgroupSize: 96}", "decoupled-lookback runs workgroups of 64, 128, 256 or 512 invocations, not 96.",
                "{vectorsPerInvocation: 9}", "decoupled-lookback holds 1 to 8 vectors per invocation, not 9.",
                "{backOff: -1}", "The look-back's back-off is 0 to 4096 steps, not -1.");
        Browser browser = Browser.withWebGpu();
        assertEquals("ready", browser.open("scan.html").get("state").text());
        for (Map.Entry<String, String> tuning : sentences.entrySet()) {
            browser.script("window.labScanTuning = " + tuning.getKey() + ";");
            JsonValue result = browser.run("n=1000&algo=decoupled-lookback");
            assertEquals("error", result.get("state").text(), tuning.getKey());
            assertEquals(tuning.getValue(), result.get("error").text());
        }
    }
}
