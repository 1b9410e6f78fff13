package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.failure.LabException;
import computelab.gpu.Tuning;
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
    void onesweepTilesHoldSixteenKeysPerInvocationUnlessTheOptionsSayEightToSixteen() {
        assertEquals(4096, OnesweepSort.tile(Tuning.DEFAULT));
        assertEquals(28 * 1024.0, OnesweepSort.WORKGROUP_BYTES);
        assertEquals(3840, OnesweepSort.tile(Tuning.DEFAULT.withKeysPerInvocation(15)));
        assertEquals(2048, OnesweepSort.tile(Tuning.DEFAULT.withKeysPerInvocation(8)));
        for (int keys : new int[] { -1, 7, 17 }) {
            LabException failure = assertThrows(LabException.class,
                    () -> OnesweepSort.tile(Tuning.DEFAULT.withKeysPerInvocation(keys)));
            assertEquals("onesweep takes 8 to 16 keys per invocation, not " + keys + ".", failure.getMessage());
        }
    }

    @Test
    void everyAlgorithmIsRegisteredUnderItsName() {
        assertEquals(java.util.List.of("split-scan", "onesweep"), RadixSort.ALGORITHMS.names());
    }
}
