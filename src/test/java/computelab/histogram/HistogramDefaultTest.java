package computelab.histogram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.gpu.DeviceFacts;
import org.junit.jupiter.api.Test;

class HistogramDefaultTest {
    /** A GPU whose workgroups have {@code bytes} of workgroup memory. */
    private record WorkgroupMemory(double bytes) implements DeviceFacts {
        @Override
        public boolean hasSubgroups() {
            return true;
        }

        @Override
        public boolean hasTimestamps() {
            return true;
        }

        @Override
        public double limit(String name) {
            return name.equals("maxComputeWorkgroupStorageSize") ? bytes : 0;
        }

        @Override
        public boolean cpu() {
            return false;
        }
    }

    @Test
    void privateSlicesCountWhatOneRangeOfWorkgroupCountersHoldsAndThePartitionMore() {
        for (double bytes : new double[] { 16384, 32768 }) {
            DeviceFacts device = new WorkgroupMemory(bytes);
            int oneRange = (int) (bytes / 4);
            assertEquals("private-slices", Histogram.defaultAlgorithm(device, 1));
            assertEquals("private-slices", Histogram.defaultAlgorithm(device, 256));
            assertEquals("private-slices", Histogram.defaultAlgorithm(device, oneRange));
            assertEquals("partitioned", Histogram.defaultAlgorithm(device, oneRange + 1));
            assertEquals("partitioned", Histogram.defaultAlgorithm(device, 65536));
        }
    }
}
