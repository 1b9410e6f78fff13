package computelab.compact;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class VisibleDepthsDocumentationTest {

    @Test
    void theReadmeQuotesTheChainExampleVerbatim() throws IOException {
        String example = Files.readString(
                Path.of("src/main/java/computelab/compact/example/VisibleDepthsExample.java"));
        String document = Files.readString(Path.of("README.md"));
        assertTrue(document.contains("```java\n" + example + "```"),
                "README.md must quote VisibleDepthsExample.java exactly, in a java code block");
    }

    /** The API reference names every primitive's facade. */
    @Test
    void theApiReferenceListsEveryPrimitive() throws IOException {
        String document = Files.readString(Path.of("README.md"));
        int start = document.indexOf("## API reference");
        assertTrue(start >= 0, "README.md has no section \"API reference\"");
        String reference = document.substring(start, document.indexOf("\n## ", start + 1));
        for (String facade : new String[] { "computelab.scan.PrefixSum", "computelab.scan.SegmentedPrefixSum",
            "computelab.reduce.Reduction", "computelab.sort.RadixSort", "computelab.compact.StreamCompaction",
            "computelab.histogram.Histogram" }) {
            assertTrue(reference.contains("`" + facade + "`"), "the API reference does not list " + facade);
        }
    }
}
