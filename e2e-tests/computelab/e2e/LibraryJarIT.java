package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.Algorithm;
import computelab.lab.Workloads;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The library jar (computelab:webgpu-compute-lab:VERSION:library), which the pom defines by what it leaves
 * out: every workload's package with the layers under it, its shaders and the pattern files, and nothing
 * of the lab, the web pages or the bench. A workload added to the table is checked here without a list.
 */
class LibraryJarIT {
    private static Set<String> entries() throws IOException {
        List<Path> jars;
        try (Stream<Path> files = Files.list(Path.of("target"))) {
            jars = files.filter(file -> file.getFileName().toString().endsWith("-library.jar")).toList();
        }
        assertEquals(1, jars.size(), "one library jar in target/: " + jars);
        Set<String> names = new TreeSet<>();
        try (JarFile jar = new JarFile(jars.get(0).toFile())) {
            jar.stream().forEach(entry -> names.add(entry.getName()));
        }
        return names;
    }

    private static String entryOf(Class<?> type) {
        return type.getName().replace('.', '/') + ".class";
    }

    @Test
    void everyWorkloadOfTheTableHasItsAlgorithmsInTheJarAndItsExperimentAndSuiteOutsideIt() throws IOException {
        Set<String> entries = entries();
        for (Workloads.Workload workload : Workloads.ALL) {
            assertFalse(workload.registry().all().isEmpty(), workload.name());
            for (Algorithm algorithm : workload.registry().all()) {
                assertTrue(entries.contains(entryOf(algorithm.getClass())),
                        workload.name() + ": " + entryOf(algorithm.getClass()) + " is missing from the library jar");
            }
            for (Class<?> labSide : List.of(workload.experiment().get().getClass(), workload.suite().get().getClass())) {
                assertFalse(entries.contains(entryOf(labSide)), workload.name() + ": " + entryOf(labSide));
            }
            for (String shader : workload.registry().all().get(0).shaders()) {
                assertTrue(entries.contains("wgsl/" + shader), workload.name() + ": wgsl/" + shader);
            }
        }
    }

    @Test
    void theSharedLayersArePackedAndTheLabTheWebAndTheBenchAreNot() throws IOException {
        Set<String> entries = entries();
        for (String folder : List.of("computelab/failure/", "computelab/gpu/", "computelab/data/", "computelab/ceiling/",
                "wgsl/common/", "patterns/", "META-INF/services/")) {
            assertTrue(entries.stream().anyMatch(name -> name.startsWith(folder) && !name.endsWith("/")), folder);
        }
        for (String folder : List.of("computelab/lab/", "computelab/web/", "computelab/bench/")) {
            assertEquals(List.of(), entries.stream().filter(name -> name.startsWith(folder)).toList(), folder);
        }
    }
}
