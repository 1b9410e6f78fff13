package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.Algorithm;
import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AlgorithmCatalogTest {
    @Test
    void docsAlgorithmsMdIsWhatTheRegistriesSay() throws IOException {
        assertEquals(AlgorithmCatalog.markdown(), Files.readString(Path.of("docs/algorithms.md")),
                "docs/algorithms.md is stale: run mvn -q compile exec:java@docs");
    }

    @Test
    void docsKernelsHoldsEveryComposedModuleAsTheGpuGetsIt() throws IOException {
        Set<Path> expected = new HashSet<>();
        for (ShaderParts.Module module : ShaderParts.modules()) {
            Path file = Path.of(AlgorithmCatalog.KERNELS).resolve(module.publishedPath());
            expected.add(file);
            assertTrue(Files.exists(file) && module.source().equals(Files.readString(file, StandardCharsets.UTF_8)),
                    file + " is stale: run mvn -q compile exec:java@docs");
        }
        try (var files = Files.walk(Path.of(AlgorithmCatalog.KERNELS))) {
            files.filter(Files::isRegularFile).forEach(file -> assertTrue(expected.contains(file),
                    file + " is no module the lab compiles: run mvn -q compile exec:java@docs after removing it"));
        }
    }

    @Test
    void everyRegisteredAlgorithmNamesItsKernelsAndEveryKernelIsRegisteredOrShared() {
        Set<String> used = new HashSet<>();
        for (Workloads.Workload workload : Workloads.ALL) {
            for (Algorithm algorithm : workload.registry().all()) {
                assertFalse(algorithm.summary().isBlank(), algorithm.name());
                assertFalse(algorithm.shaders().isEmpty(), algorithm.name());
                for (String shader : algorithm.shaders()) {
                    assertTrue(Shaders.all().contains(shader), shader + " of " + algorithm.name() + " is not in wgsl/");
                    assertFalse(ShaderParts.isPart(shader), shader);
                    used.add(shader);
                }
            }
        }
        assertTrue(used.contains("scan/decoupled_lookback.wgsl"));
        assertTrue(used.contains("reduce/fast.wgsl"));
        assertTrue(used.contains("life/bitpacked.wgsl"));
    }

    @Test
    void theBuildPublishesEveryModuleWholeWithItsPartsComposedIn(@TempDir Path site) throws IOException {
        AlgorithmCatalog.main(new String[] { site.toString() });
        for (ShaderParts.Module module : ShaderParts.modules()) {
            Path file = site.resolve("wgsl").resolve(module.publishedPath());
            assertEquals(module.source(), Files.readString(file, StandardCharsets.UTF_8), module.name());
            assertFalse(Files.readString(file).contains("// BEGIN"), module.name());
        }
        String lookBack = Files.readString(site.resolve("wgsl/scan/decoupled_lookback.subgroups.wgsl"));
        assertTrue(lookBack.contains("enable subgroups;"));
        assertTrue(lookBack.contains("fn chained_scan("));
    }
}
