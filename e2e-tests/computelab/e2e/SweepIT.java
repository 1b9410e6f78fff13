package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The kernels' correctness sweep: every case of the lab's one list (computelab.lab.Sweep: each registered
 * algorithm at awkward sizes, at its tile edges and under its tunings, with every type, operation and mode)
 * run by bench/sweep.mjs in one Node process on Dawn's SwiftShader adapter, each checked by the page's own
 * CPU reference. The tier is {@code -Dsweep=default} (what mvn verify runs), {@code full} (the cross
 * product) or {@code gpu}. It runs beside the browser tests, at a lower priority (they wait on pages and
 * time runs; it takes the CPU they leave). On CI, {@code mvn verify} starts it earlier, as soon as the site's
 * script is compiled (the pom's early-sweep profile, {@code -Dsweep.started=true} here): this test then waits
 * for that run's status file instead of starting one.
 */
@Execution(ExecutionMode.CONCURRENT)
class SweepIT {
    /** Minutes without progress in the log of a run the build started, after which it is taken as dead. */
    private static final long SILENT_MINUTES = 5;
    private static final Path ROOT = Path.of(System.getProperty("user.dir"));
    private static final String SWIFTSHADER = "/usr/lib/chromium";
    private static final String NICE = "/usr/bin/nice";

    @Test
    void everyCaseOfTheTiersListMatchesThePagesCpuReference() throws IOException, InterruptedException {
        assertTrue(Files.isDirectory(ROOT.resolve("bench/node_modules/webgpu")),
                "bench/node_modules/webgpu is missing: run 'npm ci --prefix bench' before 'mvn verify'.");
        assertTrue(new File(SWIFTSHADER, "vk_swiftshader_icd.json").isFile(),
                "Chromium's SwiftShader is missing in " + SWIFTSHADER + ": apt-get install chromium");
        String tier = System.getProperty("sweep", "default");
        Path out = ROOT.resolve("target/sweep-" + tier + ".jsonl");
        Path log = ROOT.resolve("target/sweep-" + tier + ".log");
        long limitMinutes = tier.equals("default") ? 15 : 180;
        int exitValue = Boolean.getBoolean("sweep.started")
                ? awaitStartedRun(ROOT.resolve("target/sweep-" + tier + ".status"), log, limitMinutes)
                : run(tier, out, log, limitMinutes);
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        String summary = printed.lines().filter(line -> line.contains(" cases (tier ")).findFirst().orElse(printed);
        System.out.println("SweepIT: " + summary + " (each case in " + ROOT.relativize(out) + ")");
        assertTrue(exitValue >= 0, "bench/sweep.mjs did not finish: " + tail(printed));
        assertEquals(0, exitValue, String.join("\n",
                printed.lines().filter(line -> line.startsWith("FAIL ")).limit(30).toList()) + "\n" + tail(printed));
    }

    /** Runs the sweep here; its exit value, or -1 where it did not finish in time. */
    private static int run(String tier, Path out, Path log, long limitMinutes) throws IOException, InterruptedException {
        // The default tier in one process: SwiftShader already runs its kernels and compiles on both cores, and
        // a second process cost a fifth more CPU (74 core-seconds against 62 alone on a 2-core machine), which
        // the browser tests beside it need. The longer tiers outlast those tests, and two processes (each
        // pipeline's cases in one) then finish sooner on the cores they leave. At a lower priority: the browser
        // tests time runs and cancellations, and get the CPU first.
        String jobs = tier.equals("default") ? "1" : "2";
        List<String> command = new ArrayList<>(List.of("node", "bench/sweep.mjs", "--swiftshader", "--tier", tier,
                "--jobs", jobs, "--out", out.toString()));
        if (new File(NICE).canExecute()) {
            command.addAll(0, List.of(NICE, "-n", "10"));
        }
        Process process = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!process.waitFor(limitMinutes, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }

    /**
     * Waits for the run the build started to write its exit value, then for its log (which the build writes
     * from the run's output) to reach the summary line; -1 where it did not finish in time.
     */
    private static int awaitStartedRun(Path status, Path log, long limitMinutes) throws IOException, InterruptedException {
        long started = System.nanoTime();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(limitMinutes);
        while (!Files.exists(status)) {
            // The run prints its progress every few seconds: a log silent for minutes is a run that died
            // without a status (or never started), not a slow one.
            boolean silent = !Files.exists(log) || System.currentTimeMillis()
                    - Files.getLastModifiedTime(log).toMillis() > TimeUnit.MINUTES.toMillis(SILENT_MINUTES);
            if (System.nanoTime() > deadline || silent && System.nanoTime() > started + TimeUnit.MINUTES.toNanos(SILENT_MINUTES)) {
                return -1;
            }
            Thread.sleep(1000);
        }
        long logDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Files.readString(log, StandardCharsets.UTF_8).contains(" cases (tier ") && System.nanoTime() < logDeadline) {
            Thread.sleep(200);
        }
        return Integer.parseInt(Files.readString(status, StandardCharsets.UTF_8).trim());
    }

    private static String tail(String text) {
        return text.substring(Math.max(0, text.length() - 3000));
    }
}
