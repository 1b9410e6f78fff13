package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.JavascriptExecutor;

/**
 * The library on the caller's buffers, in the browser (SwiftShader, subgroups of 4), through the compact page's
 * hooks: every primitive prepared on the caller's buffers and recorded into one encoder; the README's
 * compaction -> sort example (the count read back only by the hook, for this check); and counted scan,
 * compaction and sort (every algorithm) planned once for a capacity and run again for counts of 0, 1, both
 * look-back tiles' edges, the capacity and past it. Everything against this test's own CPU reading of the
 * contract's input; outputs of counted runs start filled with a marker (in place: the input), so a write past
 * the count fails too.
 */
@ExtendWith(ConsoleOnFailure.class)
class CallerBuffersIT {
    /** What the hook fills outputs with before each run (CompactHooks.UNWRITTEN). */
    static final int UNWRITTEN = 0xDEADBEEF;
    /** Not a power of two, more than two tiles of 4096 and one of 8192. */
    static final int CAPACITY = 10007;
    /** 0, 1, the edges of 4096- and 8192-element tiles, the capacity, and a count past it (taken as the capacity). */
    static final String COUNTS = "0,1,4095,4096,4097,8191,8193,10007,20000";

    private static Browser browser;

    @BeforeAll
    static void openThePage() throws IOException {
        browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("compact.html").get("state").text());
    }

    @Test
    void everyPrimitiveRecordsIntoOneEncoderOnTheCallersBuffers() {
        List<String> failures = new ArrayList<>();
        for (int n : new int[] { 1, 4097, 10007 }) {
            int seed = n % 97;
            JsonValue report = call("window.labEveryPrimitive(arguments[0], arguments[1], done);", n, seed);
            String label = "n=" + n;
            if (report.has("error")) {
                failures.add(label + ": " + report.get("error").text());
                continue;
            }
            int[] values = ContractInputs.integers(ElementType.U32, n, seed, 8);
            int[] inclusive = new int[n];
            int[] bins = new int[16];
            int sum = 0;
            int running = 0;
            for (int i = 0; i < n; i++) {
                boolean head = i == 0 || Integer.remainderUnsigned(
                        ContractInputs.mix32(i + ContractInputs.mix32(seed + 1)), 5) == 0;
                running = (head ? 0 : running) + values[i];
                inclusive[i] = running;
                sum += values[i];
                bins[values[i] * 16 / 256]++;
            }
            int[] sorted = values.clone();
            Arrays.sort(sorted);
            String[] problems = { firstMismatch(exclusiveSums(values, n), report.get("scan")),
                firstMismatch(inclusive, report.get("segmented")),
                (int) (long) report.get("sum").number() == sum ? null : "sum " + report.get("sum").number(),
                firstMismatch(sorted, report.get("sorted")),
                firstMismatch(Arrays.stream(values).filter(v -> (v & 1) != 0).toArray(), report.get("kept")),
                firstMismatch(bins, report.get("histogram")) };
            String[] names = { "scan", "segmented scan", "sum", "sort", "compaction", "histogram" };
            for (int p = 0; p < problems.length; p++) {
                if (problems[p] != null) {
                    failures.add(label + " " + names[p] + ": " + problems[p]);
                }
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    @Test
    void theChainExampleFromTheDocumentationKeepsAndSortsTheVisibleDepths() {
        List<String> failures = new ArrayList<>();
        // The contract's f32 input lies in [-0.5, 0.5): far -0.5 keeps none, 0.5 keeps all.
        int[][] cases = { { 1, 1 }, { 4095, 2 }, { 4096, 3 }, { 4097, 4 }, { 8191, 5 }, { 8193, 6 }, { 10007, 7 } };
        double[] fars = { 0.5, 0.1, -0.25, 0.0, 0.3, -0.5, 0.2 };
        for (int c = 0; c < cases.length; c++) {
            int n = cases[c][0];
            int seed = cases[c][1];
            float far = (float) fars[c];
            JsonValue report = call("window.labVisibleDepths(arguments[0], arguments[1], arguments[2], done);", n, seed,
                    fars[c]);
            float[] depths = ContractInputs.floats(n, seed);
            int[] expected = visibleSorted(depths, far);
            String label = "n=" + n + " seed=" + seed + " far=" + far;
            if (report.has("error")) {
                failures.add(label + ": " + report.get("error").text());
                continue;
            }
            if ((int) report.get("count").number() != expected.length) {
                failures.add(label + ": count " + report.get("count").number() + ", expected " + expected.length);
                continue;
            }
            String mismatch = firstMismatch(expected, report.get("sorted"));
            if (mismatch != null) {
                failures.add(label + ": " + mismatch);
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    @Test
    void countedScanCompactionAndSortFollowTheCountOnTheGpu() {
        List<String> failures = new ArrayList<>();
        // Each algorithm with the most workgroups per dimension that makes its capacity's grid 2D: 3 tiles of
        // 4096 as 2 x 2, split-scan's 10 tiles of 1024 as 4 x 3.
        String[][] algorithms = { { "scan", "decoupled-lookback", "2" }, { "scan", "reduce-then-scan", "2" },
            { "scan", "blelloch", "2" }, { "compact", "decoupled-lookback", "2" }, { "sort", "onesweep", "2" },
            { "sort", "split-scan", "4" }, { "scan-in-place", "decoupled-lookback", "2" } };
        for (String[] algorithm : algorithms) {
            // The device's kernels and grids, then the portable ones over 2D grids.
            check(algorithm[0], algorithm[1], 11, 0, true, failures);
            check(algorithm[0], algorithm[1], 12, Integer.parseInt(algorithm[2]), false, failures);
        }
        assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
    }

    private void check(String primitive, String algorithm, int seed, int maxdim, boolean subgroups,
            List<String> failures) {
        JsonValue report = call("window.labCountedRuns(arguments[0], arguments[1], arguments[2], arguments[3], "
                + "arguments[4], arguments[5], arguments[6], done);", primitive, algorithm, CAPACITY, COUNTS, seed,
                maxdim, subgroups);
        String label = primitive + " " + algorithm + " seed=" + seed + " maxdim=" + maxdim + " subgroups="
                + subgroups;
        if (report.has("error")) {
            failures.add(label + ": " + report.get("error").text());
            return;
        }
        // Blelloch's levels are sized on the host: its counted scans run decoupled-lookback, and scans in place
        // reduce-then-scan.
        String ran = primitive.equals("scan-in-place") ? "reduce-then-scan"
                : algorithm.equals("blelloch") ? "decoupled-lookback" : algorithm;
        if (!primitive.equals("sort") && !ran.equals(report.get("ran").text())) {
            failures.add(label + ": ran " + report.get("ran").text() + ", expected " + ran);
        }
        int[] input = ContractInputs.integers(ElementType.U32, CAPACITY, seed, 8);
        String[] counts = COUNTS.split(",");
        for (int r = 0; r < counts.length; r++) {
            int n = Math.min(CAPACITY, Integer.parseInt(counts[r]));
            JsonValue run = report.get("runs").at(r);
            String problem = switch (primitive) {
                case "scan" -> firstMismatch(padded(exclusiveSums(input, n)), run.get("output"));
                case "scan-in-place" -> firstMismatch(overInput(exclusiveSums(input, n), input), run.get("output"));
                case "compact" -> compactProblem(input, n, run);
                default -> sortProblem(input, n, run);
            };
            if (problem != null) {
                failures.add(label + " count=" + counts[r] + ": " + problem);
            }
        }
    }

    private static String compactProblem(int[] input, int n, JsonValue run) {
        int[] odd = Arrays.stream(input, 0, n).filter(v -> (v & 1) != 0).toArray();
        if ((int) run.get("kept").number() != odd.length) {
            return "kept " + run.get("kept").number() + ", expected " + odd.length;
        }
        return firstMismatch(padded(odd), run.get("output"));
    }

    private static String sortProblem(int[] input, int n, JsonValue run) {
        int[] keys = Arrays.copyOf(input, n);
        int[] order = SortReference.order("u32", keys);
        int[] sorted = new int[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = keys[order[i]];
        }
        String keysProblem = firstMismatch(padded(sorted), run.get("output"));
        return keysProblem != null ? "keys: " + keysProblem : firstMismatch(padded(order), run.get("values"));
    }

    /** The words a run of {@code words.length} elements leaves in an output of the capacity. */
    private static int[] padded(int[] words) {
        int[] all = new int[CAPACITY];
        Arrays.fill(all, UNWRITTEN);
        System.arraycopy(words, 0, all, 0, words.length);
        return all;
    }

    /** The input with its first {@code words.length} words replaced by {@code words}. */
    private static int[] overInput(int[] words, int[] input) {
        int[] all = input.clone();
        System.arraycopy(words, 0, all, 0, words.length);
        return all;
    }

    private static int[] exclusiveSums(int[] input, int n) {
        int[] sums = new int[n];
        int running = 0;
        for (int i = 0; i < n; i++) {
            sums[i] = running;
            running += input[i];
        }
        return sums;
    }

    /** The depths below {@code far}, as bit patterns, in Float.compare order. */
    private static int[] visibleSorted(float[] depths, float far) {
        List<Float> kept = new ArrayList<>();
        for (float depth : depths) {
            if (depth < far) {
                kept.add(depth);
            }
        }
        kept.sort(Float::compare);
        return kept.stream().mapToInt(Float::floatToRawIntBits).toArray();
    }

    private static String firstMismatch(int[] expected, JsonValue actual) {
        if (actual.size() != expected.length) {
            return actual.size() + " words, expected " + expected.length;
        }
        for (int i = 0; i < expected.length; i++) {
            int word = (int) (long) actual.at(i).number();
            if (word != expected[i]) {
                return "word " + i + " is " + Integer.toUnsignedString(word) + ", expected "
                        + Integer.toUnsignedString(expected[i]);
            }
        }
        return null;
    }

    private static JsonValue call(String script, Object... arguments) {
        Object json = ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; " + script, arguments);
        return JsonValue.parse(String.valueOf(json));
    }
}
