package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CpuSortTest {

    /** The stable order by a comparison sort, written apart from CpuSort's counting sort. */
    private static int[] comparisonOrder(int[] keys, ElementType type) {
        Comparator<Integer> byKey = switch (type) {
            case U32 -> (a, b) -> Integer.compareUnsigned(keys[a], keys[b]);
            case I32 -> (a, b) -> Integer.compare(keys[a], keys[b]);
            case F32 -> (a, b) -> Float.compare(Float.intBitsToFloat(keys[a]), Float.intBitsToFloat(keys[b]));
        };
        Integer[] order = new Integer[keys.length];
        for (int i = 0; i < keys.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, byKey);
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    @Test
    void theOrderIsTheStableOrderOfEveryTypeWithManyEqualKeys() {
        for (ElementType type : ElementType.values()) {
            for (int bits : new int[] { 1, 4, 8, 32 }) {
                for (int n : new int[] { 0, 1, 2, 1023, 1025, 5000 }) {
                    int[] keys = ContractInputs.integers(type == ElementType.F32 ? ElementType.U32 : type, n, 7, bits);
                    assertArrayEquals(comparisonOrder(keys, type), CpuSort.order(keys, type), type + " " + bits + " " + n);
                }
            }
        }
    }

    @Test
    void floatKeysWithZerosOfBothSignsAndNansOfAnyPayloadSortAsFloatCompareSays() {
        Random random = new Random(3);
        int[] keys = new int[3000];
        int[] specials = { 0x80000000, 0, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFF800000, 0x7F800000 };
        for (int i = 0; i < keys.length; i++) {
            keys[i] = i % 3 == 0 ? specials[random.nextInt(specials.length)] : random.nextInt();
        }
        assertArrayEquals(comparisonOrder(keys, ElementType.F32), CpuSort.order(keys, ElementType.F32));
    }
}
