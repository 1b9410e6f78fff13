package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class PatternLibraryTest {
    @Test
    void holdsAtLeastEighteenPatternsWithUniqueIds() {
        List<String> ids = PatternLibrary.ids();
        assertTrue(ids.size() >= 18, ids.toString());
        assertEquals(ids.size(), new HashSet<>(ids).size());
    }

    @Test
    void eachFileAgreesWithItsEntryAndSaysWhatThePatternDoes() {
        for (PatternInfo entry : PatternLibrary.entries()) {
            Pattern pattern = entry.load();
            assertEquals(entry.name(), pattern.name(), entry.id());
            assertEquals(entry.discoverer(), pattern.author(), entry.id());
            assertTrue(pattern.rule() != null, entry.id() + " names its rule");
            assertFalse(pattern.comments().isEmpty(), entry.id());
            assertTrue(pattern.cells().population() > 0, entry.id());
            assertFalse(entry.behaviour().isEmpty(), entry.id());
        }
    }

    @Test
    void everyPatternFileIsListedAndEveryEntryHasAFile() throws IOException {
        Set<String> files;
        try (Stream<Path> paths = Files.list(Path.of("src/main/resources/patterns"))) {
            files = paths.map(path -> path.getFileName().toString()).collect(Collectors.toSet());
        }
        Set<String> expected = PatternLibrary.ids().stream().map(id -> id + ".rle").collect(Collectors.toSet());
        assertEquals(expected, files);
    }

    @Test
    void findReturnsTheEntryForAKnownId() {
        assertEquals("Gosper glider gun", PatternLibrary.find("gosper-glider-gun").name());
        assertEquals("patterns/glider.rle", PatternLibrary.resourcePath("glider"));
    }

    @Test
    void anUnknownIdIsAPersonsErrorListingTheKnownIds() {
        LabException error = assertThrows(LabException.class, () -> PatternLibrary.find("glidr"));
        assertTrue(error.getMessage().startsWith("Unknown pattern \"glidr\": expected one of glider, lwss, "),
                error.getMessage());
        assertTrue(error.getMessage().contains(", boat, highlife-replicator, "), error.getMessage());
        assertThrows(LabException.class, () -> PatternLibrary.load(null));
    }

    @Test
    void eachLoadGivesAFreshGridSoCallersMayModifyIt() {
        PatternLibrary.load("block").cells().set(0, 0, false);
        assertEquals(4, PatternLibrary.load("block").cells().population());
    }
}
