package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * reduce.html end to end on SwiftShader (subgroup size 4): every version, operation and type against a
 * reduction computed here from the contract's input formula, batched through window.labRun in one page.
 */
@ExtendWith(ConsoleOnFailure.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class) // the batches share one page load, then pages open by URL
class ReduceIT {
    private static final List<String> ALGOS = List.of("v1-interleaved-modulo", "v2-strided-index", "v3-sequential",
            "v4-first-add-on-load", "v5-unrolled-subgroup", "fast");
    private static final List<String> TYPES = List.of("u32", "i32", "f32");
    private static final List<String> OPS = List.of("sum", "min", "max");
    private static final int ABOUT_100K = 100_003;
    /** The error an f32 sum may have relative to the sum of magnitudes (see CpuReduction.F32_SUM_TOLERANCE). */
    private static final double F32_SUM_TOLERANCE = 1e-5;

    /**
     * The page's values against this test's own reduction, every version with every type and every operation
     * (in a Latin square: each version meets each operation once, each type and operation two versions), at
     * one awkward size and at a range that starts off a vector (the kernels' sweep over every combination,
     * sizes, offsets and tunings is SweepIT's, under Node).
     */
    @Order(1)
    @Test
    void everyVersionOperationAndTypeMatchesAnIndependentCpuReduction() throws IOException {
        Browser browser = openReadyPage();
        Failures failures = new Failures();
        for (int t = 0; t < TYPES.size(); t++) {
            Input input = Input.contract(TYPES.get(t), 513, 7, 32);
            Input offset = Input.contract(TYPES.get(t), 4099, 3, 8).at(3);
            for (int a = 0; a < ALGOS.size(); a++) {
                String op = OPS.get((a + t) % OPS.size());
                check(browser, input, ALGOS.get(a), op, "", failures);
                check(browser, offset, ALGOS.get(a), op, "", failures);
            }
        }
        failures.assertNone();
    }

    /**
     * Each hidden tuning parameter takes the path it names: workgroup memory on a device with subgroups, and
     * grids of at most 11 workgroups a dimension spread over two (the 118 workgroups of v1 over 30,011
     * elements as 11 x 11, the 98 of fast over 100,003 as 11 x 9).
     */
    @Order(2)
    @Test
    void theTuningParametersTakeTheirPaths() throws IOException {
        Browser browser = openReadyPage();
        Failures failures = new Failures();
        JsonValue usual = browser.run("n=1000&algo=fast");
        assertTrue(usual.get("features").get("subgroups").bool(), "SwiftShader offers subgroups");
        assertEquals("subgroups", usual.get("path").text());
        for (String algo : List.of("v5-unrolled-subgroup", "fast")) {
            JsonValue forced = check(browser, Input.contract("i32", 20_011, 5, 32), algo, "min", "&subgroups=0", failures);
            assertEquals("workgroup memory", forced.get("path").text());
        }
        check(browser, Input.contract("u32", 30_011, 5, 32), "v1-interleaved-modulo", "sum", "&maxdim=11", failures);
        check(browser, Input.contract("f32", ABOUT_100K, 5, 32), "fast", "max", "&maxdim=11", failures);
        check(browser, Input.contract("u32", 65_539, 9, 32), "fast", "sum", "&workgroups=4", failures);
        failures.assertNone();
    }

    @Order(7)
    @Test
    @EnabledIfSystemProperty(named = "reduce.large", matches = "1")
    void theLadderReducesALevelOfMoreThan65535RealWorkgroups() throws IOException {
        Browser browser = openReadyPage();
        Failures failures = new Failures();
        Input input = Input.contract("u32", 16_777_216 + 1000, 3, 32);
        JsonValue result = check(browser, input, "v3-sequential", "sum", "", failures);
        failures.assertNone();
        assertEquals(4, result.get("passes").number(), "16,777,217 -> 65,537 -> 257 -> 2 -> 1");
    }

    @Order(8)
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "n=0|The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 0.",
        "n=-5|The parameter n must be between 1 and 268435456 (this device's largest storage binding), not -5.",
        "n=ten|The parameter n must be a whole number (or 2^k), not \"ten\".",
        "n=2%5E40|The parameter n must be between 1 and 268435456 (this device's largest storage binding), not 2^40.",
        "type=u64|Unknown type \"u64\": choose u32, i32, f32.",
        "op=product|Unknown op \"product\": choose sum, min, max.",
        "algo=v6|Unknown algo \"v6\": choose v1-interleaved-modulo, v2-strided-index, v3-sequential, "
                + "v4-first-add-on-load, v5-unrolled-subgroup, fast, ladder.",
        "bits=33|The parameter bits must be between 1 and 32, not 33.",
        "n=100003&maxdim=19&algo=v1-interleaved-modulo|A level of 100003 values needs 391 workgroups, more than "
                + "a 19 x 19 dispatch holds: use fewer elements or a larger per-dimension limit."
    })
    void badParametersEndInAnErrorStateWithOneClearSentence(String query, String sentence) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("reduce.html?run=1&" + query);
        assertEquals("error", browser.state());
        assertEquals("error", result.get("state").text());
        assertEquals(sentence, result.get("error").text());
        assertEquals(sentence, browser.message());
    }

    @Order(9)
    @Test
    void theLadderTimesEveryVersionAndDrawsABarForEach() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("reduce.html?run=1&algo=ladder&n=50000&type=f32&reps=2");
        assertEquals("done", result.get("state").text(), result.toString());
        assertTrue(result.get("ok").bool());
        JsonValue rows = result.get("ladder");
        assertEquals(ALGOS.size(), rows.size());
        Input input = Input.contract("f32", 50_000, 1, 8);
        for (int i = 0; i < rows.size(); i++) {
            JsonValue row = rows.at(i);
            assertEquals(ALGOS.get(i), row.get("algo").text());
            assertTrue(input.sumError(Float.parseFloat(row.get("value").text())) <= F32_SUM_TOLERANCE, row.toString());
            assertTrue(row.get("gpuMs").get("median").number() > 0);
            assertTrue(row.get("speedupOverV1").number() > 0);
        }
        assertEquals(1.0, rows.at(0).get("speedupOverV1").number());
        assertTrue(result.get("readGBs").number() > 0, "the read-only kernel's bandwidth over the same bytes");
        double readMs = 4.0 * 50_000 / (result.get("readGBs").number() * 1e6);
        for (int i = 0; i < rows.size(); i++) {
            JsonValue row = rows.at(i);
            assertEquals(readMs / row.get("gpuMs").get("median").number(), row.get("fractionOfRead").number(),
                    1e-6 * readMs, row.toString());
        }
        assertEquals(ALGOS.size(), browser.driver().findElements(By.cssSelector("#output svg rect")).size());
        String chart = browser.driver().findElement(By.cssSelector("#output svg")).getText();
        for (String algo : ALGOS) {
            assertTrue(chart.contains(algo), chart);
        }
        assertTrue(chart.contains("x v1"), chart);
    }

    @Order(10)
    @Test
    void oneRunReportsTheContractFields() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("reduce.html?run=1&n=1000&type=i32&op=min&seed=4&bits=16");
        assertEquals("done", result.get("state").text(), result.toString());
        for (String field : List.of("n", "type", "op", "algo", "ok", "value", "gpuMs", "gelemPerS", "adapter",
                "features")) {
            assertTrue(result.has(field), field + " missing from " + result);
        }
        assertEquals("fast", result.get("algo").text());
        assertEquals(Input.contract("i32", 1000, 4, 16).expected("min"), result.get("value").text());
        assertTrue(result.get("scratchBytes").number() < 1000 * 4 / 100.0 + 64);
        assertTrue(browser.driver().findElement(By.id("output")).getText().contains("CPU value"));
    }

    // ---------------------------------------------------------------------------------------------

    /**
     * The page for batches: loaded once and kept while no other test navigates away, so its compiled
     * pipelines and uploaded inputs carry over from one batch to the next.
     */
    private static Browser openReadyPage() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        if (!browser.driver().getCurrentUrl().equals(browser.url("reduce.html"))) {
            assertEquals("ready", browser.open("reduce.html").get("state").text());
        }
        return browser;
    }

    /** Runs one case in the open page and records a failure unless its value matches this test's own. */
    private static JsonValue check(Browser browser, Input input, String algo, String op, String extra,
            Failures failures) {
        String query = "n=" + input.values.length + "&type=" + input.type + "&op=" + op + "&algo=" + algo + "&seed="
                + input.seed + "&bits=" + input.bits + "&offset=" + input.offset + "&reps=1" + extra;
        JsonValue result = browser.run(query);
        if (!"done".equals(result.get("state").text())) {
            failures.add(query, result.toString());
            return result;
        }
        String value = result.get("value").text();
        if (input.type.equals("f32") && op.equals("sum")) {
            double error = input.sumError(Float.parseFloat(value));
            double reported = result.get("maxRelErr").number();
            if (error > F32_SUM_TOLERANCE || Math.abs(error - reported) > 1e-12) {
                failures.add(query, "value " + value + " has error " + error + " (page says " + reported + ")");
            }
        } else if (input.type.equals("f32")) {
            float expected = input.floats()[indexOf(input, op)];
            if (Float.floatToIntBits(Float.parseFloat(value)) != Float.floatToIntBits(expected)) {
                failures.add(query, "value " + value + " does not read back as the " + op + " " + expected);
            }
        } else if (!value.equals(input.expected(op))) {
            failures.add(query, "value " + value + ", expected " + input.expected(op));
        }
        if (!result.get("ok").bool()) {
            failures.add(query, "the page's own check failed: " + result);
        }
        return result;
    }

    private static int indexOf(Input input, String op) {
        float[] floats = input.floats();
        int best = 0;
        for (int i = 1; i < floats.length; i++) {
            if (op.equals("min") ? floats[i] < floats[best] : floats[i] > floats[best]) {
                best = i;
            }
        }
        return best;
    }

    /** Failures collected over a batch, reported together (the first 20). */
    private static final class Failures {
        private final List<String> lines = new ArrayList<>();

        void add(String query, String problem) {
            lines.add(query + ": " + problem);
        }

        void assertNone() {
            assertTrue(lines.isEmpty(), lines.size() + " failures:\n" + String.join("\n",
                    lines.subList(0, Math.min(20, lines.size()))));
        }
    }

    /**
     * A contract input rebuilt here from the formula in docs/page-contract.md, and its reductions computed
     * here: u32 and i32 with 64-bit arithmetic reduced modulo 2^32, f32 sums in float64.
     */
    private static final class Input {
        final String type;
        final int seed;
        final int bits;
        final int[] values; // 32-bit patterns
        final int offset;

        private Input(String type, int seed, int bits, int[] values, int offset) {
            this.type = type;
            this.seed = seed;
            this.bits = bits;
            this.values = values;
            this.offset = offset;
        }

        static Input contract(String type, int n, int seed, int bits) {
            long mask = (1L << bits) - 1;
            long base = mix(seed & 0xFFFFFFFFL);
            int[] values = new int[n];
            for (int i = 0; i < n; i++) {
                long h = mix((i + base) & 0xFFFFFFFFL);
                values[i] = switch (type) {
                    case "u32" -> (int) (h & mask);
                    case "i32" -> (int) ((h & mask) - (1L << (bits - 1)));
                    default -> Float.floatToIntBits((float) ((h & 0xFFFFFFL) / 16777216.0 - 0.5));
                };
            }
            return new Input(type, seed, bits, values, 0);
        }

        Input at(int elementOffset) {
            return new Input(type, seed, bits, values, elementOffset);
        }

        /** mix32 on unsigned 32-bit values held in a long. */
        private static long mix(long x) {
            x ^= x >>> 16;
            x = (x * 0x7feb352dL) & 0xFFFFFFFFL;
            x ^= x >>> 15;
            x = (x * 0x846ca68bL) & 0xFFFFFFFFL;
            x ^= x >>> 16;
            return x;
        }

        float[] floats() {
            float[] floats = new float[values.length];
            for (int i = 0; i < values.length; i++) {
                floats[i] = Float.intBitsToFloat(values[i]);
            }
            return floats;
        }

        /** The reduction of u32 or i32 values as the contract's decimal text. */
        String expected(String op) {
            long result = switch (op) {
                case "min" -> Long.MAX_VALUE;
                case "max" -> Long.MIN_VALUE;
                default -> 0;
            };
            for (int v : values) {
                long x = type.equals("u32") ? v & 0xFFFFFFFFL : v;
                result = switch (op) {
                    case "min" -> Math.min(result, x);
                    case "max" -> Math.max(result, x);
                    default -> result + x;
                };
            }
            if (type.equals("u32")) {
                return Long.toString(result & 0xFFFFFFFFL);
            }
            return Integer.toString((int) result);
        }

        /** |value - sum| / max(1, sum of |x|), the sum in float64 (exact for these inputs). */
        double sumError(double value) {
            double sum = 0;
            double magnitudes = 0;
            for (float x : floats()) {
                sum += x;
                magnitudes += Math.abs(x);
            }
            return Math.abs(value - sum) / Math.max(1, magnitudes);
        }
    }
}
