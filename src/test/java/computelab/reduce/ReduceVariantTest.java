package computelab.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.ShaderParts;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReduceVariantTest {

    @Test
    void theLadderComesInTheTutorialsOrderThenFast() {
        assertEquals(List.of("v1-interleaved-modulo", "v2-strided-index", "v3-sequential", "v4-first-add-on-load",
                "v5-unrolled-subgroup", "fast"), Reduction.ALGORITHMS.names());
    }

    @Test
    void onlyV5AndFastHaveASubgroupFormAndAWorkgroupMemoryPath() {
        for (ReduceVariant variant : Reduction.ALGORITHMS.all()) {
            boolean expected = variant.name().startsWith("v5") || variant.name().equals("fast");
            assertEquals(expected, variant.hasSubgroupForm(), variant.name());
            assertEquals(expected, !ShaderParts.source(variant.shader(), true)
                    .equals(ShaderParts.source(variant.shader(), false)), variant.name());
        }
    }

    @Test
    void unknownAlgorithmsAreRefusedWithTheChoices() {
        LabException error = assertThrows(LabException.class, () -> Reduction.ALGORITHMS.named("v6"));
        assertEquals("Unknown algo \"v6\": choose v1-interleaved-modulo, v2-strided-index, v3-sequential, "
                + "v4-first-add-on-load, v5-unrolled-subgroup, fast.", error.getMessage());
    }

    @Test
    void valuesPrintAsTheContractSays() {
        assertEquals("4294967295", new ReducedValue(ElementType.U32, -1).decimal());
        assertEquals("-1", new ReducedValue(ElementType.I32, -1).decimal());
        assertEquals("-2147483648", new ReducedValue(ElementType.I32, Integer.MIN_VALUE).decimal());
        assertEquals("0.1", ReducedValue.ofFloat(0.1f).decimal());
        assertEquals("-50.192017", ReducedValue.ofFloat(-50.192017f).decimal());
        assertEquals(4294967295.0, new ReducedValue(ElementType.U32, -1).toDouble());
    }
}
