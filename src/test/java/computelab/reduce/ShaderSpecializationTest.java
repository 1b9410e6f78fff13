package computelab.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ElementType;
import computelab.gpu.Shaders;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShaderSpecializationTest {

    private static List<String> reduceShaders() {
        List<String> paths = new ArrayList<>();
        for (ReduceVariant variant : ReduceVariant.all()) {
            paths.add(variant.shaderPath(false));
            if (variant.hasSubgroupForm()) {
                paths.add(variant.shaderPath(true));
            }
        }
        return paths;
    }

    @Test
    void everyReductionShaderIsListedAndWrittenAsTheU32SumItsBlockDeclares() {
        for (String path : reduceShaders()) {
            assertTrue(Shaders.all().contains(path), path + " is missing from wgsl/index.txt");
            String source = Shaders.source(path);
            assertEquals(source, ShaderSpecialization.specialize(source, ElementType.U32, ReduceOp.SUM), path);
        }
    }

    @Test
    void theBlockIsRewrittenForTypeAndOperationAndNothingElseChanges() {
        for (String path : reduceShaders()) {
            String source = Shaders.source(path);
            String f32Min = ShaderSpecialization.specialize(source, ElementType.F32, ReduceOp.MIN);
            assertTrue(f32Min.contains("alias T = f32;\n"), path);
            assertTrue(f32Min.contains("fn combine(a: T, b: T) -> T { return min(a, b); }\n"), path);
            assertFalse(f32Min.contains("alias T = u32;"), path);
            boolean subgroups = source.contains("enable subgroups;");
            assertEquals(subgroups, f32Min.contains("return subgroupMin(x);"), path);
            String outside = ShaderSpecialization.END;
            assertEquals(source.substring(source.indexOf(outside)), f32Min.substring(f32Min.indexOf(outside)), path);
        }
        String fast = ShaderSpecialization.specialize(Shaders.source("reduce/fast_subgroup.wgsl"), ElementType.I32,
                ReduceOp.MAX);
        assertTrue(fast.contains("fn combine4(a: vec4<T>, b: vec4<T>) -> vec4<T> { return max(a, b); }"));
    }

    @Test
    void onlyTheBlockSubgroupPathsUseSubgroupOperations() {
        for (ReduceVariant variant : ReduceVariant.all()) {
            assertFalse(Shaders.source(variant.shaderPath(false)).contains("enable subgroups"), variant.name());
            assertFalse(Shaders.source(variant.shaderPath(false)).contains("subgroupAdd"), variant.name());
        }
    }

    @Test
    void aShaderWithoutABlockOrWithUnknownLinesIsRefused() {
        assertThrows(IllegalStateException.class,
                () -> ShaderSpecialization.specialize("fn main() {}", ElementType.U32, ReduceOp.SUM));
        String stray = "// <specialize>\nalias T = u32;\nconst X = 1u;\n// </specialize>\n";
        assertThrows(IllegalStateException.class,
                () -> ShaderSpecialization.specialize(stray, ElementType.U32, ReduceOp.SUM));
    }
}
