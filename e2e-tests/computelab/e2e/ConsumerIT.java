package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The consumer project (e2e-tests/consumer) depends on the installed library jar by its Maven
 * coordinates; the build compiles it with TeaVM before the integration tests (maven-invoker-plugin).
 * Its page must scan and sum its input on the GPU exactly as this test does on the CPU, and run the README's
 * compaction -> sort chain on depths made from it: the depths below its far plane, in Float.compare order.
 */
@ExtendWith(ConsoleOnFailure.class)
class ConsumerIT {
    /** The consumer's input, computed here on its own: i * 0x9E3779B1 spreads over all 32 bits. */
    private static final int N = 1000;
    private static final int MULTIPLIER = 0x9E3779B1;
    /** The consumer's far plane. */
    private static final float FAR = 0.1f;

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

            List<Float> visible = new ArrayList<>();
            for (int value : input) {
                float depth = (value >>> 8) / 16777216f - 0.5f;
                if (depth < FAR) {
                    visible.add(depth);
                }
            }
            visible.sort(Float::compare);
            JsonValue sorted = result.get("visibleDepths");
            assertEquals(visible.size(), sorted.size(), "depths kept");
            assertTrue(!visible.isEmpty() && visible.size() < N, "the far plane keeps some depths, not all");
            for (int i = 0; i < visible.size(); i++) {
                assertEquals(Integer.toUnsignedLong(Float.floatToRawIntBits(visible.get(i))),
                        (long) sorted.at(i).number(), "sorted visible depth " + i);
            }
        }
    }
}
