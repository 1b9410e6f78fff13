package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import org.junit.jupiter.api.Test;

class BenchBaselineTest {
    private static final String RESULT = "{\"page\": \"bench\", \"state\": \"done\", \"adapter\": {\"vendor\": \"nvidia\","
            + " \"description\": \"NVIDIA H200\"}, \"runner\": \"node\", \"results\": ["
            + "{\"suite\": \"scan\", \"algo\": \"blelloch\", \"n\": 1048576, \"gpuMsMedian\": 0.5, \"gelemPerS\": 2.097152},"
            + "{\"suite\": \"life\", \"algo\": \"bitpacked\", \"n\": 1024, \"gpuMsMedian\": 0.25, \"gcellsPerS\": 4.194304},"
            + "{\"suite\": \"scan\", \"algo\": \"blelloch\", \"n\": 4096, \"ok\": false, \"error\": \"Wrong.\"},"
            + "{\"suite\": \"reduce\", \"algo\": \"fast\", \"n\": 4096, \"gpuMsMedian\": null, \"ok\": true}]}";

    @Test
    void timedRowsAreFoundBySuiteAlgorithmAndSize() {
        BenchBaseline baseline = BenchBaseline.parse("h200.json", RESULT);
        assertEquals("h200.json", baseline.name());
        assertEquals("NVIDIA H200", baseline.adapter());
        assertEquals(2, baseline.rows().size(), "rows without a time are left out");
        assertEquals(0.5, baseline.find("scan", "blelloch", 1 << 20).medianMs(), 0);
        assertEquals(4.194304, baseline.find("life", "bitpacked", 1024).throughput(), 0);
        assertNull(baseline.find("scan", "blelloch", 4096));
        assertNull(baseline.find("scan", "decoupled-lookback", 1 << 20));
    }

    @Test
    void theSpeedUpIsTheBaselinesTimeOverThisRunsTime() {
        BenchBaseline.Row row = BenchBaseline.parse("a.json", RESULT).find("scan", "blelloch", 1 << 20);
        assertEquals(2.0, BenchBaseline.speedUp(row, 0.25), 1e-12);
        assertEquals(0.5, BenchBaseline.speedUp(row, 1.0), 1e-12);
        assertNull(BenchBaseline.speedUp(row, null));
        assertNull(BenchBaseline.speedUp(null, 1.0));
    }

    @Test
    void whatIsNotABenchResultIsRefusedWithASentence() {
        String notJson = assertThrows(LabException.class, () -> BenchBaseline.parse("notes.txt", "hello")).getMessage();
        assertTrue(notJson.startsWith("notes.txt is not a bench result. This is not valid JSON: unexpected 'h' at character 1."),
                notJson);
        String scan = assertThrows(LabException.class,
                () -> BenchBaseline.parse("scan.json", "{\"page\": \"scan\", \"results\": []}")).getMessage();
        assertTrue(scan.startsWith("scan.json is not a bench result: it has no \"results\" list"), scan);
        String empty = assertThrows(LabException.class,
                () -> BenchBaseline.parse("e.json", "{\"page\": \"bench\", \"results\": []}")).getMessage();
        assertEquals("e.json has no timed rows to compare with.", empty);
    }

    @Test
    void theReaderReadsWhatTheWriterWrites() {
        Json.Obj written = Json.object().put("text", "a \"quoted\" \\ line\nbreak\u0001").put("n", 65536L)
                .put("x", -1.5e-7).put("flag", true).put("none", null)
                .put("list", java.util.List.of(1L, "two", Json.object().put("k", false)));
        assertEquals(written.toString(), Json.write(JsonReader.read(written.toString())));
        LabException truncated = assertThrows(LabException.class, () -> JsonReader.read("{\"a\": [1, 2"));
        assertEquals("This is not valid JSON: ']' was expected at the end of the text.", truncated.getMessage());
    }
}
