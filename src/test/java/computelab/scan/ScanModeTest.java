package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.failure.LabException;
import org.junit.jupiter.api.Test;

class ScanModeTest {

    @Test
    void modesParseByTheirUrlNames() {
        assertEquals(ScanMode.EXCLUSIVE, ScanMode.parse("exclusive"));
        assertEquals(ScanMode.INCLUSIVE, ScanMode.parse("inclusive"));
    }

    @Test
    void anUnknownModeIsOneClearSentence() {
        LabException error = assertThrows(LabException.class, () -> ScanMode.parse("sideways"));
        assertEquals("Unknown mode \"sideways\": choose exclusive or inclusive.", error.getMessage());
    }
}
