package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.JavascriptExecutor;

/**
 * histogram.html end to end on SwiftShader (subgroup size 4): every algorithm's counts against counts made
 * here from the contract's input formula, with the bin of a value computed here with BigInteger; the bin
 * edges (0, 2^bits - 1, each side of every boundary) through the page's test hook; bad bins in one sentence.
 */
@ExtendWith(ConsoleOnFailure.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class) // the batches share one page load, then pages open by URL
class HistogramIT {
    private static final List<String> ALGOS = List.of("private-slices", "partitioned", "private-passes", "global-atomics");

    /**
     * Every algorithm at awkward sizes, with few and many bins (one range of workgroup counters, just past it,
     * and 65,536), random and skewed inputs (bits=1 puts everything in two bins, or one): each shape with one
     * algorithm, each algorithm with two shapes, the partition with the most bins. Every algorithm with these
     * bins and bits at sizes around its tiles is SweepIT's (HistogramExperiment), under Node on the same
     * compiled script, checked by the page's own CPU histogram.
     */
    @Order(1)
    @Test
    void everyAlgorithmCountsLikeAnIndependentCpuHistogram() throws IOException {
        Browser browser = openReadyPage();
        List<String> failures = new ArrayList<>();
        String[] shapes = { "n=1&bins=1&bits=32", "n=1027&bins=256&bits=32", "n=20011&bins=4097&bits=32",
            "n=20011&bins=65536&bits=32", "n=30003&bins=256&bits=1", "n=9001&bins=1&bits=1", "n=8195&bins=1000&bits=13",
            "n=8195&bins=65535&bits=17" };
        for (int i = 0; i < shapes.length; i++) {
            String query = shapes[i] + "&algo=" + ALGOS.get((i + 2) % ALGOS.size()) + "&seed=7&reps=1";
            JsonValue result = browser.run(query);
            String problem = problem(result, query);
            if (problem != null) {
                failures.add(query + ": " + problem);
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /**
     * On a device with WebGPU's least workgroup memory (16 KiB), a workgroup keeps 4,096 counters, so 4,097
     * bins take two ranges and 65,536 take sixteen.
     */
    @Order(5)
    @Test
    void theLeastWorkgroupMemoryTakesMoreRanges() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable least = browser.deviceOverrides("{\"limits\": {\"maxComputeWorkgroupStorageSize\": 16384}}")) {
            for (String query : List.of("n=20011&bins=4097&algo=private-passes&seed=3",
                    "n=20011&bins=65536&bits=1&algo=private-slices&seed=3",
                    "n=20011&bins=65536&algo=private-passes&seed=4")) {
                JsonValue result = browser.open("histogram.html?run=1&reps=1&" + query);
                assertEquals(null, problem(result, query), query);
                assertEquals(4096, result.get("rangeBins").number(), query);
                assertEquals(Math.ceil(result.get("bins").number() / 4096), result.get("ranges").number(), query);
            }
            // Without an algo, private-slices while its counters take one range, the partition beyond.
            for (String bins : List.of("4096", "4097")) {
                JsonValue result = browser.open("histogram.html?run=1&reps=1&n=20011&seed=3&bins=" + bins);
                assertEquals(null, problem(result, "bins=" + bins), bins);
                assertEquals(bins.equals("4096") ? "private-slices" : "partitioned", result.get("algo").text(), bins);
            }
        }
    }

    /** v = 0, v = 2^bits - 1 and both sides of every bin boundary land where floor(v * bins / 2^bits) says. */
    @Order(2)
    @Test
    void theEdgesOfEveryBinLandInTheRightBin() throws IOException {
        Browser browser = openReadyPage();
        int[][] shapes = { { 256, 32 }, { 7, 32 }, { 65536, 32 }, { 65535, 32 }, { 3, 2 }, { 1000, 13 }, { 1, 1 },
            { 65536, 16 }, { 5, 31 } };
        for (String algo : ALGOS) {
            for (int[] shape : shapes) {
                int bins = shape[0];
                int bits = shape[1];
                List<Long> values = edges(bins, bits);
                StringBuilder text = new StringBuilder();
                for (long v : values) {
                    text.append(text.length() == 0 ? "" : ",").append(v);
                }
                String report = (String) ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                        "var done = arguments[arguments.length - 1];"
                                + "labHistogramCounts(arguments[0], arguments[1], arguments[2], arguments[3], done);",
                        algo, text.toString(), bins, bits);
                JsonValue counts = JsonValue.parse(report).get("counts");
                long[] expected = new long[bins];
                for (long v : values) {
                    expected[bin(v, bins, bits)]++;
                }
                for (int b = 0; b < bins; b++) {
                    assertEquals(Long.toString(expected[b]), counts.at(b).text(),
                            algo + " bins=" + bins + " bits=" + bits + " bin " + b);
                }
            }
        }
    }

    @Order(3)
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "bins=0|The parameter bins must be between 1 and 65536, not 0.",
        "bins=70000|The parameter bins must be between 1 and 65536, not 70000.",
    })
    void badBinsEndInAnErrorStateWithOneClearSentence(String query, String sentence) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("histogram.html?run=1&" + query);
        assertEquals("error", browser.state());
        assertEquals(sentence, result.get("error").text());
        assertEquals(sentence, browser.message());
    }

    /** The contract's fields, and the read kernel's fraction over the same bytes. */
    @Order(4)
    @Test
    void oneRunReportsTheContractFields() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("histogram.html?run=1&n=5000&reps=2");
        assertEquals("done", result.get("state").text(), result.toString());
        for (String field : List.of("n", "bins", "bits", "seed", "algo", "ok", "checksum", "maxCount", "gpuMs",
                "gelemPerS", "fractionOfRead")) {
            assertTrue(result.has(field), field + " missing from " + result);
        }
        assertEquals(256, result.get("bins").number());
        assertEquals(32, result.get("bits").number());
        assertEquals(null, problem(result, "n=5000"));
        double readMs = 4.0 * 5000 / (result.get("readGBs").number() * 1e6);
        assertEquals(readMs / result.get("gpuMs").get("median").number(), result.get("fractionOfRead").number(),
                1e-6 * readMs);
    }

    // ---------------------------------------------------------------------------------------------

    private static Browser openReadyPage() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        if (!browser.driver().getCurrentUrl().equals(browser.url("histogram.html"))) {
            assertEquals("ready", browser.open("histogram.html").get("state").text());
        }
        return browser;
    }

    /** What is wrong with a run's counts (checksum, maxCount, ok) against this test's own; null if nothing. */
    private static String problem(JsonValue result, String query) {
        if (!"done".equals(result.get("state").text())) {
            return result.toString();
        }
        int n = (int) result.get("n").number();
        int bins = (int) result.get("bins").number();
        int bits = (int) result.get("bits").number();
        long seed = (long) result.get("seed").number();
        long[] counts = new long[bins];
        long base = mix(seed);
        long mask = bits == 32 ? 0xFFFFFFFFL : (1L << bits) - 1;
        for (int i = 0; i < n; i++) {
            counts[bin(mix((i + base) & 0xFFFFFFFFL) & mask, bins, bits)]++;
        }
        long checksum = 0;
        long max = 0;
        for (long count : counts) {
            checksum = (checksum * 31 + count) & 0xFFFFFFFFL;
            max = Math.max(max, count);
        }
        if (!result.get("checksum").text().equals(Long.toString(checksum))
                || !result.get("maxCount").text().equals(Long.toString(max)) || !result.get("ok").bool()) {
            return "checksum " + result.get("checksum").text() + " maxCount " + result.get("maxCount").text() + " ok "
                    + result.get("ok").bool() + ", expected " + checksum + " and " + max;
        }
        return null;
    }

    /** 0, 2^bits - 1 and the first value of every bin with the one before it (for at most 300 bins, spread). */
    private static List<Long> edges(int bins, int bits) {
        List<Long> values = new ArrayList<>(List.of(0L, (1L << bits) - 1));
        int step = Math.max(1, bins / 300);
        for (long b = 1; b < bins; b += step) {
            // The smallest v with v * bins >= b * 2^bits.
            long first = BigInteger.valueOf(b).shiftLeft(bits).add(BigInteger.valueOf(bins - 1))
                    .divide(BigInteger.valueOf(bins)).longValueExact();
            values.add(first);
            values.add(first - 1);
        }
        return values;
    }

    private static int bin(long v, int bins, int bits) {
        return BigInteger.valueOf(v).multiply(BigInteger.valueOf(bins)).shiftRight(bits).intValueExact();
    }

    /** mix32 on unsigned 32-bit values held in a long. */
    static long mix(long x) {
        x ^= x >>> 16;
        x = (x * 0x7feb352dL) & 0xFFFFFFFFL;
        x ^= x >>> 15;
        x = (x * 0x846ca68bL) & 0xFFFFFFFFL;
        x ^= x >>> 16;
        return x;
    }
}
