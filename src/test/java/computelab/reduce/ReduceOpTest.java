package computelab.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ElementType;
import computelab.failure.LabException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReduceOpTest {

    @Test
    void theIdentityElementChangesNoValueOfAnyType() {
        SplittableRandom random = new SplittableRandom(3);
        for (ReduceOp op : ReduceOp.values()) {
            for (ElementType type : ElementType.values()) {
                for (int i = 0; i < 1000; i++) {
                    int bits = i < 4 ? new int[] { 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE }[i] : random.nextInt();
                    if (type == ElementType.F32 && Float.isNaN(Float.intBitsToFloat(bits))) {
                        continue;
                    }
                    ReducedValue combined = combineWithIdentity(type, op, bits);
                    assertEquals(new ReducedValue(type, bits), combined, op + " " + type + " " + bits);
                }
            }
        }
    }

    private static ReducedValue combineWithIdentity(ElementType type, ReduceOp op, int bits) {
        int identity = op.identityBits(type);
        if (type == ElementType.F32) {
            float x = Float.intBitsToFloat(bits);
            float e = Float.intBitsToFloat(identity);
            float r = switch (op) {
                case SUM -> x + e;
                case MIN -> Math.min(x, e);
                case MAX -> Math.max(x, e);
            };
            return ReducedValue.ofFloat(r);
        }
        return CpuReduction.reduce(new int[] { identity, bits }, type, op);
    }

    @Test
    void floatIdentitiesAreInfinitiesAndNegativeZero() {
        assertEquals(Float.POSITIVE_INFINITY, Float.intBitsToFloat(ReduceOp.MIN.identityBits(ElementType.F32)));
        assertEquals(Float.NEGATIVE_INFINITY, Float.intBitsToFloat(ReduceOp.MAX.identityBits(ElementType.F32)));
        assertEquals(-0f, Float.intBitsToFloat(ReduceOp.SUM.identityBits(ElementType.F32)));
    }

    @Test
    void operationAndTypeCodesAreTheOnesTheElementOpsPartDocuments() throws java.io.IOException {
        String part = java.nio.file.Files.readString(java.nio.file.Path.of("wgsl/reduce/element_ops.wgsl"));
        for (ElementType type : ElementType.values()) {
            assertTrue(part.contains(type.code() + " " + type.wgsl()), type + " is not documented as code " + type.code());
        }
        for (ReduceOp op : ReduceOp.values()) {
            assertTrue(part.contains(op.code() + " " + op.text()), op + " is not documented as code " + op.code());
        }
    }

    @Test
    void unknownOperationsAreRefusedWithTheChoices() {
        LabException error = assertThrows(LabException.class, () -> ReduceOp.parse("product"));
        assertEquals("Unknown op \"product\": choose sum, min or max.", error.getMessage());
    }
}
