package computelab.scan;

import computelab.gpu.Shaders;
import java.util.ArrayList;
import java.util.List;

/**
 * The WGSL text of the scan kernels. Every file under wgsl/scan/ compiles on its own (the index page
 * compiles each one); reduce_then_scan.wgsl and decoupled_lookback.wgsl carry portable
 * workgroup-memory primitives between the markers below. For devices with subgroups the module is
 * the same kernel with that section replaced by subgroup_primitives.wgsl's, whose {@code enable}
 * directive moves to the top. Pure text work, so the JVM tests check it.
 */
public final class ScanShaders {
    public static final String SUBGROUP_PRIMITIVES = "scan/subgroup_primitives.wgsl";
    static final String BEGIN = "// BEGIN scan primitives";
    static final String END = "// END scan primitives";

    private ScanShaders() {
    }

    /** The module source of a scan kernel, with subgroup primitives when asked. */
    public static String source(String path, boolean subgroups) {
        String kernel = Shaders.source(path);
        return subgroups ? withSubgroups(kernel, Shaders.source(SUBGROUP_PRIMITIVES)) : kernel;
    }

    static String withSubgroups(String kernel, String primitives) {
        StringBuilder module = new StringBuilder();
        for (String directive : directives(primitives)) {
            module.append(directive).append('\n');
        }
        int begin = start(kernel, BEGIN);
        int end = start(kernel, END);
        return module.append(kernel, 0, begin).append(section(primitives)).append(kernel.substring(end)).toString();
    }

    /** The text from the BEGIN marker up to (not including) the END marker. */
    static String section(String source) {
        return source.substring(start(source, BEGIN), start(source, END));
    }

    /** Global directives ({@code enable}, {@code requires}, {@code diagnostic}) of a module. */
    static List<String> directives(String source) {
        List<String> found = new ArrayList<>();
        for (String line : source.split("\n")) {
            String text = line.trim();
            if (text.startsWith("enable ") || text.startsWith("requires ") || text.startsWith("diagnostic")) {
                found.add(text);
            }
        }
        return found;
    }

    private static int start(String source, String marker) {
        int at = source.indexOf(marker);
        if (at < 0 || source.indexOf(marker, at + 1) >= 0) {
            throw new IllegalStateException("A scan shader must hold the line \"" + marker + "\" exactly once.");
        }
        return at;
    }
}
