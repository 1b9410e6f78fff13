package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import computelab.gpu.WgslDeclarations;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScanPartsTest {
    private static final String RTS = "scan/reduce_then_scan.wgsl";
    private static final String LOOKBACK = "scan/decoupled_lookback.wgsl";
    private static final String SEGMENTED = "scan/segmented_lookback.wgsl";
    private static final String SELECT = "compact/select_lookback.wgsl";

    private static String between(String source, String begin, String end) {
        return source.substring(source.indexOf(begin), source.indexOf(end));
    }

    @Test
    void theKernelsNameThePartsThatHoldTheTileCode() {
        for (String kernel : new String[] { RTS, LOOKBACK }) {
            String source = Shaders.source(kernel);
            assertFalse(source.contains("fn load_group("), kernel);
            assertFalse(source.contains("fn workgroup_scan4("), kernel);
            assertTrue(ShaderParts.isComposed(kernel), kernel);
        }
        assertFalse(ShaderParts.isComposed("scan/blelloch.wgsl"));
        assertEquals(Shaders.source("scan/blelloch.wgsl"), ShaderParts.source("scan/blelloch.wgsl", true));
    }

    @Test
    void thePortableModuleTakesTheTileCodeAndTheWorkgroupMemoryPrimitives() {
        for (String kernel : new String[] { RTS, LOOKBACK }) {
            String module = ShaderParts.source(kernel, false);
            assertFalse(module.contains("enable subgroups"), kernel);
            assertEquals(1, count(module, "fn load_group("), kernel);
            assertEquals(1, count(module, "fn workgroup_scan4("), kernel);
            assertTrue(module.contains("// ---- wgsl/scan/workgroup_primitives.wgsl ----"), kernel);
        }
        assertTrue(ShaderParts.source(LOOKBACK, false).contains("// ---- wgsl/scan/workgroup_look_back.wgsl ----"));
    }

    @Test
    void bothPrimitivePartsOfferTheSameFunctionsAndTypes() {
        Set<String> wanted = WgslDeclarations.of(Shaders.source("scan/workgroup_primitives.wgsl"));
        Set<String> offered = WgslDeclarations.of(Shaders.source("scan/subgroup_primitives.wgsl"));
        assertTrue(wanted.contains("fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4"), wanted.toString());
        assertEquals(4, wanted.size(), wanted.toString());
        assertTrue(offered.containsAll(wanted), "portable " + wanted + " vs subgroups " + offered);
    }

    private static int count(String text, String piece) {
        return text.split(java.util.regex.Pattern.quote(piece), -1).length - 1;
    }

    @Test
    void theSubgroupModuleEnablesSubgroupsFirstAndHoldsNoWorkgroupMemoryPrimitives() {
        String module = ShaderParts.source(LOOKBACK, true);
        assertTrue(module.startsWith("enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n"),
                module.substring(0, 60));
        assertTrue(module.contains("// ---- wgsl/scan/subgroup_primitives.wgsl ----"));
        assertFalse(module.contains("scan/workgroup_primitives.wgsl ----"));
        assertTrue(module.contains("// ---- wgsl/scan/subgroup_look_back.wgsl ----"));
        assertFalse(module.contains("scan/workgroup_look_back.wgsl ----"));
        assertEquals(1, count(module, "fn load_group("));
        assertTrue(module.contains("fn chained_scan("));
        assertEquals(1, count(module, "enable subgroups;"));
        assertEquals(1, count(module, "diagnostic(off, subgroup_uniformity);"));
    }

    @Test
    void reduceThenScanTakesTheSubgroupPrimitivesButNoLookBack() {
        String module = ShaderParts.source(RTS, true);
        assertTrue(module.startsWith("enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n"),
                module.substring(0, 60));
        assertFalse(module.contains("look_back"));
        assertTrue(module.contains("// ---- wgsl/scan/subgroup_primitives.wgsl ----"));
    }

    @Test
    void bothLookBacksOfferTheSameFunction() {
        String portable = Shaders.source("scan/workgroup_look_back.wgsl");
        String subgroups = Shaders.source("scan/subgroup_look_back.wgsl");
        String signature = "fn look_back(rank: u32, tile: u32, parity: u32, aggregate: u32) -> u32";
        assertTrue(portable.contains(signature));
        assertTrue(subgroups.contains(signature));
    }

    @Test
    void theTileAndBlockSizesOfJavaAndWgslAgree() {
        String tiles = Shaders.source("scan/tile_scan.wgsl");
        assertTrue(tiles.contains("const GROUPS: u32 = 4u;"));
        assertTrue(tiles.contains("override ROW: u32 = 4u * WORKGROUP_SIZE;"));
        assertTrue(tiles.contains("override TILE: u32 = GROUPS * ROW;"));
        assertTrue(tiles.contains("override WORKGROUP_SIZE: u32 = 256u;"));
        assertEquals(4 * 4 * 256, ReduceThenScan.TILE);
        assertEquals(4 * 4, LookbackTiles.ELEMENTS_PER_INVOCATION);
        assertEquals(512, LookbackTiles.workgroupSize(1024));
        assertEquals(256, LookbackTiles.workgroupSize(256));
        assertTrue(Shaders.source("scan/blelloch.wgsl").contains("const n: u32 = " + BlockLevels.BLOCK + "u;"));
    }

    @Test
    void theThreeLookBackKernelsShareTheTileStateEachNamesItsLookBackAndThePlainSumsTheirHooks() {
        for (String kernel : List.of(LOOKBACK, SELECT, SEGMENTED)) {
            List<String> files = ShaderParts.files(kernel, false);
            assertTrue(files.containsAll(List.of("scan/tile_scan.wgsl", "scan/tile_state.wgsl")), kernel + ": " + files);
        }
        assertTrue(ShaderParts.files(LOOKBACK, false).contains("scan/workgroup_look_back.wgsl"));
        assertTrue(ShaderParts.files(LOOKBACK, true).contains("scan/subgroup_look_back.wgsl"));
        // The compaction and the segmented scan walk the tile states with one invocation where the device has
        // no subgroups, and with the scan's subgroup look-back where it has.
        for (String kernel : List.of(SELECT, SEGMENTED)) {
            List<String> portable = ShaderParts.files(kernel, false);
            assertTrue(portable.contains("scan/lane_look_back.wgsl"), kernel + ": " + portable);
            assertFalse(portable.contains("scan/subgroup_look_back.wgsl"), kernel + ": " + portable);
            List<String> subgroups = ShaderParts.files(kernel, true);
            assertTrue(subgroups.contains("scan/subgroup_look_back.wgsl"), kernel + ": " + subgroups);
            assertFalse(subgroups.contains("scan/lane_look_back.wgsl"), kernel + ": " + subgroups);
            for (boolean withSubgroups : List.of(false, true)) {
                assertFalse(ShaderParts.files(kernel, withSubgroups).contains("scan/workgroup_look_back.wgsl"), kernel);
            }
        }
        assertTrue(ShaderParts.files(LOOKBACK, false).contains("scan/plain_tile_sums.wgsl"));
        assertTrue(ShaderParts.files(SELECT, true).contains("scan/plain_tile_sums.wgsl"));
        // The segmented operator's look-back ends at a reduced tile with a head: its own hooks, not the plain ones.
        assertFalse(ShaderParts.files(SEGMENTED, false).contains("scan/plain_tile_sums.wgsl"));
        assertTrue(Shaders.source(SEGMENTED).contains("fn lane_reduce_tile(tile: u32) -> vec2<u32> {"));
    }

    @Test
    void theShaderPacksTileStatesAsTileStateSpecifies() {
        String source = Shaders.source("scan/tile_state.wgsl");
        assertTrue(ShaderParts.source(LOOKBACK, false).contains("// ---- wgsl/scan/tile_state.wgsl ----"));
        assertTrue(ShaderParts.source(SEGMENTED, false).contains("// ---- wgsl/scan/tile_state.wgsl ----"));
        assertTrue(ShaderParts.source(SELECT, false).contains("// ---- wgsl/scan/tile_state.wgsl ----"));
        assertTrue(source.contains("return (parity << 18u) | (flag << 16u) | half;"));
        assertTrue(source.contains("const FLAG_SUM: u32 = " + TileState.SUM + "u;"));
        assertTrue(source.contains("const FLAG_PREFIX: u32 = " + TileState.PREFIX + "u;"));
        assertTrue(source.contains("const STATE_STRIDE: u32 = " + TileState.STRIDE + "u;"));
        assertTrue(source.contains("let at = STATE_STRIDE * (tile + 1u);"));
    }

    @Test
    void theTutorialsBarrierRaceIsFixed() {
        String source = Shaders.source("scan/blelloch.wgsl");
        String upSweep = between(source, "// Up-sweep", "if (thid == 0u)");
        assertTrue(upSweep.matches("(?s).*offset \\*= 2u;\\s*workgroupBarrier\\(\\);\\s*}.*"),
                "the up-sweep must wait at a barrier inside its loop: " + upSweep);
        assertTrue(source.contains("var<workgroup> temp: array<u32, 532>;"));
        assertTrue(source.contains("return idx + idx / bank_size;"));
    }
}
