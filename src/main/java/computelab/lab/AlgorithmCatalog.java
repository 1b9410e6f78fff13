package computelab.lab;

import computelab.gpu.Algorithm;
import computelab.gpu.ShaderParts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Every workload's algorithms as their registries ({@link Workloads}) list them, and what is derived from that one list
 * besides the pages' choices and the bench: docs/algorithms.md and docs/kernels/ (every WGSL module the
 * lab compiles, parts composed in, so a reader of the repository reads each kernel whole, as the GPU gets
 * it; unit tests keep both in step, and {@code mvn -q compile exec:java@docs} rewrites them), and at
 * build time the same modules under the site's wgsl/ folder.
 */
public final class AlgorithmCatalog {
    private AlgorithmCatalog() {
    }

    /** The modules of one algorithm: each of its kernels in each form that differs. */
    public static List<ShaderParts.Module> modulesOf(Algorithm algorithm) {
        return algorithm.shaders().stream().flatMap(path -> ShaderParts.modulesOf(path).stream())
                .collect(Collectors.toList());
    }

    /** docs/algorithms.md: every algorithm of every workload, in registry order, with its kernels. */
    public static String markdown() {
        StringBuilder text = new StringBuilder();
        text.append("# Algorithms\n\n")
                .append("Generated from the workloads' registries (`computelab.lab.AlgorithmCatalog`); a unit test keeps\n")
                .append("this file in step with them. Each kernel is published whole, parts composed in, under\n")
                .append("[`docs/kernels/`](kernels/) and the site's `wgsl/` folder; a `.subgroups.wgsl` file is the form for\n")
                .append("devices with the `subgroups` feature where it differs.\n");
        for (Workloads.Workload workload : Workloads.ALL) {
            text.append("\n## ").append(workload.title()).append(" (`").append(workload.page()).append("`)\n\n");
            text.append("| `algo` | what it does | WGSL |\n|---|---|---|\n");
            for (Algorithm algorithm : workload.registry().all()) {
                text.append("| `").append(algorithm.name()).append("` | ").append(algorithm.summary()).append(" | ");
                List<ShaderParts.Module> modules = modulesOf(algorithm);
                for (int i = 0; i < modules.size(); i++) {
                    String published = modules.get(i).publishedPath();
                    text.append(i == 0 ? "" : ", ").append("[`").append(published).append("`](kernels/").append(published)
                            .append(')');
                }
                text.append(" |\n");
            }
        }
        return text.toString();
    }

    /** Where the repository keeps the composed modules. */
    public static final String KERNELS = "docs/kernels";

    /**
     * {@code AlgorithmCatalog SITE_DIR}: writes every module the lab compiles to SITE_DIR/wgsl/;
     * {@code AlgorithmCatalog --docs}: rewrites docs/algorithms.md and docs/kernels/ in the working directory.
     */
    public static void main(String[] args) throws IOException {
        if (args[0].equals("--docs")) {
            Files.writeString(Path.of("docs/algorithms.md"), markdown(), StandardCharsets.UTF_8);
            writeModules(Path.of(KERNELS));
        } else {
            writeModules(Path.of(args[0]).resolve("wgsl"));
        }
    }

    /** Every module the lab compiles, under {@code folder} at its published path. */
    static void writeModules(Path folder) throws IOException {
        for (ShaderParts.Module module : ShaderParts.modules()) {
            Path file = folder.resolve(module.publishedPath());
            Files.createDirectories(file.getParent());
            Files.writeString(file, module.source(), StandardCharsets.UTF_8);
        }
    }
}
