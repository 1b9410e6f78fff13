package computelab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.Measured;
import computelab.gpu.Timing;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BenchRowTest {
    private static final ListedSubject SCAN = ListedSubject.elements("scan", 1L << 28, "lookback");
    private static final ListedSubject REDUCE = ListedSubject.elements("reduce", 1L << 28, "fast");
    private static final long N = 1L << 24;

    private static BenchRow scanRow(Timing copy, Timing read) {
        // A scan of n u32 reads and writes 8 bytes per element; it took 0.2 ms, the copy of 8n bytes 0.1 ms.
        return BenchRow.measured(new PlannedCase(SCAN, "lookback", N), new Measured(new Timing(0.2, 0.18, 0, 30),
                Map.of(), 0), new CaseFacts(N, 8.0 * N, false, 4096, 8.0 * N + 4096), copy, read);
    }

    @Test
    void throughputIsItemsPerMedianTimeInBillionsPerSecond() {
        BenchRow row = scanRow(new Timing(0.1, 0.09, 0, 30), new Timing(0.05, 0.05, 0, 30));
        assertEquals(N / 0.2e-3 / 1e9, row.throughput(), 1e-9);
    }

    @Test
    void fractionOfCopyIsTheCopyTimeOfTheMinimumTrafficOverTheAlgorithmTime() {
        BenchRow row = scanRow(new Timing(0.1, 0.09, 0, 30), new Timing(0.05, 0.05, 0, 30));
        assertEquals(0.5, row.fractionOfCopy(), 1e-12);
        assertEquals(8.0 * N / 0.1e-3 / 1e9, row.copyGBs(), 1e-9);
        assertEquals(8.0 * N / 0.05e-3 / 1e9, row.readGBs(), 1e-9);
    }

    @Test
    void onlyReadOnlyCasesAreComparedWithTheReadCeiling() {
        assertNull(scanRow(new Timing(0.1, 0.1, 0, 3), new Timing(0.05, 0.05, 0, 3)).fractionOfRead());
        BenchRow reduce = BenchRow.measured(new PlannedCase(REDUCE, "fast", N), new Measured(new Timing(0.08, 0.07, 0, 30),
                Map.of(), 0), new CaseFacts(N, 4.0 * N, true, 0, 4.0 * N), new Timing(0.06, 0.06, 0, 30),
                new Timing(0.04, 0.04, 0, 30));
        assertEquals(0.5, reduce.fractionOfRead(), 1e-12);
        assertNull(reduce.fractionOfCopy(), "a copy does not bound a read-only case");
    }

    @Test
    void withoutTimestampsEveryTimeDependentValueIsNull() {
        BenchRow row = BenchRow.measured(new PlannedCase(SCAN, "lookback", N), new Measured(null, Map.of(), 0),
                new CaseFacts(N, 8.0 * N, false, 0, 0), null, null);
        assertTrue(row.ok());
        assertNull(row.throughput());
        assertNull(row.copyGBs());
        assertNull(row.fractionOfCopy());
    }

    @Test
    void aFailedRowCarriesItsSentenceAndNoTimes() {
        BenchRow row = BenchRow.failed(new PlannedCase(SCAN, "lookback", N), "Too big.");
        assertFalse(row.ok());
        assertEquals("Too big.", row.error());
        assertNull(row.timing());
        assertNull(row.throughput());
    }

    @Test
    void passTimesAreReportedInRunOrderOnlyWhenThereIsMoreThanOneKindOfPass() {
        Map<String, Timing> passes = new LinkedHashMap<>();
        passes.put("upsweep", Timing.of(new double[] { 0.1 }));
        passes.put("downsweep", Timing.of(new double[] { 0.2 }));
        passes.put("add", Timing.of(new double[] { 0.05 }));
        BenchRow threePass = BenchRow.measured(new PlannedCase(SCAN, "lookback", N), new Measured(new Timing(0.4, 0.4, 0, 3),
                passes, 0), new CaseFacts(N, 8.0 * N, false, 0, 0), null, null);
        assertEquals(List.of("upsweep", "downsweep", "add"), List.copyOf(threePass.passMedians().keySet()));
        BenchRow onePass = BenchRow.measured(new PlannedCase(SCAN, "lookback", N), new Measured(new Timing(0.4, 0.4, 0, 3),
                Map.of("scan", Timing.of(new double[] { 0.4 })), 0), new CaseFacts(N, 8.0 * N, false, 0, 0), null, null);
        assertTrue(onePass.passMedians().isEmpty());
    }

    @Test
    void lifeRowsUseTheirSuitesThroughputKey() {
        ListedSubject life = ListedSubject.grid("life", 1 << 15, "naive");
        assertEquals("gcellsPerS", BenchRow.failed(new PlannedCase(life, "naive", 64), "x").throughputKey());
    }
}
