package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ElementType;
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
        assertTrue(OnesweepSort.SMALLEST_WORKGROUP_BYTES <= 16384, "the smallest tile fits every WebGPU device");
        assertTrue(OnesweepSort.workgroupBytes(OnesweepSort.TILE, true) <= 16 * 1024,
                "keys and pairs: 3 workgroups share the 48 KiB of an H200's SM, and every device holds the whole tile");
        assertEquals(3840, OnesweepSort.tile(Tuning.DEFAULT.withKeysPerInvocation(15)));
        assertEquals(2048, OnesweepSort.tile(Tuning.DEFAULT.withKeysPerInvocation(8)));
        for (int keys : new int[] { -1, 7, 17 }) {
            LabException failure = assertThrows(LabException.class,
                    () -> OnesweepSort.tile(Tuning.DEFAULT.withKeysPerInvocation(keys)));
            assertEquals("The onesweep algorithm takes 8 to 16 keys per invocation, not " + keys + ".", failure.getMessage());
        }
    }

    /** Without keys per invocation asked for, the tile is the largest whose workgroup memory the device offers. */
    @Test
    void onesweepTilesShrinkToTheDevicesWorkgroupMemory() {
        for (boolean values : new boolean[] { false, true }) {
            assertEquals(4096, OnesweepSort.tile(job(32768, true, values, Tuning.DEFAULT)));
            assertEquals(4096, OnesweepSort.tile(job(32768, false, values, Tuning.DEFAULT)));
            assertEquals(4096, OnesweepSort.tile(job(24576, true, values, Tuning.DEFAULT)));
            assertEquals(256 * 13, OnesweepSort.tile(job(24576, false, values, Tuning.DEFAULT)));
            assertEquals(2048, OnesweepSort.tile(job(16384, false, values, Tuning.DEFAULT)));
        }
        for (boolean values : new boolean[] { false, true }) {
            assertEquals(4096, OnesweepSort.tile(job(16384, true, values, Tuning.DEFAULT)), "keys and values leave by halves");
            assertEquals(3072, OnesweepSort.tile(job(16384, true, values, Tuning.DEFAULT.withKeysPerInvocation(12))));
            assertEquals(256 * 14, OnesweepSort.tile(job(15 * 1024 - 1, true, values, Tuning.DEFAULT)));
        }
        for (int keys = 8; keys <= 16; keys++) {
            for (boolean subgroups : new boolean[] { true, false }) {
                for (boolean values : new boolean[] { false, true }) {
                    int tile = OnesweepSort.tile(job(OnesweepSort.workgroupBytes(256 * keys, subgroups),
                            subgroups, values, Tuning.DEFAULT));
                    assertEquals(256 * keys, tile, keys + " keys per invocation, subgroups " + subgroups
                            + ", values " + values);
                }
            }
        }
    }

    private static SortJob job(double workgroupStorageBytes, boolean subgroups, boolean values, Tuning options) {
        SortRange valueRange = values ? SortRange.whole(null, 1 << 20) : null;
        return new SortJob(1 << 20, ElementType.U32, null, null, valueRange, valueRange, null, null, null, null, null,
                null, 65535, workgroupStorageBytes, subgroups, options);
    }

    @Test
    void everyAlgorithmIsRegisteredUnderItsName() {
        assertEquals(java.util.List.of("split-scan", "onesweep"), RadixSort.ALGORITHMS.names());
    }
}
