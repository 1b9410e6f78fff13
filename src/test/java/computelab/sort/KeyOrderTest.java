package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.data.ElementType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class KeyOrderTest {

    private static int signum(int value) {
        return Integer.signum(value);
    }

    @Test
    void u32KeysKeepTheirUnsignedOrder() {
        Random random = new Random(1);
        for (int i = 0; i < 10000; i++) {
            int a = random.nextInt();
            int b = random.nextBoolean() ? random.nextInt() : a;
            assertEquals(signum(Integer.compareUnsigned(a, b)), signum(Integer.compareUnsigned(
                    KeyOrder.ordered(a, ElementType.U32), KeyOrder.ordered(b, ElementType.U32))));
        }
    }

    @Test
    void i32KeysSortAsSignedIntegers() {
        int[] edges = { Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -2, -1, 0, 1, 2, Integer.MAX_VALUE - 1,
            Integer.MAX_VALUE };
        for (int a : edges) {
            for (int b : edges) {
                assertEquals(signum(Integer.compare(a, b)), signum(Integer.compareUnsigned(
                        KeyOrder.ordered(a, ElementType.I32), KeyOrder.ordered(b, ElementType.I32))), a + " " + b);
            }
        }
    }

    @Test
    void f32KeysFollowFloatCompareWithNegativeZeroFirstAndEveryNanLast() {
        List<Float> edges = new ArrayList<>(List.of(Float.NEGATIVE_INFINITY, -Float.MAX_VALUE, -1.5f, -1f,
                -Float.MIN_NORMAL, -Float.MIN_VALUE, -0f, 0f, Float.MIN_VALUE, Float.MIN_NORMAL, 1f, 1.5f,
                Float.MAX_VALUE, Float.POSITIVE_INFINITY, Float.NaN, Float.intBitsToFloat(0xFFC00001),
                Float.intBitsToFloat(0x7F800001), Float.intBitsToFloat(0xFFFFFFFF)));
        Random random = new Random(2);
        for (int i = 0; i < 2000; i++) {
            edges.add(Float.intBitsToFloat(random.nextInt()));
        }
        for (float a : edges) {
            for (float b : edges.subList(0, 18)) {
                int bitsA = Float.floatToRawIntBits(a);
                int bitsB = Float.floatToRawIntBits(b);
                assertEquals(signum(Float.compare(a, b)), signum(Integer.compareUnsigned(
                        KeyOrder.ordered(bitsA, ElementType.F32), KeyOrder.ordered(bitsB, ElementType.F32))),
                        Integer.toHexString(bitsA) + " " + Integer.toHexString(bitsB));
            }
        }
    }
}
