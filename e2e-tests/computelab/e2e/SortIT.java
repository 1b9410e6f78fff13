package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The sort page against the tests' own CPU sort (SortReference), batched through labRun in one page
 * load. Stability is checked through the values: with bits=4 most keys are equal, and the checksum of
 * the indices that travel with them differs unless equal keys keep their input order. Sizes: 1, 2, each
 * algorithm's tile and its neighbours, and non-powers of two of a few tiles; through the tuning hook,
 * 2D grids, onesweep's look-back fallback, its ranking without subgroups and its other tile sizes.
 * About a million keys is left
 * to the GPU sweep (bench/gpu-check.mjs): on SwiftShader one such sort takes tens of seconds.
 */
@ExtendWith(ConsoleOnFailure.class)
class SortIT {
    /** Each algorithm with its tile size. */
    static final Map<String, Integer> TILES = Map.of("split-scan", 1024, "onesweep", 3072);
    static final List<String> TYPES = List.of("u32", "i32", "f32");
    /** Several tiles, not a power of two. */
    static final int MANY_TILES = 20011;

    private Browser browser;
    private final List<String> failures = new ArrayList<>();
    /** The page's hidden tuning parameters every following case adds to its query. */
    private String tuning = "";

    @BeforeEach
    void openThePage() throws IOException {
        browser = Browser.withWebGpu();
    }

    /**
     * One page load: a small sort shown whole, then every case through labRun on the same device (its
     * pipelines compile once). The cross product of sizes, types and keys/pairs is thinned to what
     * differs between them (the GPU sweep runs all of it); 2D grids and onesweep's fallback last.
     */
    @Test
    void everyAlgorithmTypeKeysAndPairsMatchTheCpuAndAreStable() {
        smallSortIsShownWhole();
        for (Map.Entry<String, Integer> algorithm : TILES.entrySet()) {
            String algo = algorithm.getKey();
            int tile = algorithm.getValue();
            int[] sizes = { 1, 2, tile - 1, tile, tile + 1, 2 * tile + 955 };
            for (int n : sizes) {
                // Few bits, many equal keys: the values show whether they kept their order.
                check(algo, "u32", 1, n, 4);
                check(algo, "u32", 0, n, 32);
            }
            check(algo, "i32", 1, tile - 1, 4);
            check(algo, "i32", 1, tile + 1, 32);
            check(algo, "i32", 1, 2 * tile + 955, 32);
            check(algo, "i32", 0, tile, 32);
            // f32 keys do not depend on bits.
            check(algo, "f32", 1, 1, 32);
            check(algo, "f32", 1, tile, 32);
            check(algo, "f32", 0, tile + 1, 32);
            check(algo, "f32", 1, 2 * tile + 955, 32);
            check(algo, "i32", 1, MANY_TILES, 4);
            check(algo, "f32", 0, MANY_TILES, 32);
        }
        // 8193 keys are 9 tiles of split-scan, 16385 are 6 of onesweep: 3x3 and 3x2 grids at 3 per dimension.
        for (String tuning : List.of("&maxdim=3", "&spin=0", "&fallback=1", "&fallback=1&subgroups=0")) {
            this.tuning = tuning;
            check("onesweep", "i32", 1, 16385, 6);
            if (tuning.contains("maxdim")) {
                check("split-scan", "i32", 1, 8193, 6);
            }
        }
        onesweepRankingVariants();
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    /**
     * Onesweep ranks by subgroup ballots where the device has subgroups (SwiftShader's have 4 lanes, so
     * subgroups take turns at the counters) and by two 4-bit splits elsewhere; the hook turns subgroups
     * off and sets other tiles than 256 x 12 keys. Each at its tile's edges, few bits for stability.
     */
    private void onesweepRankingVariants() {
        record Variant(String tuning, int keysPerInvocation) {
        }
        for (Variant variant : List.of(new Variant("&subgroups=0", 16), new Variant("&keys=15", 15),
                new Variant("&keys=9&subgroups=0", 9), new Variant("&keys=8", 8))) {
            tuning = variant.tuning();
            int tile = 256 * variant.keysPerInvocation();
            for (int n : new int[] { tile - 1, tile, tile + 1 }) {
                check("onesweep", "u32", 1, n, 4);
            }
            check("onesweep", "i32", 1, 2 * tile + 955, 32);
            check("onesweep", "f32", 0, tile + 1, 32);
        }
    }

    /** sort.html?run=1 with 7 keys: the keys and values are listed, the WGSL of every algorithm is there. */
    private void smallSortIsShownWhole() {
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
                + "&seed=" + seed + "&reps=1" + tuning;
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
        browser.open("sort.html");
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.labSortExample(done);");
        JsonValue report = JsonValue.parse(String.valueOf(json));
        // SwiftShader's 32 KiB of workgroup memory hold onesweep's tiles: it is the default here.
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

    /** The hook opens a device of its own; every algorithm's bytes per key are SortTrafficTest's. */
    @Test
    void theBenchmarkSubjectVerifiesAndCountsItsMemory() {
        browser.open("sort.html");
        int n = 5000;
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript("var done = arguments["
                + "arguments.length - 1]; window.labSortBench('onesweep', arguments[0], 1, true, done);", n);
        JsonValue report = JsonValue.parse(String.valueOf(json));
        assertTrue(report.get("verified").bool(), report.toString());
        assertEquals(n, report.get("items").number());
        assertEquals(68.0 * n, report.get("minimumTrafficBytes").number());
        double scratch = report.get("scratchBytes").number();
        // A second copy of the keys and values; beyond it 1 KiB of look-back state per 3072-key tile,
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
