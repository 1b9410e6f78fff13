package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A URL with a mistake (a name the page does not take, a name given twice, a value out of range or too
 * large for the device) fills the form with what it asked for, not the defaults: each wrong field marked,
 * one sentence per mistake, the first one in the result JSON, and nothing runs.
 */
@ExtendWith(ConsoleOnFailure.class)
class UrlMistakesIT {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "scan.html?run=1&type=f32&mode=inclusive&colour=red&n=1000 | type=f32 mode=inclusive n=1000 |"
                + " | 1 | Unknown parameter \"colour\": this page takes",
        "reduce.html?run=1&op=max&n=1000&n=2000&bits=33 | op=max n=1000 bits=33 | n bits"
                + " | 2 | The parameter n is given twice.",
        "sort.html?run=1&values=1&type=f32&n=2%5E40&extra=1 | values=1 type=f32 n=2^40 | n"
                + " | 2 | Unknown parameter \"extra\": this page takes",
        "bench.html?run=1&suite=scan&sizes=2%5E10&reps=3&reps=4 | suite=scan sizes=2^10 reps=3 | reps"
                + " | 1 | The parameter reps is given twice.",
    })
    void theFormShowsWhatTheUrlAskedForWithTheWrongFieldsMarked(String query, String shown, String marked,
            int sentenceCount, String first) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open(query);
        assertEquals("error", result.get("state").text(), result.toString());
        assertTrue(result.get("error").text().startsWith(first), result.toString());

        Map<String, String> fields = new LinkedHashMap<>();
        for (String pair : shown.trim().split(" ")) {
            fields.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        fields.forEach((name, value) -> assertEquals(value,
                browser.driver().findElement(By.id("field-" + name)).getDomProperty("value"), name));
        List<String> wrong = marked == null ? List.of() : List.of(marked.trim().split(" "));
        for (WebElement field : browser.driver().findElements(By.cssSelector("#form input, #form select"))) {
            String name = field.getAttribute("name");
            assertEquals(wrong.contains(name), "true".equals(field.getAttribute("aria-invalid")), name + " marked");
        }

        List<WebElement> sentences = browser.driver().findElements(By.cssSelector("#message p"));
        assertEquals(sentenceCount, sentences.size(), browser.message());
        assertEquals(result.get("error").text(), sentences.get(0).getText());
        for (WebElement sentence : sentences) {
            assertTrue(sentence.getText().matches("[A-Z].*\\."), sentence.getText());
        }
        assertEquals("", browser.driver().findElement(By.id("output")).getText(), "nothing ran");
    }
}
