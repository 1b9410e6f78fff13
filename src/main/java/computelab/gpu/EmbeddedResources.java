package computelab.gpu;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Stream;
import org.teavm.extension.spi.resources.DefaultResourcesPolicy;

/**
 * Runs inside the TeaVM compiler, not in the browser: names the classpath resources to inline into
 * the script, so shaders and patterns load without a network request (the site works from file://).
 * Registered in META-INF/services.
 */
public class EmbeddedResources extends DefaultResourcesPolicy {
    private static final String[] ROOTS = { "wgsl", "patterns" };

    @Override
    public String[] supplyResources(Collection<? extends String> availableClassNames) {
        List<String> names = new ArrayList<>();
        for (String root : ROOTS) {
            URL url = environment().classLoader().getResource(root);
            if (url != null && "file".equals(url.getProtocol())) {
                names.addAll(filesUnder(url, root));
            }
        }
        return names.toArray(new String[0]);
    }

    private static List<String> filesUnder(URL url, String root) {
        try {
            Path base = Paths.get(url.toURI());
            List<String> names = new ArrayList<>();
            try (Stream<Path> files = Files.walk(base)) {
                files.filter(Files::isRegularFile)
                        .forEach(file -> names.add(root + "/" + base.relativize(file).toString().replace('\\', '/')));
            }
            return names;
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("Cannot list the resources under " + root, e);
        }
    }
}
