package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The sort page in the browser, opened once: a few sorts against the tests' own CPU sort
 * (SortReference), a small sort shown whole, the API example and the bench hook. Stability is checked
 * through the values: with bits=4 most keys are equal, and the checksum of the indices that travel with
 * them differs unless equal keys keep their input order. The kernels' sweep (each algorithm at its tile
 * edges, every type, keys alone and with values, onesweep's tunings, 2D grids) is SweepIT's, under Node.
 */
@ExtendWith(ConsoleOnFailure.class)
class SortIT {
    /** Each algorithm with its tile size. */
    static final Map<String, Integer> TILES = Map.of("split-scan", 1024, "onesweep", 4096);
    /** Several tiles, not a power of two. */
    static final int MANY_TILES = 20011;

    private static Browser browser;
    private final List<String> failures = new ArrayList<>();

    /** One page load for the class: the tests that open a URL open the same page. */
    @BeforeAll
    static void openThePage() throws IOException {
        browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("sort.html").get("state").text());
    }

    /**
     * The page's sorts against this test's own reference, both algorithms with values, one pipeline each: few
     * bits, so the values show whether equal keys kept their order, then many tiles of all 32 bits (the
     * kernels' sweep over sizes, types, keys alone and tunings is SweepIT's, under Node).
     */
    @Test
    void bothAlgorithmsMatchTheTestsOwnReferenceAndAreStable() {
        for (Map.Entry<String, Integer> algorithm : TILES.entrySet()) {
            check(algorithm.getKey(), "i32", 1, algorithm.getValue() + 1, 4);
            check(algorithm.getKey(), "i32", 1, MANY_TILES, 32);
        }
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    /**
     * The measurement hook (bench/lab.mjs --shader) swaps in an edited kernel, and the page runs that one
     * and checks it: onesweep, published under docs/kernels/ in both forms, with every key written one
     * too large, fails the page's check; the lab's own kernel passes again once the hook is gone.
     */
    @Test
    void aKernelSwappedInByTheMeasurementHookIsTheOneThatRunsAndIsChecked() throws Exception {
        // Both of sort_tile's key writes: by halves (keys alone) and from the whole tile.
        String write = "dst_keys[to] = key;";
        Map<String, String> broken = new HashMap<>();
        for (String form : new String[] { "", ".subgroups" }) {
            String code = Files.readString(Path.of("docs/kernels/sort/onesweep" + form + ".wgsl"));
            assertEquals(2, code.split(Pattern.quote(write), -1).length - 1,
                    "the published kernel writes its keys as this test expects");
            broken.put("sort/onesweep.wgsl" + (form.isEmpty() ? "" : "+subgroups"),
                    code.replace(write, "dst_keys[to] = key + 1u;"));
        }
        // The class's browser: the classes of a test JVM run one after another, so the swap reaches no other
        // class's page, and the page is opened again without it however this test ends.
        try {
            for (String query : new String[] { "sort.html?run=1&n=5000&algo=onesweep&reps=1",
                "sort.html?run=1&n=5000&algo=onesweep&values=1&reps=1" }) {
                try (AutoCloseable swapped = browser.shaderOverrides(broken)) {
                    JsonValue result = browser.open(query);
                    assertEquals("done", result.get("state").text(), result.toString());
                    assertFalse(result.get("ok").bool(), result.toString());
                }
                JsonValue result = browser.open(query);
                assertTrue(result.get("ok").bool(), result.toString());
            }
        } finally {
            assertEquals("ready", browser.open("sort.html").get("state").text());
        }
    }

    /** sort.html?run=1 with 7 keys: the keys and values are listed, the WGSL of every algorithm is there. */
    @Test
    void aSmallSortIsShownWhole() {
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
        assertTrue(browser.driver().findElement(By.id("sort-passes")).getText().contains("bits 0-7"));
        String wgsl = browser.driver().findElement(By.id("wgsl")).getText();
        assertTrue(wgsl.contains("split-scan") && wgsl.contains("onesweep"), wgsl);
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
    void theApiExampleFromTheDocumentationRunsAndIsRight() {
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.labSortExample(done);");
        JsonValue report = JsonValue.parse(String.valueOf(json));
        // Every WebGPU device holds onesweep's smallest tiles: it is the default everywhere.
        assertEquals("onesweep", report.get("algorithm").text(), report.toString());
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

    /** The hook runs on the page's device; every algorithm's bytes per key are SortTrafficTest's. */
    @Test
    void theBenchmarkSubjectVerifiesAndCountsItsMemory() {
        int n = 5000;
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript("var done = arguments["
                + "arguments.length - 1]; window.labSortBench('onesweep', arguments[0], 1, true, done);", n);
        JsonValue report = JsonValue.parse(String.valueOf(json));
        assertTrue(report.get("verified").bool(), report.toString());
        assertEquals(n, report.get("items").number());
        assertEquals(68.0 * n, report.get("minimumTrafficBytes").number());
        double scratch = report.get("scratchBytes").number();
        // A second copy of the keys and values; beyond it 1 KiB of look-back state per 4096-key tile,
        // 8 KiB of histograms and one 256-byte parameter slot per dispatch.
        double copy = 8.0 * n;
        assertTrue(scratch > copy && scratch < copy + n / 2.0 + 24576, "scratch " + scratch);
        assertEquals(4 * (4.0 * n + 16) + scratch, report.get("allocatedBytes").number(), report.toString());
    }

    private static String numbers(JsonValue list) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            values.add(list.at(i).number());
        }
        return values.toString();
    }
}
