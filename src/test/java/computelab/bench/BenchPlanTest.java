package computelab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchPlanTest {
    private static final ListedSubject SCAN = ListedSubject.elements("scan", 1L << 28, "blelloch", "lookback");
    private static final ListedSubject REDUCE = ListedSubject.elements("reduce", 1L << 28, "v1", "fast");
    private static final ListedSubject LIFE = ListedSubject.grid("life", 1 << 15, "naive", "bitpacked");
    private static final List<BenchSubject> ALL = List.of(SCAN, REDUCE, LIFE);

    private static List<String> described(List<PlannedCase> cases) {
        return cases.stream().map(PlannedCase::describe).toList();
    }

    @Test
    void casesGoSuiteBySuiteThenSizeThenAlgorithm() {
        List<PlannedCase> cases = BenchPlan.of(List.of(SCAN, REDUCE), null,
                new BenchSettings("all", List.of(1L << 20, 1000L), true, List.of(), 5));
        assertEquals(List.of("scan blelloch 2^20", "scan lookback 2^20", "scan blelloch 1000", "scan lookback 1000",
                "reduce v1 2^20", "reduce fast 2^20", "reduce v1 1000", "reduce fast 1000"), described(cases));
    }

    @Test
    void withElementCountsLifeRunsTheSquareGridOfAboutThatManyCells() {
        List<PlannedCase> cases = BenchPlan.of(ALL, null,
                new BenchSettings("all", List.of(1L << 16, 1000L), true, List.of("bitpacked"), 5));
        assertEquals(List.of("life bitpacked 2^8", "life bitpacked 31"), described(cases));
    }

    @Test
    void sizesGivenForLifeAloneAreSideLengths() {
        List<PlannedCase> cases = BenchPlan.of(ALL, null,
                new BenchSettings("life", List.of(4096L), false, List.of(), 5));
        assertEquals(List.of("life naive 2^12", "life bitpacked 2^12"), described(cases));
    }

    @Test
    void chosenAlgorithmsApplyToTheSuitesThatHaveThem() {
        List<PlannedCase> cases = BenchPlan.of(ALL, null,
                new BenchSettings("all", List.of(1L << 10), true, List.of("fast", "lookback"), 5));
        assertEquals(List.of("scan lookback 2^10", "reduce fast 2^10"), described(cases));
    }

    @Test
    void aTuningTakenOnlyByNameRunsWhenAskedForAndNotOtherwise() {
        ListedSubject tuned = LIFE.takingByName("bitpacked/");
        List<PlannedCase> asked = BenchPlan.of(List.of(tuned), null,
                new BenchSettings("life", List.of(64L), false, List.of("naive", "bitpacked/s4"), 5));
        assertEquals(List.of("life naive 2^6", "life bitpacked/s4 2^6"), described(asked));
        List<PlannedCase> plain = BenchPlan.of(List.of(tuned), null,
                new BenchSettings("life", List.of(64L), false, List.of(), 5));
        assertEquals(List.of("life naive 2^6", "life bitpacked 2^6"), described(plain));
    }

    @Test
    void anUnknownSuiteNamesTheChoices() {
        LabException error = assertThrows(LabException.class, () -> BenchPlan.of(ALL, null,
                new BenchSettings("sort", List.of(16L), true, List.of(), 5)));
        assertEquals("Unknown suite \"sort\": choose scan, reduce, life, all.", error.getMessage());
    }

    @Test
    void anAlgorithmNoChosenSuiteRunsIsRefusedWithWhatEachSuiteOffers() {
        LabException error = assertThrows(LabException.class, () -> BenchPlan.of(ALL, null,
                new BenchSettings("scan", List.of(16L), true, List.of("fast"), 5)));
        assertEquals("Unknown algorithm \"fast\": on this device scan runs blelloch, lookback.", error.getMessage());
    }

    @Test
    void aSizeOverTheDeviceLimitEndsTheRunBeforeItStarts() {
        LabException error = assertThrows(LabException.class, () -> BenchPlan.of(ALL, null,
                new BenchSettings("scan", List.of(1L << 20, 1L << 29), false, List.of(), 5)));
        assertEquals("The size 2^29 is over this device's limit for scan: at most 268435456 (2^28).", error.getMessage());
    }

    @Test
    void aConvertedSizeOverTheLimitNamesBothSizes() {
        LabException error = assertThrows(LabException.class, () -> BenchPlan.of(List.of(LIFE), null,
                new BenchSettings("all", List.of(1L << 32), true, List.of(), 5)));
        assertTrue(error.getMessage().startsWith("The size 2^32 (life size 2^16) is over this device's limit for life"),
                error.getMessage());
    }

    @Test
    void suiteChoicesAreTheRegisteredSuitesThenAll() {
        assertEquals(List.of("scan", "reduce", "life", "all"), BenchPlan.suiteChoices(ALL));
    }
}
