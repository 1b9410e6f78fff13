package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.Shaders;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ScanShadersTest {
    private static final String RTS = "scan/reduce_then_scan.wgsl";
    private static final String LOOKBACK = "scan/decoupled_lookback.wgsl";

    private static String between(String source, String begin, String end) {
        return source.substring(source.indexOf(begin), source.indexOf(end));
    }

    @Test
    void bothTileKernelsCarryTheSamePortablePrimitives() {
        assertEquals(ScanShaders.section(Shaders.source(RTS)), ScanShaders.section(Shaders.source(LOOKBACK)));
    }

    @Test
    void bothTileKernelsCarryTheSameTileAccess() {
        String begin = "// BEGIN tile access";
        String end = "// END tile access";
        assertEquals(between(Shaders.source(RTS), begin, end), between(Shaders.source(LOOKBACK), begin, end));
    }

    @Test
    void theSubgroupSectionOffersTheSameFunctionsAndTypes() {
        String portable = ScanShaders.section(Shaders.source(RTS));
        String subgroups = ScanShaders.section(Shaders.source(ScanShaders.SUBGROUP_PRIMITIVES));
        Set<String> wanted = declarations(portable);
        Set<String> offered = declarations(subgroups);
        assertTrue(wanted.contains("fn workgroup_scan4(rank: u32, x: vec4<u32>) -> Scan4"), wanted.toString());
        assertEquals(8, wanted.size(), wanted.toString());
        assertTrue(offered.containsAll(wanted), "portable " + wanted + " vs subgroups " + offered);
    }

    /** Signatures of functions, structs and overrides a section declares, ignoring bodies. */
    private static Set<String> declarations(String section) {
        Set<String> found = new TreeSet<>();
        Matcher m = Pattern.compile("^(fn [a-z_0-9]+\\([^)]*\\)( -> [A-Za-z0-9<>]+)?|struct [A-Za-z0-9]+"
                + "|override [A-Z_0-9]+: [a-z0-9]+|const [A-Z_]+: u32 = [0-9u]+)", Pattern.MULTILINE).matcher(section);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    @Test
    void theSubgroupModuleEnablesSubgroupsFirstAndHoldsNoWorkgroupMemoryPrimitives() {
        String module = ScanShaders.source(LOOKBACK, true);
        assertTrue(module.startsWith("enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n"),
                module.substring(0, 60));
        assertTrue(module.contains("// BEGIN scan primitives (subgroups)"));
        assertFalse(module.contains("// BEGIN scan primitives (workgroup memory)"));
        assertTrue(module.contains("// BEGIN look-back (subgroups)"));
        assertFalse(module.contains("// BEGIN look-back (workgroup memory)"));
        assertTrue(module.contains("fn chained_scan("));
        assertEquals(1, module.split("enable subgroups;", -1).length - 1);
    }

    @Test
    void reduceThenScanTakesTheSubgroupPrimitivesButNoLookBack() {
        String module = ScanShaders.source(RTS, true);
        assertTrue(module.startsWith("enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n"),
                module.substring(0, 60));
        assertFalse(module.contains("look_back"));
    }

    @Test
    void bothLookBacksOfferTheSameFunction() {
        String portable = ScanShaders.section(Shaders.source(LOOKBACK), ScanShaders.LOOK_BACK_BEGIN,
                ScanShaders.LOOK_BACK_END);
        String subgroups = ScanShaders.section(Shaders.source(ScanShaders.SUBGROUP_LOOK_BACK),
                ScanShaders.LOOK_BACK_BEGIN, ScanShaders.LOOK_BACK_END);
        String signature = "fn look_back(rank: u32, tile: u32, parity: u32, aggregate: u32) -> u32";
        assertTrue(portable.contains(signature));
        assertTrue(subgroups.contains(signature));
    }

    @Test
    void thePartsAreKnownAndOnlyKernelsWithPrimitivesHaveASubgroupFlavour() {
        assertTrue(ScanShaders.isPart(ScanShaders.SUBGROUP_PRIMITIVES));
        assertTrue(ScanShaders.isPart(ScanShaders.SUBGROUP_LOOK_BACK));
        assertTrue(ScanShaders.hasSubgroupFlavour(RTS));
        assertTrue(ScanShaders.hasSubgroupFlavour(LOOKBACK));
        assertFalse(ScanShaders.hasSubgroupFlavour("scan/blelloch.wgsl"));
        assertFalse(ScanShaders.hasSubgroupFlavour(ScanShaders.SUBGROUP_PRIMITIVES));
    }

    @Test
    void withoutSubgroupsTheFileIsUsedAsItIs() {
        assertEquals(Shaders.source(RTS), ScanShaders.source(RTS, false));
        assertFalse(Shaders.source(RTS).contains("enable subgroups"));
        assertFalse(Shaders.source(LOOKBACK).contains("enable subgroups"));
    }

    @Test
    void theTileAndBlockSizesOfJavaAndWgslAgree() {
        for (String kernel : new String[] { RTS, LOOKBACK }) {
            String source = Shaders.source(kernel);
            assertTrue(source.contains("const GROUPS: u32 = 4u;"), kernel);
            assertTrue(source.contains("override ROW: u32 = 4u * WORKGROUP_SIZE;"), kernel);
            assertTrue(source.contains("override TILE: u32 = GROUPS * ROW;"), kernel);
            assertTrue(source.contains("override WORKGROUP_SIZE: u32 = 256u;"), kernel);
        }
        assertEquals(4 * 4 * 256, ReduceThenScan.TILE);
        assertEquals(4 * 4, DecoupledLookbackScan.ELEMENTS_PER_INVOCATION);
        assertEquals(512, DecoupledLookbackScan.workgroupSize(1024));
        assertEquals(256, DecoupledLookbackScan.workgroupSize(256));
        assertTrue(Shaders.source("scan/blelloch.wgsl").contains("const n: u32 = " + BlockLevels.BLOCK + "u;"));
    }

    @Test
    void theShaderPacksTileStatesAsTileStateSpecifies() {
        String source = Shaders.source(LOOKBACK);
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
