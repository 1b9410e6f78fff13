package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.failure.LabException;
import org.junit.jupiter.api.Test;

class BufferPlanTest {
    private static final DeviceFacts ONE_GIB = LimitedDevice.storage(1L << 30, 1L << 30);

    @Test
    void aBufferOneGuardPastTheLargestIsASentenceNamingItsBytesAndTheLimit() {
        BufferPlan plan = BufferPlan.of("n = 268435456").buffer("scan input", 1L << 30)
                .buffer("scan output (with its guard vector)", (1L << 30) + 16);
        LabException refused = assertThrows(LabException.class, () -> plan.requireFits(ONE_GIB));
        assertEquals("n = 268435456 needs 1073741840 bytes for its scan output (with its guard vector), more than "
                + "this device allows (1073741824 bytes, maxBufferSize).", refused.getMessage());
        assertEquals((1L << 31) + 16, plan.bytes());
    }

    @Test
    void aBufferBoundWholeMeetsTheSmallerOfTheBindingAndBufferLimits() {
        DeviceFacts bindingSmaller = LimitedDevice.storage(1L << 27, 1L << 30);
        BufferPlan bound = BufferPlan.of("a 8192 x 8192 grid").bound("board", 1L << 28);
        LabException refused = assertThrows(LabException.class, () -> bound.requireFits(bindingSmaller));
        assertEquals("a 8192 x 8192 grid needs 256 MiB for its board, more than this device allows (128 MiB, "
                + "maxStorageBufferBindingSize).", refused.getMessage());
        // Bound in ranges, the same buffer only meets maxBufferSize.
        BufferPlan.of("a 8192 x 8192 grid").buffer("board", 1L << 28).requireFits(bindingSmaller);
    }

    @Test
    void aBufferBoundWholeNamesMaxBufferSizeWhereThatIsTheSmallerLimit() {
        DeviceFacts bufferSmaller = LimitedDevice.storage(1L << 30, 1L << 27);
        BufferPlan states = BufferPlan.of("A 8192 x 8192 grid").boundEach(4, "with the tutorial engine in f32",
                1L << 28);
        LabException refused = assertThrows(LabException.class, () -> states.requireFits(bufferSmaller));
        assertEquals("A 8192 x 8192 grid needs 256 MiB per buffer with the tutorial engine in f32, more than this "
                + "device allows (128 MiB, maxBufferSize).", refused.getMessage());
        assertEquals(4.0 * (1L << 28), states.bytes());
    }

    @Test
    void equalLimitsNameTheBindingAndAdviceEndsTheSentence() {
        BufferPlan board = BufferPlan.of("A 65536 x 65536 grid").boundEach(2, "with the naive engine", 1L << 34)
                .advising("the bitpacked engine needs 32 times less memory");
        LabException refused = assertThrows(LabException.class, () -> board.requireFits(ONE_GIB));
        assertEquals("A 65536 x 65536 grid needs 16384 MiB per buffer with the naive engine, more than this device "
                + "allows (1024 MiB, maxStorageBufferBindingSize); the bitpacked engine needs 32 times less memory.",
                refused.getMessage());
    }

    @Test
    void sizesThatRoundToTheSameMebibytesAreSaidInBytes() {
        DeviceFacts justUnder = LimitedDevice.storage((1L << 20) - 4, 1L << 30);
        BufferPlan fields = BufferPlan.of("A 512 x 256 grid").boundEach(2, "with the fast engine in f32", 1L << 20);
        LabException refused = assertThrows(LabException.class, () -> fields.requireFits(justUnder));
        assertEquals("A 512 x 256 grid needs 1048576 bytes per buffer with the fast engine in f32, more than this "
                + "device allows (1048572 bytes, maxStorageBufferBindingSize).", refused.getMessage());
    }

    @Test
    void buffersAtTheLimitsFit() {
        BufferPlan.of("n = 268435456").bound("keys", 1L << 30).buffer("values", 1L << 30).requireFits(ONE_GIB);
    }
}
