package computelab.ceiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import org.junit.jupiter.api.Test;

class CeilingWordsTest {
    @Test
    void theBenchmarkDataIsTheContractInputWithSeedOneAndTheTopBitCleared() {
        int[] contract = ContractInputs.integers(ElementType.U32, 4099, 1, 32);
        for (int i = 0; i < contract.length; i++) {
            assertEquals(contract[i] & 0x7FFFFFFF, CeilingWords.word(i), "word " + i);
        }
    }

    @Test
    void noVectorOfTheDataFoldsToTheReadKernelsImpossibleValue() {
        for (int v = 0; v < 100_000; v++) {
            int folded = CeilingWords.xorOf(4 * v, 4);
            assertNotEquals(0xFFFFFFFF, folded);
            assertEquals(0, folded >>> 31);
        }
    }

    @Test
    void theXorOfARangeMatchesAWordByWordFold() {
        int expected = 0;
        for (int i = 1000; i < 1000 + 777; i++) {
            expected ^= CeilingWords.word(i);
        }
        assertEquals(expected, CeilingWords.xorOf(1000, 777));
    }
}
