package computelab.compact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuCompactionTest {
    private static Selection values(ElementType type, Keep keep, double pivot) {
        return new Selection(type, keep, pivot, CompactOutput.VALUES);
    }

    @Test
    void theDocumentedExampleKeepsTheOddOnesAndTheirIndices() {
        int[] input = { 3, 4, 7, 8, 9 };
        assertArrayEquals(new int[] { 3, 7, 9 }, CpuCompaction.kept(input, 0, values(ElementType.U32, Keep.ODD, 0)));
        assertArrayEquals(new int[] { 0, 2, 4 }, CpuCompaction.kept(input, 0,
                new Selection(ElementType.U32, Keep.ODD, 0, CompactOutput.INDICES)));
        assertArrayEquals(new int[] { 10, 12, 14 }, CpuCompaction.kept(input, 10,
                new Selection(ElementType.U32, Keep.ODD, 0, CompactOutput.INDICES)), "indices count from start");
        assertEquals(3, CpuCompaction.count(input, values(ElementType.U32, Keep.ODD, 0)));
    }

    @Test
    void negativeZeroIsZeroAndBelowFollowsEachTypesOrder() {
        int[] floats = { Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(0.0f), Float.floatToRawIntBits(-0.25f),
                Float.floatToRawIntBits(0.5f) };
        assertArrayEquals(new int[] { floats[2], floats[3] }, CpuCompaction.kept(floats, 0,
                values(ElementType.F32, Keep.NONZERO, 0)));
        assertArrayEquals(new int[] { floats[2] }, CpuCompaction.kept(floats, 0, values(ElementType.F32, Keep.BELOW, 0)));
        int[] words = { -1, 0, 5, Integer.MIN_VALUE };
        // u32: -1 is 4294967295 and MIN_VALUE is 2^31, both above 6; i32: both below.
        assertArrayEquals(new int[] { 0, 5 }, CpuCompaction.kept(words, 0, values(ElementType.U32, Keep.BELOW, 6)));
        assertArrayEquals(new int[] { -1, 0, 5, Integer.MIN_VALUE }, CpuCompaction.kept(words, 0,
                values(ElementType.I32, Keep.BELOW, 6)));
        assertArrayEquals(new int[] { -1, Integer.MIN_VALUE }, CpuCompaction.kept(words, 0,
                values(ElementType.I32, Keep.BELOW, 0)));
        assertArrayEquals(new int[] { -1, 5, Integer.MIN_VALUE }, CpuCompaction.kept(words, 0,
                values(ElementType.I32, Keep.NONZERO, 0)));
    }

    /** Against a second reading of the contract: long arithmetic and doubles instead of bit tricks. */
    @Test
    void contractInputsAgreeWithAStraightforwardReading() {
        for (ElementType type : ElementType.values()) {
            int[] words = type == ElementType.F32 ? floatWords(ContractInputs.floats(3000, 7))
                    : ContractInputs.integers(type, 3000, 7, 8);
            for (Keep keep : Keep.values()) {
                if (keep == Keep.ODD && type == ElementType.F32) {
                    continue;
                }
                for (double pivot : new double[] { 0, 100, 1 }) {
                    for (CompactOutput output : CompactOutput.values()) {
                        Selection selection = new Selection(type, keep, pivot, output);
                        assertArrayEquals(reference(words, type, keep, pivot, output),
                                CpuCompaction.kept(words, 0, selection), type + " " + keep + " " + pivot + " " + output);
                    }
                }
            }
        }
    }

    private static int[] reference(int[] words, ElementType type, Keep keep, double pivot, CompactOutput output) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            double value = switch (type) {
                case U32 -> words[i] & 0xFFFFFFFFL;
                case I32 -> words[i];
                case F32 -> Float.intBitsToFloat(words[i]);
            };
            boolean kept = switch (keep) {
                case ODD -> ((long) value) % 2 != 0;
                case NONZERO -> value != 0.0;
                case BELOW -> value < pivot;
            };
            if (kept) {
                out.add(output == CompactOutput.INDICES ? i : words[i]);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] floatWords(float[] values) {
        int[] words = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            words[i] = Float.floatToRawIntBits(values[i]);
        }
        return words;
    }

    @Test
    void aSelectionThatCannotRunIsOneSentence() {
        assertEquals("The keep=odd predicate takes integers (u32 or i32), not f32: keep f32 values with nonzero or below.",
                assertThrows(LabException.class, () -> values(ElementType.F32, Keep.ODD, 0)).getMessage());
        assertEquals("The pivot of u32 values must be a whole number from 0 to 4294967295, not 2.5.",
                assertThrows(LabException.class, () -> values(ElementType.U32, Keep.BELOW, 2.5)).getMessage());
        assertEquals("The pivot of i32 values must be a whole number from -2147483648 to 2147483647, not 3.0E9.",
                assertThrows(LabException.class, () -> values(ElementType.I32, Keep.BELOW, 3e9)).getMessage());
        assertEquals(0xFFFFFFFF, values(ElementType.U32, Keep.BELOW, 4294967295.0).pivotBits());
    }
}
