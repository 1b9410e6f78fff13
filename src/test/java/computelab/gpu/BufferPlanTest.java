package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.failure.LabException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BufferPlanTest {
    private static final DeviceFacts ONE_GIB = device(1L << 30, 1L << 30);

    @Test
    void aBufferOneGuardPastTheLargestIsASentenceNamingItsBytesAndTheLimit() {
        BufferPlan plan = BufferPlan.of("n = 268435456").buffer("scan input", 1L << 30)
                .buffer("scan output (with its guard vector)", (1L << 30) + 16);
        LabException refused = assertThrows(LabException.class, () -> plan.requireFits(ONE_GIB));
        assertEquals("n = 268435456 needs a 1073741840-byte scan output (with its guard vector); this device's "
                + "maxBufferSize is 1073741824 bytes.", refused.getMessage());
        assertEquals((1L << 31) + 16, plan.bytes());
    }

    @Test
    void aBufferBoundWholeMeetsTheSmallerOfTheBindingAndBufferLimits() {
        DeviceFacts bindingSmaller = device(1L << 27, 1L << 30);
        BufferPlan bound = BufferPlan.of("a 8192 x 8192 grid").bound("board", 1L << 28);
        LabException refused = assertThrows(LabException.class, () -> bound.requireFits(bindingSmaller));
        assertEquals("a 8192 x 8192 grid needs a 268435456-byte board; this device's maxStorageBufferBindingSize is "
                + "134217728 bytes.", refused.getMessage());
        // Bound in ranges, the same buffer only meets maxBufferSize.
        BufferPlan.of("a 8192 x 8192 grid").buffer("board", 1L << 28).requireFits(bindingSmaller);
    }

    @Test
    void buffersAtTheLimitsFit() {
        BufferPlan.of("n = 268435456").bound("keys", 1L << 30).buffer("values", 1L << 30).requireFits(ONE_GIB);
    }

    private static DeviceFacts device(long binding, long buffer) {
        Map<String, Double> limits = Map.of("maxStorageBufferBindingSize", (double) binding, "maxBufferSize",
                (double) buffer);
        return new DeviceFacts() {
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
                return limits.getOrDefault(name, 0.0);
            }

            @Override
            public boolean cpu() {
                return false;
            }
        };
    }
}
