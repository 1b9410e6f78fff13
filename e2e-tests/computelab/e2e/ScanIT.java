package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The scan page in the browser, opened once: its results against the tests' own CPU reference (a few
 * cases; the kernels' sweep over sizes, types, modes and tunings is SweepIT's, under Node), the tuning
 * parameters taking their paths, the contract's fields, the arrays shown, the API example and the bench hook.
 * f32 tolerance: the contract's relative error (|out - ref| / max(1, sum of magnitudes)) must stay
 * below 1e-5. With these inputs (|x| < 0.5, mean 0) every partial sum is far below the sum of
 * magnitudes, so each rounding adds at most 2^-24 of a much smaller number; the worst case for any
 * input (ScanCheck.f32Tolerance: three roundings per earlier 4096-element tile plus tree depths,
 * about 4.7e-5 at a million) is not approached; observed errors are near 1e-8.
 */
@ExtendWith(ConsoleOnFailure.class)
class ScanIT {
    static final List<String> ALGORITHMS = List.of("blelloch", "reduce-then-scan", "decoupled-lookback");
    static final List<String> TYPES = List.of("u32", "i32", "f32");
        /** 17 tiles of 4096: several look-back steps, and a partial last tile. */
    static final int MANY_TILES = 65541;
    static final double F32_TOLERANCE = 1e-5;

    private static Browser browser;
    private final List<String> failures = new ArrayList<>();
    /** The page's hidden tuning parameters every following case adds to its query. */
    private String tuning = "";

    @BeforeAll
    static void openThePage() throws IOException {
        browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("scan.html").get("state").text());
    }

    /**
     * Each algorithm with each type once, in one of two shapes by turns, so that each algorithm and each type
     * meets both: an inclusive scan past a tile, an exclusive one within it.
     */
    @Test
    void everyAlgorithmAndTypeMatchesTheTestsOwnReference() {
        for (int a = 0; a < ALGORITHMS.size(); a++) {
            for (int t = 0; t < TYPES.size(); t++) {
                if ((a + t) % 2 == 0) {
                    check(ALGORITHMS.get(a), TYPES.get(t), "inclusive", 4097, 32);
                } else {
                    check(ALGORITHMS.get(a), TYPES.get(t), "exclusive", 513, 8);
                }
            }
        }
        assertNoFailures();
    }

    /**
     * Each hidden tuning parameter takes the path it names (the sweep runs every path at every edge):
     * workgroup memory on a device with subgroups, single words, the look-back's fallback, and grids of at
     * most 16 workgroups a dimension spread over two (decoupled look-back: 74 tiles of 4096 as 15 x 5).
     */
    @Test
    void theTuningParametersTakeTheirPaths() {
        JsonValue usual = check("decoupled-lookback", "u32", "exclusive", 4097, 32);
        assertTrue(usual.get("features").get("subgroups").bool(), "SwiftShader offers subgroups");
        assertEquals("subgroups", usual.get("primitives").text());
        assertEquals("vec4", usual.get("access").text());
        tuning = "&subgroups=0";
        assertEquals("workgroup memory", check("reduce-then-scan", "i32", "inclusive", 4097, 32).get("primitives").text());
        tuning = "&vectorize=0";
        assertEquals("words", check("decoupled-lookback", "f32", "exclusive", 4097, 32).get("access").text());
        tuning = "&fallback=1";
        check("decoupled-lookback", "u32", "exclusive", MANY_TILES, 32);
        tuning = "&maxdim=16";
        for (String algo : ALGORITHMS) {
            int n = algo.equals("decoupled-lookback") ? 300007 : 100003;
            JsonValue result = check(algo, "u32", "inclusive", n, 32);
            assertEquals("16", result.get("tuning").get("maxdim").text());
            String first = result.get("dispatches").at(0).text();
            String[] grid = first.split(" as |x");
            int workgroups = Integer.parseInt(grid[0]);
            int x = Integer.parseInt(grid[1]);
            int y = Integer.parseInt(grid[2]);
            assertTrue(x <= 16 && y > 1 && x * y > workgroups, first);
        }
        assertNoFailures();
    }

    /** Runs one case in the open page and records any difference from the reference. */
    private JsonValue check(String algo, String type, String mode, int n, int bits) {
        int seed = seedFor(n, bits);
        String query = "n=" + n + "&algo=" + algo + "&type=" + type + "&mode=" + mode + "&bits=" + bits
                + "&seed=" + seed + "&reps=1" + tuning;
        JsonValue result = browser.run(query);
        String problem = problem(result, type, mode, n, bits, seed);
        if (problem != null) {
            failures.add(query + ": " + problem + " in " + result);
        }
        return result;
    }

    /** Seeds vary with size and bits, so f32 runs (whose inputs ignore bits) differ too. */
    private static int seedFor(int n, int bits) {
        return bits == 32 ? n % 5 + 1 : n % 7 + 11;
    }

    private static String problem(JsonValue result, String type, String mode, int n, int bits, int seed) {
        if (!"done".equals(result.get("state").text())) {
            return "not done";
        }
        if (!result.get("ok").bool() || !result.get("guardOk").bool()) {
            return "the page found a mismatch or a write past the range";
        }
        boolean inclusive = mode.equals("inclusive");
        if (!type.equals("f32")) {
            String expected = Long.toString(ScanReference.checksum(type, n, seed, bits, inclusive));
            return expected.equals(result.get("checksum").text()) ? null : "checksum, expected " + expected;
        }
        if (!(result.get("maxRelErr").number() <= F32_TOLERANCE)) {
            return "maxRelErr above " + F32_TOLERANCE;
        }
        double[][] reference = ScanReference.floats(n, seed, inclusive);
        JsonValue samples = result.get("samples");
        if (samples.size() != Math.min(n, 65)) {
            return "expected " + Math.min(n, 65) + " samples";
        }
        for (int s = 0; s < samples.size(); s++) {
            int index = (int) samples.at(s).at(0).number();
            double value = samples.at(s).at(1).number();
            double error = Math.abs(value - reference[0][index]) / Math.max(1, reference[1][index]);
            if (!(error <= F32_TOLERANCE)) {
                return "element " + index + " is " + value + ", reference " + reference[0][index];
            }
        }
        return null;
    }

    private void assertNoFailures() {
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    @Test
    void theSubgroupKernelsRunWhereTheDeviceHasSubgroups() {
        JsonValue result = check("decoupled-lookback", "u32", "exclusive", 4097, 32);
        assertTrue(result.get("features").get("subgroups").bool(), "SwiftShader offers subgroups");
        assertEquals("subgroups", result.get("primitives").text());
        assertEquals("vec4", result.get("access").text());
        assertNoFailures();
    }

    @Test
    void theResultCarriesTheContractFields() {
        JsonValue result = browser.run("n=1000&type=i32&reps=3");
        for (String field : List.of("n", "type", "mode", "algo", "seed", "bits", "ok", "checksum", "maxRelErr",
                "gpuMs", "gelemPerS", "gbPerS", "passes", "adapter", "features")) {
            assertTrue(result.has(field), field + " missing in " + result);
        }
        assertEquals(defaultAlgorithm(result), result.get("algo").text(), "the default");
        assertEquals("exclusive", result.get("mode").text());
        assertEquals(8.0, result.get("bits").number());
        assertEquals(3.0, result.get("gpuMs").get("reps").number());
        assertTrue(result.get("gpuMs").get("median").number() > 0);
        assertEquals(result.get("algo").text().equals("reduce-then-scan") ? 3 : 1, result.get("passes").size(),
                "reduce tiles, scan tile sums, scan tiles; or the one chained scan");
        assertTrue(result.get("copyGBs").number() > 0);
        assertEquals(result.get("fractionOfCopy").number(),
                8.0 * 1000 / (result.get("copyGBs").number() * 1e6) / result.get("gpuMs").get("median").number(), 1e-9);
        assertTrue(result.get("maxRelErr").isNull());
        assertEquals(Long.toString(ScanReference.checksum("i32", 1000, 1, 8, false)), result.get("checksum").text());
    }

    /** The fastest algorithm for the device: decoupled look-back where it has subgroups. */
    private static String defaultAlgorithm(JsonValue result) {
        return result.get("features").get("subgroups").bool() ? "decoupled-lookback" : "reduce-then-scan";
    }

    @Test
    void aSmallScanListsItsInputAndOutputInThePage() throws IOException {
        JsonValue result = browser.open("scan.html?run=1&n=5&bits=3&mode=inclusive&algo=blelloch");
        assertEquals("done", result.get("state").text(), result.toString());
        int[] input = computelab.data.ContractInputs.integers(computelab.data.ElementType.U32, 5, 1, 3);
        int[] output = ScanReference.scan(input, true);
        String inputRow = browser.driver().findElement(By.cssSelector("#scan-arrays tr[data-array=input]")).getText();
        String outputRow = browser.driver().findElement(By.cssSelector("#scan-arrays tr[data-array=output]")).getText();
        assertEquals("input " + joined(input), inputRow);
        assertEquals("output " + joined(output), outputRow);
        assertEquals(Integer.toString(output[4]), result.get("output").at(4).text());
    }

    private static String joined(int[] values) {
        StringBuilder text = new StringBuilder();
        for (int value : values) {
            text.append(text.length() == 0 ? "" : " ").append(value);
        }
        return text.toString();
    }

    @Test
    void theApiExampleFromTheDocumentationRunsAndIsRight() {
        String expected = defaultAlgorithm(browser.run("n=1"));
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.labScanExample(done);");
        JsonValue report = JsonValue.parse(String.valueOf(json));
        assertEquals(expected, report.get("algorithm").text(), report.toString());
        assertEquals(List.of(0.0, 1.0, 3.0), numbers(report.get("tutorial")));
        assertEquals(List.of(0.5, 0.75, 0.875), numbers(report.get("running")));
        int[] values = new int[1000];
        for (int i = 0; i < values.length; i++) {
            values[i] = i % 7 - 3;
        }
        assertEquals(numbers(ScanReference.scan(values, true)), numbers(report.get("inclusive")));
        assertEquals(numbers(ScanReference.scan(values, false)), numbers(report.get("exclusiveInPlace")));
    }

    @Test
    void theBenchmarkSubjectVerifiesAndCountsItsMemoryHonestly() {
        int n = 1 << 18;
        for (String algo : ALGORITHMS) {
            Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript("var done = arguments["
                    + "arguments.length - 1]; window.labScanBench(arguments[0], arguments[1], 2, done);", algo, n);
            JsonValue report = JsonValue.parse(String.valueOf(json));
            assertTrue(report.get("verified").bool(), report.toString());
            assertEquals(n, report.get("items").number());
            assertEquals(8.0 * n, report.get("minimumTrafficBytes").number());
            double scratch = report.get("scratchBytes").number();
            assertTrue(scratch > 0 && scratch < 0.01 * 4 * n, algo + " scratch " + scratch);
            assertEquals(2 * (4.0 * n + 16) + scratch, report.get("allocatedBytes").number(), report.toString());
            assertEquals(2.0, report.get("gpuMs").get("reps").number());
        }
    }

    private static List<Double> numbers(JsonValue array) {
        List<Double> list = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            list.add(array.at(i).number());
        }
        return list;
    }

    private static List<Double> numbers(int[] values) {
        List<Double> list = new ArrayList<>();
        for (int value : values) {
            list.add((double) value);
        }
        return list;
    }
}
