package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/**
 * The segmented scan page in the browser, opened once: its results against the test's own segmented
 * scan (heads by the contract's rule written here in unsigned 64-bit arithmetic, sums in Java ints or
 * float64), a few cases with the fallback forced and single-word access (the sweep over sizes, segment
 * lengths, types and modes is SweepIT's), bad segment lengths as one sentence, and a small run's arrays.
 * f32: the contract's error relative to the sum of magnitudes within the segment must stay below 1e-5
 * (observed near 1e-8: segments are short and inputs below 0.5 in magnitude).
 */
@ExtendWith(ConsoleOnFailure.class)
class SegmentedScanIT {
    /** 17 tiles of 4096 (or 9 of 8192): several look-back steps, and a partial last tile. */
    static final int MANY_TILES = 65541;
    static final double F32_TOLERANCE = 1e-5;

    private static Browser browser;
    private final List<String> failures = new ArrayList<>();

    @BeforeAll
    static void openThePage() throws IOException {
        browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("segmented-scan.html").get("state").text());
    }

    /** Whether element i starts a segment, by the contract. */
    private static boolean head(int i, int seed, long segment) {
        long mixed = ContractInputs.mix32(i + ContractInputs.mix32(seed + 1)) & 0xFFFFFFFFL;
        return i == 0 || mixed % segment == 0;
    }

    @Test
    void everyTypeModeAndSegmentLengthMatchesTheTestsOwnReference() {
        for (String type : List.of("u32", "i32", "f32")) {
            check(type, "inclusive", 20011, 3, "");
            check(type, "exclusive", 20011, 4096, "");
        }
        check("u32", "exclusive", MANY_TILES, 1, "&fallback=1");
        check("f32", "inclusive", MANY_TILES, 5000, "&fallback=1");
        check("i32", "inclusive", MANY_TILES, 1L << 31, "&vectorize=0");
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    private void check(String type, String mode, int n, long segment, String tuning) {
        int seed = n % 5 + 1;
        String query = "n=" + n + "&type=" + type + "&mode=" + mode + "&segment=" + segment + "&seed=" + seed
                + "&bits=32&reps=1" + tuning;
        JsonValue result = browser.run(query);
        String problem = problem(result, type, mode.equals("inclusive"), n, segment, seed);
        if (problem != null) {
            failures.add(query + ": " + problem + " in " + result);
        }
    }

    private static String problem(JsonValue result, String type, boolean inclusive, int n, long segment, int seed) {
        if (!"done".equals(result.get("state").text()) || !result.get("ok").bool()) {
            return "not done, or the page found a mismatch";
        }
        int heads = 0;
        int checksum = 0;
        int sum = 0;
        double floatSum = 0;
        double magnitude = 0;
        double maxError = 0;
        int[] integers = type.equals("f32") ? null : ContractInputs.integers(ElementType.parse(type), n, seed, 32);
        float[] floats = type.equals("f32") ? ContractInputs.floats(n, seed) : null;
        for (int i = 0; i < n; i++) {
            if (head(i, seed, segment)) {
                heads++;
                sum = 0;
                floatSum = 0;
                magnitude = 0;
            }
            if (integers != null) {
                checksum = checksum * 31 + (inclusive ? sum + integers[i] : sum);
                sum += integers[i];
            } else {
                floatSum += floats[i];
                magnitude += Math.abs(floats[i]);
            }
        }
        if (heads != (int) result.get("segments").number()) {
            return "segments, expected " + heads;
        }
        if (integers != null) {
            String expected = Long.toString(checksum & 0xFFFFFFFFL);
            return expected.equals(result.get("checksum").text()) ? null : "checksum, expected " + expected;
        }
        return result.get("maxRelErr").number() <= F32_TOLERANCE ? null : "maxRelErr above " + F32_TOLERANCE;
    }

    @Test
    void aSegmentLengthOutsideOneTo2To31IsOneSentence() {
        for (String segment : List.of("0", "2147483649")) {
            JsonValue result = browser.open("segmented-scan.html?run=1&segment=" + segment);
            assertEquals("error", result.get("state").text(), result.toString());
            assertEquals("The parameter segment must be between 1 and 2147483648, not " + segment + ".",
                    result.get("error").text());
        }
        browser.open("segmented-scan.html");
    }

    @Test
    void aSmallScanListsItsInputHeadsAndOutputInThePage() {
        JsonValue result = browser.open("segmented-scan.html?run=1&n=12&bits=3&segment=3&mode=inclusive");
        assertEquals("done", result.get("state").text(), result.toString());
        int[] input = ContractInputs.integers(ElementType.U32, 12, 1, 3);
        StringBuilder heads = new StringBuilder("head");
        StringBuilder output = new StringBuilder("output");
        int sum = 0;
        for (int i = 0; i < input.length; i++) {
            boolean starts = head(i, 1, 3);
            sum = (starts ? 0 : sum) + input[i];
            heads.append(' ').append(starts ? 1 : 0);
            output.append(' ').append(sum);
        }
        assertEquals(heads.toString(), row("head"));
        assertEquals(output.toString(), row("output"));
        assertTrue(browser.driver().findElement(By.id("output")).getText().contains("Segments"));
        browser.open("segmented-scan.html");
    }

    @Test
    void theLibrarysArrayCallsRestartAtTheirHeads() {
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.labSegmentedScanExample(done);");
        JsonValue report = JsonValue.parse(String.valueOf(json));
        assertEquals("segmented-lookback", report.get("algorithm").text(), report.toString());
        assertEquals(List.of(1.0, 3.0, 3.0, 7.0), numbers(report.get("inclusive")));
        assertEquals(List.of(0.0, 1.0, 0.0, 3.0), numbers(report.get("exclusive")));
        assertEquals(List.of(0.5, 0.75, 0.125, 1.125), numbers(report.get("floats")));
        List<Double> expected = new ArrayList<>();
        int sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum = i % 7 == 0 ? 0 : sum;
            expected.add((double) sum);
            sum += i % 5 - 2;
        }
        assertEquals(expected, numbers(report.get("long")));
    }

    private static List<Double> numbers(JsonValue array) {
        List<Double> numbers = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            numbers.add(array.at(i).number());
        }
        return numbers;
    }

    /** One array's rows of every block (the page wraps arrays in blocks of 8), joined. */
    private static String row(String array) {
        StringBuilder text = new StringBuilder(array);
        for (WebElement block : browser.driver().findElements(
                By.cssSelector("#segmented-scan-arrays tr[data-array=" + array + "]"))) {
            text.append(block.getText().substring(array.length()));
        }
        return text.toString();
    }
}
