package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ShaderPartsTest {
    private static final String FAST = "reduce/fast.wgsl";
    private static final String LOOKBACK = "scan/decoupled_lookback.wgsl";
    private static final String ONESWEEP = "sort/onesweep.wgsl";

    private static int count(String text, String piece) {
        return text.split(Pattern.quote(piece), -1).length - 1;
    }

    @Test
    void partsAreConcatenatedWholeUnderTheirNamesWithTheDirectivesOnTop() {
        String module = ShaderParts.compose(List.of("a.wgsl", "b.wgsl"),
                List.of("// part a\nenable subgroups;\nfn f() {}\n", "// kernel b\ndiagnostic(off, x);\nenable subgroups;\nfn g() {}\n"));
        assertEquals("enable subgroups;\ndiagnostic(off, x);\n\n// ---- wgsl/a.wgsl ----\n// part a\nfn f() {}\n\n"
                + "// ---- wgsl/b.wgsl ----\n// kernel b\nfn g() {}\n", module);
    }

    @Test
    void aKernelNamesItsPartsInItsTopCommentAndAPairChoosesByTheDevice() {
        List<ShaderParts.Choice> named = ShaderParts.named(Shaders.source(LOOKBACK));
        assertEquals(List.of(new ShaderParts.Choice("scan/tile_access.wgsl", "scan/tile_access.wgsl"),
                new ShaderParts.Choice("scan/tile_state.wgsl", "scan/tile_state.wgsl"),
                new ShaderParts.Choice("scan/workgroup_primitives.wgsl", "scan/subgroup_primitives.wgsl"),
                new ShaderParts.Choice("scan/workgroup_look_back.wgsl", "scan/subgroup_look_back.wgsl"),
                new ShaderParts.Choice("scan/plain_tile_sums.wgsl", "scan/plain_tile_sums.wgsl")), named);
        assertEquals(List.of("scan/tile_scan.wgsl", "scan/tile_access.wgsl", "scan/tile_state.wgsl",
                "scan/workgroup_primitives.wgsl", "scan/workgroup_look_back.wgsl", "scan/plain_tile_sums.wgsl",
                LOOKBACK), ShaderParts.files(LOOKBACK, false));
        assertEquals(List.of("scan/tile_scan.wgsl", "scan/tile_access.wgsl", "scan/tile_state.wgsl",
                "scan/subgroup_primitives.wgsl", "scan/subgroup_look_back.wgsl", "scan/plain_tile_sums.wgsl",
                LOOKBACK), ShaderParts.files(LOOKBACK, true));
        assertEquals(List.of(), ShaderParts.named("fn f() {}\n// part: x.wgsl\n"), "only the top comment names parts");
    }

    @Test
    void aPartsOwnPartsComeBeforeItAndEachFileComesOnce() {
        assertEquals(List.of("sort/digit_counters.wgsl", "sort/rank_splits.wgsl", ONESWEEP),
                ShaderParts.files(ONESWEEP, false));
        assertEquals(List.of("sort/rank_match.wgsl", ONESWEEP), ShaderParts.files(ONESWEEP, true));
        assertEquals(List.of("reduce/element_ops.wgsl", "reduce/fast_share.wgsl", "reduce/subgroup_ops.wgsl",
                "reduce/fast_subgroup_combine.wgsl", FAST), ShaderParts.files(FAST, true));
    }

    @Test
    void nothingIsSplicedIntoTheMiddleOfAFileEachReadsWholeInItsModule() {
        for (String path : Shaders.all()) {
            assertFalse(Shaders.source(path).contains("// BEGIN") || Shaders.source(path).contains("// END"), path);
        }
        for (ShaderParts.Module module : ShaderParts.modules()) {
            String composed = module.source();
            int at = 0;
            for (String file : ShaderParts.files(module.path(), module.subgroups())) {
                String whole = Shaders.source(file).replaceAll("(?m)^(enable|diagnostic|requires)[^\n]*\n", "")
                        .replaceAll("\n+$", "\n");
                int found = composed.indexOf(whole, at);
                assertTrue(found >= at, file + " whole and in order in " + module.name());
                at = found + whole.length();
            }
        }
    }

    @Test
    void theFastReductionIsOneKernelWhoseCombineDependsOnTheDevice() {
        assertTrue(ShaderParts.differsWithSubgroups(FAST));
        String portable = ShaderParts.source(FAST, false);
        String subgroups = ShaderParts.source(FAST, true);
        for (String module : new String[] { portable, subgroups }) {
            assertEquals(1, count(module, "fn thread_share("));
            assertEquals(1, count(module, "struct Level {"));
            assertEquals(1, count(module, "fn combine_workgroup("));
            assertEquals(1, count(module, "override ELEMENT: u32"));
            assertTrue(module.indexOf("fn combine4(") < module.indexOf("fn thread_share("));
        }
        assertTrue(subgroups.startsWith("enable subgroups;\n"));
        assertFalse(portable.contains("enable subgroups"));
        assertFalse(portable.contains("subgroupAdd"));
    }

    @Test
    void aKernelWithoutPartsIsItsOwnModule() {
        String tutorial = "life/naive.wgsl";
        assertFalse(ShaderParts.isComposed(tutorial));
        assertEquals(Shaders.source(tutorial), ShaderParts.source(tutorial));
    }

    @Test
    void aKernelWhosePartsDependOnSubgroupsMustSayWhichForm() {
        assertTrue(ShaderParts.differsWithSubgroups(LOOKBACK));
        assertFalse(ShaderParts.source(LOOKBACK, false).equals(ShaderParts.source(LOOKBACK, true)));
        assertThrows(IllegalArgumentException.class, () -> ShaderParts.source(LOOKBACK));
        for (String same : new String[] { "reduce/v4_first_add_on_load.wgsl", "sort/split_scan.wgsl", "scan/blelloch.wgsl" }) {
            assertFalse(ShaderParts.differsWithSubgroups(same), same);
            assertEquals(ShaderParts.source(same, false), ShaderParts.source(same, true), same);
        }
    }

    @Test
    void onesweepRanksWithBallotsWhereTheDeviceHasSubgroupsAndWithSplitsElsewhere() {
        assertTrue(ShaderParts.differsWithSubgroups(ONESWEEP));
        String portable = ShaderParts.source(ONESWEEP, false);
        String subgroups = ShaderParts.source(ONESWEEP, true);
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
        String part = Shaders.source("sort/digit_counters.wgsl");
        for (String module : new String[] { ShaderParts.source(ONESWEEP, false), ShaderParts.source("sort/split_scan.wgsl") }) {
            assertEquals(1, count(module, "struct Counters {"));
            assertTrue(module.contains(part.substring(part.indexOf("struct Counters {"))));
        }
        assertEquals(0, count(ShaderParts.source(ONESWEEP, true), "struct Counters {"));
    }

    @Test
    void everyNamedPartIsListedAndIsNoKernel() {
        for (String part : new String[] { "scan/tile_access.wgsl", "scan/tile_scan.wgsl", "scan/tile_state.wgsl",
                "scan/workgroup_primitives.wgsl",
                "scan/subgroup_primitives.wgsl", "scan/workgroup_look_back.wgsl", "scan/subgroup_look_back.wgsl",
                "scan/lane_look_back.wgsl",
                "scan/tile_state.wgsl",
                "reduce/fast_share.wgsl", "reduce/element_ops.wgsl", "reduce/subgroup_ops.wgsl",
                "sort/rank_splits.wgsl", "sort/rank_match.wgsl", "sort/digit_counters.wgsl",
                "histogram/input_walk.wgsl", "histogram/bin_of.wgsl" }) {
            assertTrue(ShaderParts.isPart(part), part);
            assertFalse(ShaderParts.isComposed(part), part);
            assertTrue(Shaders.all().contains(part), part);
        }
        assertFalse(ShaderParts.isPart(FAST));
        assertFalse(ShaderParts.isPart("scan/reduce_then_scan.wgsl"));
        for (String path : Shaders.all()) {
            for (ShaderParts.Choice choice : ShaderParts.named(Shaders.source(path))) {
                assertTrue(Shaders.all().contains(choice.portable()) && Shaders.all().contains(choice.subgroups()),
                        path + " names " + choice);
            }
        }
    }
}
