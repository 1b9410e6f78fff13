package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The sort page against the tests' own CPU sort (SortReference), batched through labRun in one page
 * load. Stability is checked through the values: with bits=4 most keys are equal, and the checksum of
 * the indices that travel with them differs unless equal keys keep their input order. Sizes: 1, 2, the
 * 1024-key tile and its neighbours, and non-powers of two of a few tiles. About a million keys is left
 * to the GPU sweep (bench/gpu-check.mjs): on SwiftShader one such sort takes tens of seconds.
 */
@ExtendWith(ConsoleOnFailure.class)
class SortIT {
    static final List<String> ALGORITHMS = List.of("split-scan");
    static final List<String> TYPES = List.of("u32", "i32", "f32");
    static final int[] SIZES = { 1, 2, 1023, 1024, 1025, 3001 };
    /** Several tiles, not a power of two. */
    static final int MANY_TILES = 20011;

    private Browser browser;
    private final List<String> failures = new ArrayList<>();

    @BeforeEach
    void openThePage() throws IOException {
        browser = Browser.withWebGpu();
        assertEquals("ready", browser.open("sort.html").get("state").text());
    }

    @Test
    void everyAlgorithmTypeKeysAndPairsMatchTheCpuAndAreStable() {
        for (String algo : ALGORITHMS) {
            for (String type : TYPES) {
                for (int values = 0; values <= 1; values++) {
                    for (int n : SIZES) {
                        check(algo, type, values, n, 32);
                        // f32 keys do not depend on bits.
                        if (!type.equals("f32")) {
                            check(algo, type, values, n, 4);
                        }
                    }
                }
                check(algo, type, 1, MANY_TILES, type.equals("f32") ? 32 : 4);
            }
            check(algo, "u32", 0, MANY_TILES, 32);
        }
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    private void check(String algo, String type, int values, int n, int bits) {
        int seed = n % 5 + bits;
        String query = "n=" + n + "&algo=" + algo + "&type=" + type + "&values=" + values + "&bits=" + bits
                + "&seed=" + seed + "&reps=1";
        JsonValue result = browser.run(query);
        String problem = problem(result, type, values == 1, n, bits, seed);
        if (problem != null) {
            failures.add(query + ": " + problem + " in " + result);
        }
    }

    private static String problem(JsonValue result, String type, boolean values, int n, int bits, int seed) {
        if (!"done".equals(result.get("state").text())) {
            return "not done";
        }
        if (!result.get("ok").bool() || !result.get("guardOk").bool()) {
            return "the page found a mismatch or a write past the range";
        }
        String[] expected = SortReference.checksums(type, n, seed, bits);
        if (!expected[0].equals(result.get("checksum").text())) {
            return "keys checksum, expected " + expected[0];
        }
        if (values && !expected[1].equals(result.get("valuesChecksum").text())) {
            return "values checksum (stability), expected " + expected[1];
        }
        return null;
    }

    @Test
    void aSmallSortListsItsKeysAndTheFirstMismatchIsReportedInWords() {
        JsonValue result = browser.open("sort.html?run=1&n=7&type=i32&values=1&bits=3&reps=1");
        assertEquals("done", result.get("state").text());
        int[] keys = SortReference.keys("i32", 7, 1, 3);
        int[] order = SortReference.order("i32", keys);
        JsonValue output = result.get("output");
        for (int i = 0; i < 7; i++) {
            assertEquals(keys[order[i]], (int) output.get("keys").at(i).number(), result.toString());
            assertEquals(Integer.toString(order[i]), output.get("values").at(i).text(), result.toString());
        }
        String table = browser.driver().findElement(By.id("sort-arrays")).getText();
        assertTrue(table.contains("sorted") && table.contains("value"), table);
        assertTrue(browser.driver().findElement(By.id("wgsl")).getText().contains("split-scan"));
    }

    @Test
    void theApiExampleFromTheDocumentationRunsAndIsRight() {
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.labSortExample(done);");
        JsonValue report = JsonValue.parse(String.valueOf(json));
        assertEquals("split-scan", report.get("algorithm").text(), report.toString());
        assertEquals("[-7.0, -1.0, 2.0, 3.0]", numbers(report.get("signed")));
        assertEquals("[-2.5, -0.0, 0.0, 0.5, NaN]", report.get("floats").text());
        int n = 1000;
        int[] keys = new int[n];
        for (int i = 0; i < n; i++) {
            keys[i] = (i * 37) % 10;
        }
        int[] order = SortReference.order("u32", keys);
        for (int i = 0; i < n; i++) {
            assertEquals(keys[order[i]], (int) report.get("keys").at(i).number());
            assertEquals(order[i], (int) report.get("positions").at(i).number());
        }
    }

    @Test
    void theBenchmarkSubjectVerifiesAndCountsItsMemory() {
        int n = 5000;
        for (boolean values : new boolean[] { false, true }) {
            Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript("var done = arguments["
                    + "arguments.length - 1]; window.labSortBench('split-scan', arguments[0], 2, arguments[1], done);",
                    n, values);
            JsonValue report = JsonValue.parse(String.valueOf(json));
            assertTrue(report.get("verified").bool(), report.toString());
            assertEquals(n, report.get("items").number());
            assertEquals((values ? 160.0 : 96.0) * n, report.get("minimumTrafficBytes").number());
            double scratch = report.get("scratchBytes").number();
            // A second copy of the keys (and values); beyond it counts (n / 16 bytes), the counts' scan and
            // one 256-byte parameter slot per dispatch.
            double copy = (values ? 8.0 : 4.0) * n;
            assertTrue(scratch > copy && scratch < copy + n / 16.0 + 16384, "scratch " + scratch);
            assertEquals((values ? 4 : 2) * (4.0 * n + 16) + scratch, report.get("allocatedBytes").number(),
                    report.toString());
        }
    }

    private static String numbers(JsonValue list) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            values.add(list.at(i).number());
        }
        return values.toString();
    }
}
