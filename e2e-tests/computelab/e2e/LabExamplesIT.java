package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples that {@code node bench/lab.mjs --help} prints run as written: each line, given to a shell
 * in the repository root on SwiftShader (Chromium's Vulkan on the CPU), ends its run in "done".
 */
class LabExamplesIT {
    private static final Path ROOT = Path.of(System.getProperty("user.dir"));
    private static final String SWIFTSHADER = "/usr/lib/chromium";
    private static final String EXAMPLE = "node bench/lab.mjs ";

    @BeforeAll
    static void requireNodeAndDawn() throws IOException, InterruptedException {
        BenchRunnerIT.requireNodeAndDawn();
    }

    /** The command lines under the help's "Examples" heading, their comments left for the shell. */
    static List<String> examples() throws IOException, InterruptedException {
        Process help = new ProcessBuilder("node", "bench/lab.mjs", "--help").directory(ROOT.toFile())
                .redirectErrorStream(true).start();
        String text = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, help.waitFor(), text);
        List<String> examples = new ArrayList<>();
        boolean inExamples = false;
        for (String line : text.lines().toList()) {
            if (line.startsWith("Examples")) {
                inExamples = true;
            } else if (inExamples && line.isBlank()) {
                break;
            } else if (inExamples && line.strip().startsWith(EXAMPLE)) {
                examples.add(line.strip());
            }
        }
        assertTrue(examples.size() >= 4, "--help lists fewer examples than it did: " + text);
        return examples;
    }

    @ParameterizedTest
    @MethodSource("examples")
    void anExampleOfTheHelpEndsDone(String example) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", example).directory(ROOT.toFile());
        builder.environment().put("LD_LIBRARY_PATH", SWIFTSHADER);
        builder.environment().put("VK_ICD_FILENAMES", SWIFTSHADER + "/vk_swiftshader_icd.json");
        builder.environment().remove("VK_DRIVER_FILES");
        Path out = Files.createTempFile("lab-example-stdout", ".json");
        Path err = Files.createTempFile("lab-example-stderr", ".txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean finished = process.waitFor(2, TimeUnit.MINUTES);
        if (!finished) {
            process.destroyForcibly();
        }
        String printed = Files.readString(out, StandardCharsets.UTF_8);
        String progress = Files.readString(err, StandardCharsets.UTF_8);
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        assertTrue(finished, example + " did not finish in 2 minutes: " + progress);
        assertEquals(0, process.exitValue(), example + "\n" + printed + progress);
        List<String> lines = printed.lines().toList();
        JsonValue result = JsonValue.parse(lines.get(lines.size() - 1));
        assertEquals("done", result.get("state").text(), example + "\n" + printed);
    }
}
