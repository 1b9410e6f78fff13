package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** wgsl/index.txt is what the browser's shader check walks: it must name every shader file. */
class ShaderIndexTest {
    private static final Path ROOT = Path.of("wgsl");

    @Test
    void theIndexListsExactlyTheShaderFiles() throws IOException {
        List<String> onDisk;
        try (Stream<Path> files = Files.walk(ROOT)) {
            onDisk = files.filter(f -> f.toString().endsWith(".wgsl"))
                    .map(f -> ROOT.relativize(f).toString().replace('\\', '/')).sorted().toList();
        }
        assertEquals(onDisk, Shaders.all().stream().sorted().toList());
    }

    @Test
    void everyShaderStartsWithADescribingComment() {
        for (String path : Shaders.all()) {
            assertTrue(Shaders.source(path).startsWith("//"), path + " must open with a comment block");
        }
    }
}
