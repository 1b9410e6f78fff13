package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.LabException;
import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import org.junit.jupiter.api.Test;

class TileShapeTest {
    private static final ScanOptions DEFAULTS = ScanOptions.defaults();

    @Test
    void theDefaultsKeepTheShippedKernelAndItsTiles() {
        TileShape large = TileShape.of(DEFAULTS, 1024);
        assertEquals(new TileShape(512, 4, 0), large);
        assertEquals(8192, large.tile());
        assertEquals("chained_scan", large.entryPoint());
        assertEquals(new TileShape(256, 4, 0), TileShape.of(DEFAULTS, 256));
        assertEquals(4096, TileShape.of(DEFAULTS, 256).tile());
    }

    @Test
    void theOptionsPickTheWorkgroupTheVectorsAndTheBackOff() {
        ScanOptions hopper = DEFAULTS.withWorkgroupSize(128).withVectorsPerInvocation(6).withBackOff(16);
        TileShape shape = TileShape.of(hopper, 1024);
        assertEquals(new TileShape(128, 6, 16), shape);
        assertEquals(128 * 24, shape.tile());
        assertEquals("chained_scan_shaped", shape.entryPoint());
        ScanOptions wide = DEFAULTS.withWorkgroupSize(256).withVectorsPerInvocation(8);
        assertEquals(256 * 8 * 4, TileShape.of(wide, 1024).tile());
        assertEquals(512 * 8 * 4, TileShape.of(DEFAULTS.withVectorsPerInvocation(8), 1024).tile(), "512 by default");
    }

    @Test
    void fourVectorsRunTheShippedKernelAtAnyWorkgroupSize() {
        for (int size : new int[] { 64, 128, 256, 512 }) {
            TileShape shape = TileShape.of(DEFAULTS.withWorkgroupSize(size), 512);
            assertEquals("chained_scan", shape.entryPoint());
            assertEquals(size * 16, shape.tile());
        }
    }

    @Test
    void shapesTheKernelOrTheDeviceCannotRunAreRefusedWithASentence() {
        LabException tooLarge = assertThrows(LabException.class,
                () -> TileShape.of(DEFAULTS.withWorkgroupSize(512), 256));
        assertEquals("This device runs at most 256 invocations per workgroup, fewer than the 512 asked for.",
                tooLarge.getMessage());
        assertThrows(LabException.class, () -> TileShape.of(DEFAULTS.withWorkgroupSize(96), 1024));
        assertThrows(LabException.class, () -> TileShape.of(DEFAULTS.withWorkgroupSize(1024), 1024));
        assertThrows(LabException.class, () -> TileShape.of(DEFAULTS.withVectorsPerInvocation(0), 1024));
        assertThrows(LabException.class, () -> TileShape.of(DEFAULTS.withVectorsPerInvocation(9), 1024));
        assertThrows(LabException.class, () -> TileShape.of(DEFAULTS.withBackOff(-1), 1024));
        assertThrows(LabException.class, () -> TileShape.of(DEFAULTS.withBackOff(4097), 1024));
        assertEquals(4096, TileShape.of(DEFAULTS.withBackOff(4096), 1024).backOff());
    }

    @Test
    void everyWitherChangesOnlyItsOwnSetting() {
        ScanOptions tuned = DEFAULTS.withSpinLimit(7).withWorkgroupSize(64).withVectorsPerInvocation(8).withBackOff(64)
                .withForceFallback(true).withSubgroups(false).withVectorize(false).withMaxWorkgroupsPerDimension(16);
        assertEquals(new ScanOptions(false, false, 16, 7, true, 64, 8, 64), tuned);
        assertEquals(new ScanOptions(true, true, 0, 1024, false, 0, 4, 0), DEFAULTS);
    }

    @Test
    void theShaderAndJavaAgreeOnTheRegisterTileAndTheEntryPoints() {
        String tiles = Shaders.source(ShaderParts.TILE_ACCESS);
        assertTrue(tiles.contains("const MAX_GROUPS: u32 = " + TileShape.MAX_VECTORS + "u;"));
        assertTrue(tiles.contains("if (GROUPS > " + (TileShape.MAX_VECTORS - 1) + "u)"));
        String kernel = Shaders.source("scan/decoupled_lookback.wgsl");
        assertTrue(kernel.contains("fn " + TileShape.SHIPPED_ENTRY + "("));
        assertTrue(kernel.contains("fn " + TileShape.SHAPED_ENTRY + "("));
        assertTrue(kernel.contains("override BACKOFF: u32 = 0u;"));
    }
}
