package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import org.junit.jupiter.api.Test;

class SortCheckTest {

    @Test
    void theFirstMismatchSaysWhereAndWhetherAKeyOrAValueDiffered() {
        SortCheck check = new SortCheck(true, 2);
        check.accept(0, 1, 1, 5, 5);
        check.accept(1, 2, 2, 3, 4);
        check.accept(2, 3, 9, 0, 0);
        assertFalse(check.ok());
        assertEquals(1, check.mismatchIndex());
        assertTrue(check.mismatchInValue());
        assertEquals(3, check.expected());
        assertEquals(4, check.actual());
        assertEquals(2, check.shown().size());
    }

    @Test
    void checksumsAreTheContractsOverWhatTheGpuWrote() {
        SortCheck check = new SortCheck(false, 0);
        int[] keys = { 5, -1, 7 };
        for (int i = 0; i < keys.length; i++) {
            check.accept(i, keys[i], keys[i], 0, 0);
        }
        check.guard(true);
        assertTrue(check.ok());
        assertEquals(ContractInputs.checksum(keys), check.keysChecksum());
        check.guard(false);
        assertFalse(check.ok());
    }
}
