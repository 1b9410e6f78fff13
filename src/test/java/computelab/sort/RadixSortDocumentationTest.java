package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RadixSortDocumentationTest {

    @Test
    void theReadmeQuotesTheExampleClassVerbatim() throws IOException {
        String example = Files.readString(Path.of("src/main/java/computelab/sort/example/SortExample.java"));
        String document = Files.readString(Path.of("README.md"));
        assertTrue(document.contains("```java\n" + example + "```"),
                "README.md must quote SortExample.java exactly, in a java code block");
    }
}
