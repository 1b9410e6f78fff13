package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import org.junit.jupiter.api.Test;

class ScanLayoutTest {
    private static final ScanLayout.Limits LIMITS = new ScanLayout.Limits(256, 1 << 30);

    private static ScanLayout.Span span(long offset, long bufferElements) {
        return new ScanLayout.Span(offset, bufferElements * 4.0);
    }

    @Test
    void wholeBuffersWithRoomForTheLastVectorUseVectors() {
        ScanLayout layout = ScanLayout.plan(span(0, 1004), span(0, 1004), false, 1001, LIMITS, true);
        assertEquals(ScanLayout.Access.VECTORS, layout.access());
        assertEquals(new ScanLayout.Range(0, 1004 * 4), layout.input());
        assertEquals(0, layout.inBase());
    }

    @Test
    void aBufferEndingInsideTheLastVectorFallsBackToWords() {
        ScanLayout layout = ScanLayout.plan(span(0, 1001), span(0, 1004), false, 1001, LIMITS, true);
        assertEquals(ScanLayout.Access.WORDS, layout.access());
        assertEquals(new ScanLayout.Range(0, 1001 * 4), layout.input());
    }

    @Test
    void offsetsBindFromTheAlignedByteBelowAndKeepTheRestAsABase() {
        ScanLayout layout = ScanLayout.plan(span(70, 2000), span(5, 2000), false, 100, LIMITS, true);
        assertEquals(ScanLayout.Access.WORDS, layout.access(), "base 5 is not a multiple of 4");
        assertEquals(6, layout.inBase());
        assertEquals(new ScanLayout.Range(256, (6 + 100) * 4), layout.input());
        assertEquals(5, layout.outBase());
        assertEquals(new ScanLayout.Range(0, 105 * 4), layout.output());
    }

    @Test
    void offsetsThatAreMultiplesOfFourKeepVectors() {
        ScanLayout layout = ScanLayout.plan(span(68, 2000), span(8, 2000), false, 100, LIMITS, true);
        assertEquals(ScanLayout.Access.VECTORS, layout.access());
        assertEquals(4, layout.inBase());
        assertEquals(8, layout.outBase());
    }

    @Test
    void vectorizeFalseAlwaysGivesWords() {
        assertEquals(ScanLayout.Access.WORDS,
                ScanLayout.plan(span(0, 1024), span(0, 1024), false, 1024, LIMITS, false).access());
    }

    @Test
    void theSameRangeOfOneBufferIsAnInPlaceScan() {
        ScanLayout layout = ScanLayout.plan(span(8, 100), span(8, 100), true, 50, LIMITS, true);
        assertEquals(ScanLayout.Access.ONE_BUFFER_VECTORS, layout.access());
        assertTrue(layout.inPlace());
        assertEquals(layout.input(), layout.output());
    }

    @Test
    void disjointRangesOfOneBufferShareOneBindingWithTwoBases() {
        ScanLayout layout = ScanLayout.plan(span(3, 300), span(150, 300), true, 100, LIMITS, true);
        assertEquals(ScanLayout.Access.ONE_BUFFER_WORDS, layout.access());
        assertFalse(layout.inPlace());
        assertEquals(3, layout.inBase());
        assertEquals(150, layout.outBase());
        assertEquals(new ScanLayout.Range(0, 250 * 4), layout.input());
    }

    @Test
    void partlyOverlappingRangesAreRefused() {
        LabException error = assertThrows(LabException.class,
                () -> ScanLayout.plan(span(0, 300), span(10, 300), true, 100, LIMITS, true));
        assertTrue(error.getMessage().contains("overlap"), error.getMessage());
    }

    @Test
    void rangesPastTheirBufferAreRefused() {
        LabException error = assertThrows(LabException.class,
                () -> ScanLayout.plan(span(10, 100), span(0, 1000), false, 91, LIMITS, true));
        assertEquals("The input range of 91 elements at offset 10 does not fit in its buffer of 100 elements.",
                error.getMessage());
    }

    @Test
    void negativeOffsetsAndEmptyScansAreRefused() {
        assertThrows(LabException.class, () -> ScanLayout.plan(span(-1, 100), span(0, 100), false, 10, LIMITS, true));
        assertThrows(LabException.class, () -> ScanLayout.plan(span(0, 100), span(0, 100), false, 0, LIMITS, true));
    }

    @Test
    void aBindingLargerThanTheDeviceAllowsIsRefusedWithTheLimit() {
        ScanLayout.Limits small = new ScanLayout.Limits(256, 4096);
        LabException error = assertThrows(LabException.class,
                () -> ScanLayout.plan(span(1, 2000), span(0, 2000), false, 1024, small, true));
        assertTrue(error.getMessage().contains("4096 bytes"), error.getMessage());
    }

    @Test
    void theAccessCodesMatchTheShadersOverride() {
        assertEquals(0, ScanLayout.Access.VECTORS.code());
        assertEquals(1, ScanLayout.Access.WORDS.code());
        assertEquals(2, ScanLayout.Access.ONE_BUFFER_VECTORS.code());
        assertEquals(3, ScanLayout.Access.ONE_BUFFER_WORDS.code());
    }
}
