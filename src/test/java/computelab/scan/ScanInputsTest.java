package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ScanInputsTest {

    @Test
    void chunksEqualTheSameSliceOfTheWholeContractInput() {
        for (ElementType type : new ElementType[] { ElementType.U32, ElementType.I32 }) {
            for (int bits : new int[] { 1, 8, 31, 32 }) {
                int[] whole = ContractInputs.integers(type, 5000, 3, bits);
                assertArrayEquals(Arrays.copyOfRange(whole, 1234, 4321),
                        ScanInputs.integers(type, 3, bits, 1234, 4321 - 1234), type + " bits " + bits);
            }
        }
        assertArrayEquals(Arrays.copyOfRange(ContractInputs.floats(5000, 9), 77, 4077), ScanInputs.floats(9, 77, 4000));
    }
}
