package computelab.lab.segscan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.scan.ScanMode;
import org.junit.jupiter.api.Test;

class SegmentedScanRequestTest {
    private static final ParamTable PARAMS = new SegmentedScanExperiment().params();

    @Test
    void theDefaultsAreTheContracts() {
        Request request = PARAMS.parse("", null);
        assertEquals(1000L, request.get(SegmentedScanExperiment.SEGMENT));
        assertEquals(ScanMode.EXCLUSIVE, request.get(SegmentedScanExperiment.MODE));
    }

    @Test
    void aSegmentFrom1To2To31IsTaken() {
        assertEquals(1L, PARAMS.parse("segment=1", null).get(SegmentedScanExperiment.SEGMENT));
        assertEquals(1L << 31, PARAMS.parse("segment=2^31&mode=inclusive&type=f32", null)
                .get(SegmentedScanExperiment.SEGMENT));
    }

    @Test
    void aSegmentOutsideItsRangeIsOneSentenceNamingIt() {
        for (String bad : new String[] { "segment=0", "segment=2147483649", "segment=long" }) {
            LabException e = assertThrows(LabException.class, () -> PARAMS.parse(bad, null), bad);
            assertTrue(e.getMessage().contains("segment"), e.getMessage());
            assertTrue(e.getMessage().endsWith("."), e.getMessage());
        }
    }
}
