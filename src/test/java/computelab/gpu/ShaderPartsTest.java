package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ShaderPartsTest {
    private static final String FAST_SUBGROUP = "reduce/fast_subgroup.wgsl";
    private static final String FAST_WORKGROUP = "reduce/fast_workgroup.wgsl";

    private static int count(String text, String piece) {
        return text.split(Pattern.quote(piece), -1).length - 1;
    }

    @Test
    void aSectionIsReplacedByThePartsSectionAndASectionWithoutAPartStays() {
        String part = "enable subgroups;\n// BEGIN tile access\nfn f() {}\n// END tile access\n";
        String kernel = "// BEGIN tile access\n// END tile access\n// BEGIN look-back\nfn g() {}\n// END look-back\n";
        assertEquals("enable subgroups;\n// BEGIN tile access\nfn f() {}\n// END tile access\n"
                + "// BEGIN look-back\nfn g() {}\n// END look-back\n",
                ShaderParts.compose(kernel, Map.of("tile access", part)));
    }

    @Test
    void aMissingOrRepeatedMarkerIsAnError() {
        Map<String, String> parts = Map.of("tile access", "// BEGIN tile access\nfn f() {}\n// END tile access\n");
        assertThrows(IllegalStateException.class,
                () -> ShaderParts.compose("// BEGIN tile access\n// BEGIN tile access\n// END tile access\n", parts));
        assertThrows(IllegalStateException.class, () -> ShaderParts.compose("// BEGIN tile access\n", parts));
    }

    @Test
    void bothFastReductionKernelsTakeTheirLoadsFromOnePart() {
        for (String kernel : new String[] { FAST_SUBGROUP, FAST_WORKGROUP }) {
            String source = Shaders.source(kernel);
            assertFalse(source.contains("fn thread_share("), kernel);
            assertFalse(source.contains("struct Level"), kernel);
            assertTrue(ShaderParts.isComposed(kernel), kernel);
            String module = ShaderParts.source(kernel);
            assertEquals(1, count(module, "fn thread_share("), kernel);
            assertEquals(1, count(module, "struct Level {"), kernel);
            assertEquals(1, count(module, "var<storage, read_write> partials: array<atomic<u32>>;"), kernel);
            assertTrue(module.indexOf("fn combine4(") < module.indexOf("fn thread_share("), kernel);
            assertEquals(1, count(module, "override ELEMENT: u32"), kernel);
            assertEquals(source.startsWith("//"), module.startsWith("//"), kernel);
        }
        assertTrue(ShaderParts.source(FAST_SUBGROUP).contains("enable subgroups;"));
        assertFalse(ShaderParts.source(FAST_WORKGROUP).contains("enable subgroups"));
    }

    @Test
    void aKernelWithoutMarkersIsItsOwnModule() {
        String tutorial = "life/naive.wgsl";
        assertFalse(ShaderParts.isComposed(tutorial));
        assertEquals(Shaders.source(tutorial), ShaderParts.source(tutorial));
    }

    @Test
    void aKernelWhosePartsDependOnSubgroupsMustSayWhichForm() {
        String lookBack = "scan/decoupled_lookback.wgsl";
        assertTrue(ShaderParts.differsWithSubgroups(lookBack));
        assertFalse(ShaderParts.source(lookBack, false).equals(ShaderParts.source(lookBack, true)));
        assertThrows(IllegalArgumentException.class, () -> ShaderParts.source(lookBack));
        for (String same : new String[] { FAST_SUBGROUP, FAST_WORKGROUP, "scan/blelloch.wgsl" }) {
            assertFalse(ShaderParts.differsWithSubgroups(same), same);
            assertEquals(ShaderParts.source(same, false), ShaderParts.source(same, true), same);
        }
    }

    @Test
    void onesweepRanksWithBallotsWhereTheDeviceHasSubgroupsAndWithSplitsElsewhere() {
        String onesweep = "sort/onesweep.wgsl";
        assertTrue(ShaderParts.differsWithSubgroups(onesweep));
        String portable = ShaderParts.source(onesweep, false);
        String subgroups = ShaderParts.source(onesweep, true);
        assertFalse(portable.contains("enable subgroups"));
        assertFalse(portable.contains("subgroupBallot"));
        assertTrue(subgroups.startsWith("enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n"));
        for (String module : new String[] { portable, subgroups }) {
            assertEquals(1, count(module, "fn rank_setup("));
            assertEquals(1, count(module, "fn key_position("));
            assertEquals(1, count(module, "fn rank_tile("));
            assertEquals(1, count(module, "fn sort_tile("));
        }
        assertTrue(subgroups.contains("subgroupBallot"));
        assertTrue(portable.contains("fn split("));
    }

    @Test
    void theSplitsAndTheSplitScanSortTakeTheDigitCountersFromTheirOnePart() {
        String part = ShaderParts.section(Shaders.source(ShaderParts.DIGIT_COUNTERS), "// BEGIN digit counters",
                "// END digit counters");
        for (String module : new String[] { ShaderParts.source("sort/onesweep.wgsl", false),
                ShaderParts.source("sort/split_scan.wgsl") }) {
            assertEquals(1, count(module, "struct Counters {"));
            assertTrue(module.contains(part));
        }
        assertEquals(0, count(ShaderParts.source("sort/onesweep.wgsl", true), "struct Counters {"));
    }

    @Test
    void everyPartIsListedAndIsNoKernel() {
        for (String part : new String[] { ShaderParts.TILE_ACCESS, ShaderParts.WORKGROUP_PRIMITIVES,
                ShaderParts.SUBGROUP_PRIMITIVES, ShaderParts.SUBGROUP_LOOK_BACK, ShaderParts.FAST_SHARE,
                ShaderParts.RANK_SPLITS, ShaderParts.RANK_MATCH, ShaderParts.DIGIT_COUNTERS }) {
            assertTrue(ShaderParts.isPart(part), part);
            assertFalse(ShaderParts.isComposed(part), part);
            assertTrue(Shaders.all().contains(part), part);
        }
        assertFalse(ShaderParts.isPart(FAST_SUBGROUP));
        assertFalse(ShaderParts.isPart("scan/reduce_then_scan.wgsl"));
    }
}
