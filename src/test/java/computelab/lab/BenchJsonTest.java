package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.bench.BenchRow;
import computelab.bench.BenchSettings;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.bench.PlannedCase;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.Timing;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BenchJsonTest {
    /** Names a suite; planning and running are never asked of it here. */
    private record Named(String suite, String throughputKey) implements BenchSubject {
        @Override
        public List<String> algorithms(Gpu gpu) {
            return List.of();
        }

        @Override
        public computelab.bench.BenchCase prepare(Gpu gpu, String algorithm, long size) {
            throw new UnsupportedOperationException();
        }
    }

    private static final Named REDUCE = new Named("reduce", "gelemPerS");

    @Test
    void aMeasuredRowHasTheContractFieldsInOrder() {
        // 2^20 elements in 0.5 ms = 2.097152 G/s; copying 4 MiB (read + write) in 0.25 ms = 16.777216 GB/s.
        BenchRow row = BenchRow.measured(new PlannedCase(REDUCE, "fast", 1 << 20),
                new Measured(new Timing(0.5, 0.4, 0.01, 7), Map.of(), 12),
                new CaseFacts(1 << 20, 4 << 20, true, 1024, 4 << 20), new Timing(0.25, 0.25, 0, 7),
                new Timing(0.125, 0.125, 0, 7));
        assertEquals("{\"suite\": \"reduce\", \"algo\": \"fast\", \"n\": 1048576, \"gpuMsMedian\": 0.5, "
                + "\"gpuMsMin\": 0.4, \"gpuMsSpread\": 0.01, \"reps\": 7, \"warmUpReps\": 12, \"gelemPerS\": 2.097152, "
                + "\"copyGBs\": 16.777216, "
                + "\"readGBs\": 33.554432, \"fractionOfCopy\": null, \"fractionOfRead\": 0.25, \"items\": 1048576, "
                + "\"minimumTrafficBytes\": 4194304, \"allocatedBytes\": 4194304, \"scratchBytes\": 1024, \"ok\": true}",
                BenchJson.row(row).toString());
    }

    @Test
    void aRowFasterThanItsCeilingFlagsTheCeilingAsSuspect() {
        // A read of the same bytes took 0.6 ms but the reduction only 0.5 ms: 1.2 of a read cannot be.
        BenchRow row = BenchRow.measured(new PlannedCase(REDUCE, "fast", 1 << 20),
                new Measured(new Timing(0.5, 0.4, 0.01, 7), Map.of(), 3),
                new CaseFacts(1 << 20, 4 << 20, true, 1024, 4 << 20), new Timing(0.6, 0.6, 0, 7),
                new Timing(0.6, 0.6, 0, 7));
        String json = BenchJson.row(row).toString();
        assertEquals(true, json.contains("\"fractionOfCopy\": null, \"fractionOfRead\": 1.2, \"ceilingSuspect\": true"),
                json);
        BenchRow honest = BenchRow.measured(new PlannedCase(REDUCE, "fast", 1 << 20),
                new Measured(new Timing(0.5, 0.4, 0.01, 7), Map.of(), 3),
                new CaseFacts(1 << 20, 4 << 20, true, 1024, 4 << 20), new Timing(0.52, 0.5, 0, 7),
                new Timing(0.5, 0.5, 0, 7));
        assertEquals(false, BenchJson.row(honest).toString().contains("ceilingSuspect"));
    }

    @Test
    void aFailedRowHasItsSentenceInsteadOfTimes() {
        BenchRow row = BenchRow.failed(new PlannedCase(REDUCE, "fast", 1000), "The size is too large.");
        assertEquals("{\"suite\": \"reduce\", \"algo\": \"fast\", \"n\": 1000, \"ok\": false, "
                + "\"error\": \"The size is too large.\"}", BenchJson.row(row).toString());
    }

    @Test
    void lifeRowsNameTheirThroughputInCellsAndMultiPassCasesListTheirPasses() {
        Map<String, Timing> passes = new LinkedHashMap<>();
        passes.put("step", Timing.of(new double[] { 0.75 }));
        passes.put("count", Timing.of(new double[] { 0.25 }));
        BenchRow row = BenchRow.measured(new PlannedCase(new Named("life", "gcellsPerS"), "bitpacked", 1024),
                new Measured(new Timing(1, 1, 0, 3), passes, 0), new CaseFacts(1 << 20, 1 << 18, false, 0, 1 << 18),
                null, null);
        String json = BenchJson.row(row).toString();
        assertEquals(true, json.contains("\"gcellsPerS\": 1.048576, \"copyGBs\": null"), json);
        assertEquals(true, json.contains("\"passMsMedian\": {\"step\": 0.75, \"count\": 0.25}, \"ok\": true}"), json);
    }

    @Test
    void theSettingsSayWhatWasAskedFor() {
        assertEquals("{\"suite\": \"all\", \"sizes\": [65536, 1000], \"sizesAreElementCounts\": true, "
                + "\"algos\": \"all\", \"reps\": 30}",
                BenchJson.settings(new BenchSettings("all", List.of(65536L, 1000L), true, List.of(), 30)).toString());
        assertEquals("[\"a\", \"b\"]", Json.write(BenchJson.settings(
                new BenchSettings("scan", List.of(16L), false, List.of("a", "b"), 1)).get("algos")));
    }
}
