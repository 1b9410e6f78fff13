package computelab.gpu;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.teavm.extension.spi.resources.DefaultResourcesPolicy;

/**
 * Runs inside the TeaVM compiler, not in the browser: names the classpath resources to inline into
 * the script, so shaders and patterns load without a network request (the site works from file://).
 * Registered in META-INF/services. The resources come from a classes folder when this project is
 * built, and from the library jar when another project depends on it.
 */
public class EmbeddedResources extends DefaultResourcesPolicy {
    private static final String[] ROOTS = { "wgsl", "patterns" };

    @Override
    public String[] supplyResources(Collection<? extends String> availableClassNames) {
        Set<String> names = new TreeSet<>();
        for (String root : ROOTS) {
            // Every classpath entry that has the folder, not only the first: a consumer may have its own.
            for (URL url : Collections.list(resources(root))) {
                switch (url.getProtocol()) {
                    case "file" -> names.addAll(filesUnder(url, root));
                    case "jar" -> names.addAll(jarEntriesUnder(url, root));
                    default -> { }
                }
            }
        }
        return names.toArray(new String[0]);
    }

    private Enumeration<URL> resources(String root) {
        try {
            return environment().classLoader().getResources(root);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot look up the resources under " + root, e);
        }
    }

    private static List<String> filesUnder(URL url, String root) {
        try {
            Path base = Paths.get(url.toURI());
            try (Stream<Path> files = Files.walk(base)) {
                return files.filter(Files::isRegularFile)
                        .map(file -> root + "/" + base.relativize(file).toString().replace('\\', '/'))
                        .collect(Collectors.toList());
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("Cannot list the resources under " + root, e);
        }
    }

    /** A jar: URL names the jar and a folder in it ({@code jar:file:/x.jar!/wgsl}); lists that folder's files. */
    private static List<String> jarEntriesUnder(URL url, String root) {
        try {
            URL jar = ((JarURLConnection) url.openConnection()).getJarFileURL();
            try (ZipFile zip = new ZipFile(Paths.get(jar.toURI()).toFile())) {
                return zip.stream()
                        .filter(entry -> !entry.isDirectory() && entry.getName().startsWith(root + "/"))
                        .map(ZipEntry::getName)
                        .collect(Collectors.toList());
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("Cannot list the resources under " + root + " in " + url, e);
        }
    }
}
