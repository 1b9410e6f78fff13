package computelab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.gpu.DeviceFacts;
import computelab.gpu.LimitedDevice;
import java.util.function.LongToDoubleFunction;
import org.junit.jupiter.api.Test;

class SquareGridSuiteTest {
    private static final LongToDoubleFunction BIT_PACKED = side -> side * ((side + 31) / 32) * 4.0;
    private static final LongToDoubleFunction FOUR_BYTES_A_CELL = side -> 4.0 * side * side;

    @Test
    void theLargestSideIsTheLastWhoseBufferFitsTheSmallerLimit() {
        for (long[] limits : new long[][] { { 1 << 20, 1 << 20 }, { 1 << 20, 1 << 24 }, { 1 << 24, 1 << 20 },
            { (1 << 20) - 4, 1L << 30 }, { 1L << 30, 1L << 30 } }) {
            DeviceFacts device = LimitedDevice.storage(limits[0], limits[1]);
            double most = Math.min(limits[0], limits[1]);
            for (LongToDoubleFunction bytes : new LongToDoubleFunction[] { BIT_PACKED, FOUR_BYTES_A_CELL }) {
                assertEquals(counted(bytes, most), SquareGridSuite.largestSide(device, bytes),
                        limits[0] + " / " + limits[1]);
            }
        }
    }

    @Test
    void aOneMebibyteBindingHoldsA512SideOfFloatsAndA2880SideOfBits() {
        DeviceFacts oneMiB = LimitedDevice.storage(1 << 20, 1 << 20);
        assertEquals(512, SquareGridSuite.largestSide(oneMiB, FOUR_BYTES_A_CELL));
        // 2880 cells a row are 90 words, 2880 * 90 * 4 bytes in all; 2881 take 91 words, 1048684 bytes.
        assertEquals(2880, SquareGridSuite.largestSide(oneMiB, BIT_PACKED));
    }

    /** Counting up side by side until the next one is too large. */
    private static long counted(LongToDoubleFunction bytes, double most) {
        long side = 1;
        while (bytes.applyAsDouble(side + 1) <= most) {
            side++;
        }
        return side;
    }
}
