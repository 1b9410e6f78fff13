package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The consumer project (e2e-tests/consumer) depends on the installed library jar by its Maven
 * coordinates; the build compiles it with TeaVM before the integration tests (maven-invoker-plugin).
 * Its page must scan and sum its input on the GPU exactly as this test does on the CPU.
 */
@ExtendWith(ConsoleOnFailure.class)
class ConsumerIT {
    /** The consumer's input, computed here on its own: i * 0x9E3779B1 spreads over all 32 bits. */
    private static final int N = 1000;
    private static final int MULTIPLIER = 0x9E3779B1;

    @Test
    void aProjectUsingTheLibraryJarScansAndSumsLikeTheCpu() throws IOException {
        Path site = Path.of(System.getProperty("consumer.site.dir", "target/its/consumer/target/site"));
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (StaticServer server = new StaticServer(site)) {
            browser.driver().get(server.url("index.html"));
            String state = browser.awaitState("done", "error");
            JsonValue result = browser.result();
            assertEquals("done", state, result.toString());

            int[] input = new int[N];
            for (int i = 0; i < N; i++) {
                input[i] = i * MULTIPLIER;
            }
            JsonValue scan = result.get("exclusiveScan");
            assertEquals(N, (int) result.get("n").number());
            assertEquals(N, scan.size());
            int running = 0;
            for (int i = 0; i < N; i++) {
                assertEquals(Integer.toUnsignedLong(running), (long) scan.at(i).number(), "exclusive scan at " + i);
                running += input[i];
            }
            assertEquals(Integer.toUnsignedLong(running), (long) result.get("sum").number(), "u32 sum");
        }
    }
}
