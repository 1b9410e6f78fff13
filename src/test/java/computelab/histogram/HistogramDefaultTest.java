package computelab.histogram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.gpu.DeviceFacts;
import computelab.gpu.LimitedDevice;
import org.junit.jupiter.api.Test;

class HistogramDefaultTest {
    @Test
    void privateSlicesCountWhatOneRangeOfWorkgroupCountersHoldsAndThePartitionMore() {
        for (double bytes : new double[] { 16384, 32768 }) {
            DeviceFacts device = LimitedDevice.workgroupMemory(bytes);
            int oneRange = (int) (bytes / 4);
            assertEquals("private-slices", Histogram.defaultAlgorithm(device, 1));
            assertEquals("private-slices", Histogram.defaultAlgorithm(device, 256));
            assertEquals("private-slices", Histogram.defaultAlgorithm(device, oneRange));
            assertEquals("partitioned", Histogram.defaultAlgorithm(device, oneRange + 1));
            assertEquals("partitioned", Histogram.defaultAlgorithm(device, 65536));
        }
    }
}
