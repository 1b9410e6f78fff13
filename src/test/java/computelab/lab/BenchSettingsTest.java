package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.bench.BenchSettings;
import computelab.bench.BenchSubject;
import computelab.failure.LabException;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchSettingsTest {
    private static final BenchExperiment BENCH = new BenchExperiment(Workloads.suites());

    private static BenchSettings parse(String query) {
        return BENCH.settings(BENCH.params().parse(query, null));
    }

    private static String error(String query) {
        return assertThrows(LabException.class, () -> parse(query)).getMessage();
    }

    @Test
    void sizesArePowersOfTwoOrPlainNumbers() {
        BenchSettings settings = parse("suite=scan&sizes=2^20,%202^24%20,1000&reps=30");
        assertEquals(List.of(1L << 20, 1L << 24, 1000L), settings.sizes());
        assertEquals(30, settings.reps());
        assertEquals("scan", settings.suite());
        assertTrue(settings.elementCounts(), "a scan's sizes are its element counts");
    }

    @Test
    void withoutParametersEverySuiteRunsTheDefaultElementCounts() {
        BenchSettings settings = parse("run=1");
        assertEquals("all", settings.suite());
        assertEquals(List.of(1L << 16, 1L << 20), settings.sizes());
        assertTrue(settings.elementCounts());
        assertEquals(List.of(), settings.algorithms());
        assertEquals(10, settings.reps());
    }

    @Test
    void sizesCountElementsUnlessGivenForOneSuiteOfBoards() {
        assertTrue(parse("suite=all&sizes=2^16").elementCounts());
        assertFalse(parse("suite=life&sizes=1024").elementCounts());
        assertFalse(parse("suite=rd&sizes=1024").elementCounts());
        assertTrue(parse("suite=life").elementCounts());
        for (BenchSubject subject : Workloads.suites()) {
            assertEquals(!subject.sizeIsSide(), parse("suite=" + subject.suite() + "&sizes=1024").elementCounts(),
                    subject.suite());
        }
    }

    @Test
    void algorithmsAreACommaListWithSpacesTrimmed() {
        assertEquals(List.of("fast", "v4"), parse("algos=fast,+v4").algorithms());
        assertEquals(List.of(), parse("algos=").algorithms());
    }

    @Test
    void badValuesAreRefusedWithASentenceNamingTheParameter() {
        assertEquals("Unknown suite \"sorting\": choose " + String.join(", ", BENCH.params().named("suite").choices(null))
                + ".", error("suite=sorting"));
        assertEquals("The parameter sizes must be between 1 and 281474976710656, not 0.", error("sizes=0"));
        assertEquals("The parameter sizes must be a whole number (or 2^k), not \"\".", error("sizes=2^10,,2^12"));
        assertEquals("The parameter sizes must be a whole number (or 2^k), not \"1e6\".", error("sizes=1e6"));
        assertEquals("The parameter reps must be between 1 and 1000, not 0.", error("reps=0"));
        assertEquals("The parameter algos has an empty name: write names separated by commas.", error("algos=a,,b"));
    }
}
