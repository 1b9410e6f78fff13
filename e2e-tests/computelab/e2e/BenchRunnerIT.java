package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench/run.mjs: the benchmark under Node with Dawn on SwiftShader (Chromium's Vulkan on the CPU), one
 * process per case, printing the page's result JSON. Needs node and bench/node_modules
 * ({@code npm ci --prefix bench}).
 */
class BenchRunnerIT {
    private static final Path ROOT = Path.of(System.getProperty("user.dir"));
    private static final String SWIFTSHADER = "/usr/lib/chromium";

    record Run(int exitCode, String stdout, String stderr) {
        JsonValue json() {
            return JsonValue.parse(stdout);
        }
    }

    @BeforeAll
    static void requireNodeAndDawn() throws IOException, InterruptedException {
        Process node;
        try {
            node = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
        } catch (IOException missing) {
            throw new IllegalStateException("node is not installed: bench/run.mjs needs Node 20 or later.", missing);
        }
        assertEquals(0, node.waitFor(), "node --version failed");
        assertTrue(Files.isDirectory(ROOT.resolve("bench/node_modules/webgpu")),
                "bench/node_modules/webgpu is missing: run 'npm ci --prefix bench' before 'mvn verify'.");
        assertTrue(new File(SWIFTSHADER, "vk_swiftshader_icd.json").isFile(),
                "Chromium's SwiftShader is missing in " + SWIFTSHADER + ": apt-get install chromium");
    }

    static Run runner(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("node", "bench/run.mjs"));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).directory(ROOT.toFile());
        builder.environment().put("LD_LIBRARY_PATH", SWIFTSHADER);
        builder.environment().put("VK_ICD_FILENAMES", SWIFTSHADER + "/vk_swiftshader_icd.json");
        Path out = Files.createTempFile("bench-stdout", ".json");
        Path err = Files.createTempFile("bench-stderr", ".txt");
        try {
            Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertTrue(process.waitFor(3, TimeUnit.MINUTES), "bench/run.mjs did not finish in 3 minutes");
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    @Test
    void everySuiteRunsCaseByCaseAndPrintsThePagesResultJson(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path file = folder.resolve("bench-results.json");
        // One algorithm of every suite (each case a process of its own; the read kernel for the read-only rows).
        Run run = runner("suite=all", "algos=blelloch,v1-interleaved-modulo,naive/1d-64,tutorial,read", "sizes=2^12",
                "reps=2", "--out", file.toString());
        assertEquals(0, run.exitCode(), run.stderr());
        JsonValue result = run.json();
        assertEquals("bench", result.get("page").text());
        assertEquals("done", result.get("state").text());
        assertEquals("all", result.get("suite").text());
        assertEquals(2.0, result.get("reps").number());
        assertFalse(result.get("cancelled").bool());
        assertTrue(result.get("adapter").get("architecture").text().contains("swiftshader"), result.toString());
        JsonValue rows = result.get("results");
        assertTrue(rows.size() >= 4, rows.toString());
        for (int i = 0; i < rows.size(); i++) {
            BenchIT.assertMeasuredRow(rows.at(i));
            // Sizes count elements for every suite; the board suites run the square grid of that many cells.
            double n = rows.at(i).get("n").number();
            assertEquals(4096.0, BenchIT.onBoards(rows.at(i).get("suite").text()) ? n * n : n, rows.at(i).toString());
        }
        assertTrue(run.stderr().contains("case 1 of " + rows.size() + ": "), run.stderr());
        assertEquals(result.toString(), JsonValue.parse(Files.readString(file)).toString(), "--out holds the same JSON");
    }

    @Test
    void badParametersPrintTheErrorResultAndExitNonZero() throws IOException, InterruptedException {
        Run run = runner("suite=copy", "sizes=0");
        assertEquals(1, run.exitCode());
        JsonValue result = run.json();
        assertEquals("error", result.get("state").text());
        assertTrue(result.get("error").text().startsWith("The parameter sizes must be between 1 and"), result.toString());
    }

    @Test
    void theLabRunnersUsageNamesThePagesTheCompiledScriptLists() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("node", "bench/lab.mjs", "--help").directory(ROOT.toFile())
                .redirectErrorStream(true).start();
        String usage = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), usage);
        assertTrue(usage.contains("PAGE    one of " + String.join(", ", FoundationIT.pages()) + "\n"), usage);
    }

    @Test
    void unknownOptionsAreRefusedWithTheUsage() throws IOException, InterruptedException {
        Run run = runner("--fast");
        assertEquals(2, run.exitCode());
        assertTrue(run.stderr().startsWith("Unknown option --fast."), run.stderr());
        assertTrue(run.stderr().contains("usage: node bench/run.mjs"), run.stderr());
    }
}
