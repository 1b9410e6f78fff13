package computelab.scan;

import computelab.gpu.Shaders;
import java.util.ArrayList;
import java.util.List;

/**
 * The WGSL text of the scan kernels. reduce_then_scan.wgsl and decoupled_lookback.wgsl carry portable
 * workgroup-memory primitives between the "scan primitives" markers, and decoupled_lookback.wgsl a
 * workgroup-memory look-back between the "look-back" markers. For devices with subgroups the module
 * is the same kernel with those sections replaced by the ones of subgroup_primitives.wgsl and
 * subgroup_look_back.wgsl, whose directives ({@code enable subgroups} and its diagnostic) move to the
 * top. Those two files are parts, not kernels: the index page compiles them inside the kernels.
 * Pure text work, so the JVM tests check it.
 */
public final class ScanShaders {
    public static final String SUBGROUP_PRIMITIVES = "scan/subgroup_primitives.wgsl";
    public static final String SUBGROUP_LOOK_BACK = "scan/subgroup_look_back.wgsl";
    static final String BEGIN = "// BEGIN scan primitives";
    static final String END = "// END scan primitives";
    static final String LOOK_BACK_BEGIN = "// BEGIN look-back";
    static final String LOOK_BACK_END = "// END look-back";

    private ScanShaders() {
    }

    /** The module source of a scan kernel, with subgroup primitives when asked. */
    public static String source(String path, boolean subgroups) {
        String kernel = Shaders.source(path);
        return subgroups
                ? withSubgroups(kernel, Shaders.source(SUBGROUP_PRIMITIVES), Shaders.source(SUBGROUP_LOOK_BACK))
                : kernel;
    }

    /** Whether a file under wgsl/ is one of the parts this class splices into the scan kernels. */
    public static boolean isPart(String path) {
        return path.equals(SUBGROUP_PRIMITIVES) || path.equals(SUBGROUP_LOOK_BACK);
    }

    /** Whether a file under wgsl/ is a scan kernel that also comes in a subgroup flavour. */
    public static boolean hasSubgroupFlavour(String path) {
        return !isPart(path) && Shaders.source(path).contains(BEGIN);
    }

    static String withSubgroups(String kernel, String primitives, String lookBack) {
        boolean looksBack = kernel.contains(LOOK_BACK_BEGIN);
        List<String> directives = directives(primitives);
        if (looksBack) {
            for (String directive : directives(lookBack)) {
                if (!directives.contains(directive)) {
                    directives.add(directive);
                }
            }
        }
        StringBuilder module = new StringBuilder();
        for (String directive : directives) {
            module.append(directive).append('\n');
        }
        String body = replace(kernel, BEGIN, END, primitives);
        if (looksBack) {
            body = replace(body, LOOK_BACK_BEGIN, LOOK_BACK_END, lookBack);
        }
        return module.append(body).toString();
    }

    /** The kernel with its section between the markers replaced by the part's section. */
    private static String replace(String kernel, String begin, String end, String part) {
        return kernel.substring(0, start(kernel, begin)) + section(part, begin, end)
                + kernel.substring(start(kernel, end));
    }

    /** The text from the BEGIN marker up to (not including) the END marker. */
    static String section(String source) {
        return section(source, BEGIN, END);
    }

    static String section(String source, String begin, String end) {
        return source.substring(start(source, begin), start(source, end));
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
