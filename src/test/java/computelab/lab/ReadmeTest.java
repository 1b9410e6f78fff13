package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What README.md promises a newcomer first: every workload named, every duration with the machine it held on. */
class ReadmeTest {
    /** "about a minute", "about 4 minutes", "about 90 seconds". */
    private static final Pattern DURATION = Pattern.compile("about (a|an|\\d+) (second|minute|hour)s?");
    /** How far after a duration the machine must be named. */
    private static final int MACHINE_WITHIN = 60;
    private static final Pattern MACHINE = Pattern.compile("\\bon an? \\d+-core machine\\b");

    private static String readme() throws IOException {
        return Files.readString(Path.of("README.md"));
    }

    @Test
    void theFirstParagraphNamesEveryWorkload() throws IOException {
        String text = readme();
        int start = text.indexOf("\n\n") + 2;
        String first = text.substring(start, text.indexOf("\n\n", start)).toLowerCase(Locale.ROOT);
        for (Workloads.Workload workload : Workloads.ALL) {
            assertTrue(first.contains(workload.title().toLowerCase(Locale.ROOT)),
                    "README.md's first paragraph does not name " + workload.title() + ":\n" + first);
        }
    }

    @Test
    void everyDurationNamesTheMachineItWasMeasuredOn() throws IOException {
        String text = readme().replace('\n', ' ');
        Matcher duration = DURATION.matcher(text);
        boolean any = false;
        while (duration.find()) {
            any = true;
            String after = text.substring(duration.end(), Math.min(text.length(), duration.end() + MACHINE_WITHIN));
            assertTrue(MACHINE.matcher(after).find(),
                    "\"" + duration.group() + "\" in README.md says on which machine: " + after);
        }
        assertTrue(any, "README.md states how long the build takes");
    }
}
