package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad parameters end the scan page in data-state="error" with one sentence, shown and in the result. */
@ExtendWith(ConsoleOnFailure.class)
class ScanErrorsIT {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "n=0                 | The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 0.",
        "n=-5                | The parameter n must be between 1 and 268435456 (this device's largest storage binding), not -5.",
        "n=abc               | The parameter n must be a whole number (or 2^k), not \"abc\".",
        "n=268435457         | The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 268435457.",
        "n=2%5E40            | The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 2^40.",
        "type=u64            | Unknown type \"u64\": choose u32, i32, f32.",
        "mode=sideways       | Unknown mode \"sideways\": choose exclusive, inclusive.",
        "algo=quicksort      | Unknown algo \"quicksort\": choose blelloch, reduce-then-scan, decoupled-lookback, all.",
        "bits=33             | The parameter bits must be between 1 and 32, not 33.",
        "reps=0              | The parameter reps must be between 1 and 1000, not 0.",
        "verify=yes          | The parameter verify must be 1 or 0, not \"yes\".",
    })
    void aBadParameterEndsInOneClearSentence(String query, String sentence) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("scan.html?run=1&" + query);
        assertEquals("error", browser.state());
        assertEquals("error", result.get("state").text());
        assertEquals(sentence, result.get("error").text());
        assertEquals(sentence, browser.message());
    }
}
