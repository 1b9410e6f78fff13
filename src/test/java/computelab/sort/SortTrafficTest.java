package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SortTrafficTest {

    @Test
    void splitScanMovesTwelveBytesPerKeyAndPassOfFourBits() {
        SplitScanSort sort = new SplitScanSort();
        assertEquals(96.0 * 1000, sort.trafficBytes(1000, false));
        assertEquals(160.0 * 1000, sort.trafficBytes(1000, true));
    }

    @Test
    void onesweepReadsOnceToCountThenReadsAndWritesOncePerByteOfTheKey() {
        OnesweepSort sort = new OnesweepSort();
        assertEquals(36.0 * 1000, sort.trafficBytes(1000, false));
        assertEquals(68.0 * 1000, sort.trafficBytes(1000, true));
    }

    @Test
    void everyAlgorithmIsRegisteredUnderItsName() {
        assertEquals(java.util.List.of("split-scan", "onesweep"), RadixSort.ALGORITHMS.names());
    }
}
