package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code bench/run.mjs --browser}: the benchmark's cases in headless Chromium (Debian's, on its SwiftShader
 * adapter), one fresh page per case, printing the same document as the Node runner plus the browser's
 * details. Needs node, /usr/bin/chromium and, for the comparison with Node, bench/node_modules.
 */
class BenchBrowserIT {
    private static final String CHROMIUM = "/usr/bin/chromium";
    /** One case of every suite: the browser analogue of BenchRunnerIT's run, kept small for SwiftShader. */
    private static final String[] CASES = { "suite=all", "algos=decoupled-lookback,fast,bitpacked,copy",
        "sizes=2^10", "reps=2" };

    @BeforeAll
    static void requireChromium() throws IOException, InterruptedException {
        BenchRunnerIT.requireNodeAndDawn();
        assertTrue(new File(CHROMIUM).canExecute(), CHROMIUM + " is missing: apt-get install -y chromium");
    }

    @Test
    void theCasesRunInChromiumAndPrintTheNodeRunnersDocumentWithTheBrowsersAdapter()
            throws IOException, InterruptedException {
        Set<Path> profilesBefore = chromiumProfiles();
        BenchRunnerIT.Run run = BenchRunnerIT.runner(arguments("--browser", "--swiftshader"));
        assertEquals(0, run.exitCode(), run.stderr());
        JsonValue result = run.json();
        assertEquals("done", result.get("state").text(), result.toString());
        assertEquals("browser", result.get("runner").text());
        assertFalse(result.get("cancelled").bool());
        assertEquals(2.0, result.get("reps").number());
        JsonValue rows = result.get("results");
        // The compaction's single pass shares the scan's name.
        assertEquals(List.of("scan decoupled-lookback 1024", "compact decoupled-lookback 1024", "reduce fast 1024",
                "life bitpacked 32", "rd fast 32", "copy copy 1024"), identities(rows),
                "one row per planned case, in the plan's order");
        for (int i = 0; i < rows.size(); i++) {
            BenchIT.assertMeasuredRow(rows.at(i));
        }
        assertTrue(run.stderr().contains("case 1 of 6: scan decoupled-lookback 2^10"), run.stderr());

        // The pages' adapter, and the one the runner page waited for before the first case.
        assertTrue(result.get("adapter").get("architecture").text().contains("swiftshader"), result.toString());
        JsonValue browser = result.get("browser");
        assertEquals("swiftshader", browser.get("adapter").get("architecture").text(), browser.toString());
        assertEquals(CHROMIUM, browser.get("executable").text());
        assertTrue(browser.get("userAgent").text().contains("HeadlessChrome/"), browser.toString());
        assertTrue(browser.get("flags").toString().contains("--use-webgpu-adapter=swiftshader"), browser.toString());
        assertFalse(browser.get("timestamps").get("looksQuantized").bool(), browser.toString());
        assertEquals(1.0, browser.get("launches").number(), "one browser for the whole run");
        assertEquals(profilesBefore, chromiumProfiles(), "the browser's temporary profile is removed at the end");

        // The Node runner's document for the same cases: the same fields and rows, without "browser".
        BenchRunnerIT.Run node = BenchRunnerIT.runner(arguments("--swiftshader"));
        assertEquals(0, node.exitCode(), node.stderr());
        JsonValue nodeResult = node.json();
        assertEquals("node", nodeResult.get("runner").text());
        List<String> nodeKeys = new ArrayList<>(nodeResult.keys());
        nodeKeys.add("browser");
        assertEquals(nodeKeys, result.keys());
        JsonValue nodeRows = nodeResult.get("results");
        assertEquals(identities(nodeRows), identities(rows));
        for (int i = 0; i < rows.size(); i++) {
            // ceilingSuspect is there only when that run's ceiling measured too slow, which timing noise decides
            // run by run (often on a loaded CPU adapter); every other field is in both documents.
            assertEquals(keysBesideSuspect(nodeRows.at(i)), keysBesideSuspect(rows.at(i)), rows.at(i).toString());
        }
    }

    /** A row's field names without ceilingSuspect, which when present must say true. */
    private static List<String> keysBesideSuspect(JsonValue row) {
        List<String> keys = new ArrayList<>(row.keys());
        if (keys.remove("ceilingSuspect")) {
            assertTrue(row.get("ceilingSuspect").bool(), row.toString());
        }
        return keys;
    }

    @Test
    void aCaseOverItsTimeoutBecomesAnErrorRowAndTheNextRunsInANewBrowser() throws IOException, InterruptedException {
        // reduce v1 at 2^24 takes about 45 s on SwiftShader; 2^8 about a second, in a fresh browser too. The
        // timeout leaves the small case room on a loaded machine, where a new browser's first page and compile
        // have taken more than 5 s.
        BenchRunnerIT.Run run = BenchRunnerIT.runner("--browser", "--swiftshader", "--timeout", "15", "suite=reduce",
                "algos=v1-interleaved-modulo", "sizes=2^24,2^8", "reps=3");
        assertEquals(0, run.exitCode(), run.stderr());
        JsonValue result = run.json();
        JsonValue rows = result.get("results");
        assertEquals(List.of("reduce v1-interleaved-modulo 16777216", "reduce v1-interleaved-modulo 256"), identities(rows));
        assertFalse(rows.at(0).get("ok").bool(), rows.at(0).toString());
        assertTrue(rows.at(0).get("error").text().startsWith("The case did not finish within 15 s"), rows.at(0).toString());
        BenchIT.assertMeasuredRow(rows.at(1));
        assertEquals(2.0, result.get("browser").get("launches").number(), "a new browser after the timed-out case");
    }

    @Test
    void aMissingBrowserIsABadCommandLine() throws IOException, InterruptedException {
        BenchRunnerIT.Run run = BenchRunnerIT.runner("--browser=/nonexistent/chromium", "suite=copy");
        assertEquals(2, run.exitCode());
        assertTrue(run.stderr().startsWith("--browser needs Chromium at /nonexistent/chromium"), run.stderr());
    }

    private static String[] arguments(String... options) {
        return Stream.concat(Stream.of(options), Stream.of(CASES)).toArray(String[]::new);
    }

    /** "suite algo n" of each row. */
    private static List<String> identities(JsonValue rows) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            JsonValue row = rows.at(i);
            list.add(row.get("suite").text() + " " + row.get("algo").text() + " " + (long) row.get("n").number());
        }
        return list;
    }

    /** The profile folders bench/browser.mjs makes for Chromium (mkdtemp "lab-chromium-XXXXXX"). */
    private static Set<Path> chromiumProfiles() throws IOException {
        try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return files.filter(file -> file.getFileName().toString().startsWith("lab-chromium-"))
                    .collect(Collectors.toSet());
        }
    }
}
