package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PrefixSumDocumentationTest {
    private static final String SECTION = "## Using the prefix sum from another TeaVM application";
    private static final Pattern TEAVM_VERSION =
            Pattern.compile("<groupId>org\\.teavm</groupId>\\s*<artifactId>([\\w-]+)</artifactId>\\s*<version>([^<]+)<");

    @Test
    void theReadmeQuotesTheExampleClassVerbatim() throws IOException {
        String example = Files.readString(Path.of("src/main/java/computelab/scan/example/ScanExample.java"));
        String document = Files.readString(Path.of("README.md"));
        assertTrue(document.contains("```java\n" + example + "```"),
                "README.md must quote ScanExample.java exactly, in a java code block");
    }

    /** The snippet a consumer copies is the one `mvn verify` builds, inside the consumer's <project>. */
    @Test
    void theConsumerProjectIsBuiltFromTheReadmesSnippetVerbatim() throws IOException {
        String snippet = consumerSnippet();
        StringBuilder inProject = new StringBuilder();
        snippet.lines().forEach(line -> inProject.append(line.isEmpty() ? "" : "  ").append(line).append('\n'));
        String consumer = Files.readString(Path.of("e2e-tests/consumer/pom.xml"));
        assertTrue(consumer.contains(inProject), "e2e-tests/consumer/pom.xml must hold README.md's consumer snippet, "
                + "each line indented by two spaces:\n" + inProject);
    }

    /** One TeaVM version for every TeaVM artifact, in the lab's build and in the snippet, and the lab's own version. */
    @Test
    void theSnippetNamesTheLabsVersionsAndTheLabOneTeavmVersion() throws IOException {
        String lab = Files.readString(Path.of("pom.xml"));
        String teavm = only(lab, "<teavm\\.version>([^<]+)</teavm\\.version>");
        List<String> labArtifacts = artifacts(lab, "${teavm.version}");
        assertTrue(labArtifacts.containsAll(List.of("teavm-classlib", "teavm-jso-apis", "teavm-extension-spi",
                "teavm-maven-plugin")), labArtifacts.toString());
        String snippet = consumerSnippet();
        assertTrue(artifacts(snippet, teavm).containsAll(List.of("teavm-classlib", "teavm-jso-apis",
                "teavm-maven-plugin")), snippet);
        String labVersion = only(lab.substring(lab.indexOf("<artifactId>webgpu-compute-lab</artifactId>")),
                "<version>([^<]+)</version>");
        assertEquals(labVersion, only(snippet, "<artifactId>webgpu-compute-lab</artifactId>\\s*<version>([^<]+)<"));
    }

    /** The first xml block of the README's section on using the prefix sum. */
    private static String consumerSnippet() throws IOException {
        String document = Files.readString(Path.of("README.md"));
        int section = document.indexOf(SECTION);
        assertTrue(section >= 0, "README.md has no section \"" + SECTION + "\"");
        int start = document.indexOf("```xml\n", section) + "```xml\n".length();
        int end = document.indexOf("```\n", start);
        assertTrue(start > section && end > start, "no xml block in README.md's " + SECTION);
        return document.substring(start, end);
    }

    /** The TeaVM artifacts in {@code xml}, each of which must have {@code version}. */
    private static List<String> artifacts(String xml, String version) {
        List<String> names = new ArrayList<>();
        Matcher matcher = TEAVM_VERSION.matcher(xml);
        while (matcher.find()) {
            assertEquals(version, matcher.group(2), matcher.group(1) + "'s version");
            names.add(matcher.group(1));
        }
        return names;
    }

    private static String only(String text, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        assertTrue(matcher.find(), regex);
        return matcher.group(1);
    }
}
