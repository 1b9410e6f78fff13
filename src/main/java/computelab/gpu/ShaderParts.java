package computelab.gpu;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Kernels composed from shared parts, so that code two kernels need exists once under wgsl/. A kernel
 * holds markers ({@code // BEGIN name} ... {@code // END name}) where a part goes; the part holds the
 * same markers around its text. The scan kernels (reduce_then_scan.wgsl, decoupled_lookback.wgsl) take
 * the tile code of tile_access.wgsl, the scan primitives of workgroup_primitives.wgsl or, where the
 * device has subgroups, subgroup_primitives.wgsl, and decoupled_lookback.wgsl, for subgroups, the
 * look-back of subgroup_look_back.wgsl in place of its own. Every reduction kernel takes its element
 * type and operation from element_ops.wgsl (chosen by override constants), the subgroup kernels their
 * subgroup_combine from subgroup_ops.wgsl, and the fast reduction's two kernels (fast_subgroup.wgsl,
 * fast_workgroup.wgsl) their grid-stride loads from fast_share.wgsl. The onesweep sort (onesweep.wgsl)
 * ranks a tile's keys by digit with rank_splits.wgsl (workgroup memory) or, where the device has
 * subgroups, rank_match.wgsl (subgroup ballots); rank_splits.wgsl and the split-scan sort (split_scan.wgsl)
 * share the sixteen digit counters of digit_counters.wgsl. This include step is the only
 * text the lab splices into shaders; everything else varies through override constants. The
 * directives of the parts ({@code enable subgroups} and its uniformity diagnostic) move to the top.
 * The parts are not kernels: the index page compiles them inside the modules built here. Pure text
 * work, so the JVM tests check it.
 */
public final class ShaderParts {
    public static final String TILE_ACCESS = "scan/tile_access.wgsl";
    public static final String WORKGROUP_PRIMITIVES = "scan/workgroup_primitives.wgsl";
    public static final String SUBGROUP_PRIMITIVES = "scan/subgroup_primitives.wgsl";
    public static final String SUBGROUP_LOOK_BACK = "scan/subgroup_look_back.wgsl";
    public static final String FAST_SHARE = "reduce/fast_share.wgsl";
    public static final String ELEMENT_OPS = "reduce/element_ops.wgsl";
    public static final String SUBGROUP_OPS = "reduce/subgroup_ops.wgsl";
    public static final String RANK_SPLITS = "sort/rank_splits.wgsl";
    public static final String RANK_MATCH = "sort/rank_match.wgsl";
    public static final String DIGIT_COUNTERS = "sort/digit_counters.wgsl";

    /** A marked section and the part that fills it without and with subgroups (null: keep the kernel's). */
    private record Section(String name, String portable, String subgroups) {
        String begin() {
            return "// BEGIN " + name;
        }

        String end() {
            return "// END " + name;
        }
    }

    private static final List<Section> SECTIONS = List.of(
            new Section("tile access", TILE_ACCESS, TILE_ACCESS),
            new Section("scan primitives", WORKGROUP_PRIMITIVES, SUBGROUP_PRIMITIVES),
            new Section("look-back", null, SUBGROUP_LOOK_BACK),
            new Section("element ops", ELEMENT_OPS, ELEMENT_OPS),
            new Section("subgroup ops", SUBGROUP_OPS, SUBGROUP_OPS),
            new Section("grid-stride share", FAST_SHARE, FAST_SHARE),
            new Section("digit ranking", RANK_SPLITS, RANK_MATCH),
            // After "digit ranking": rank_splits.wgsl, spliced in there, holds this section's markers.
            new Section("digit counters", DIGIT_COUNTERS, DIGIT_COUNTERS));

    private ShaderParts() {
    }

    /** The module source of a kernel, with the parts for devices with subgroups when asked. */
    public static String source(String path, boolean subgroups) {
        Map<String, String> parts = new HashMap<>();
        for (Section section : SECTIONS) {
            String part = subgroups ? section.subgroups() : section.portable();
            if (part != null) {
                parts.put(section.name(), Shaders.source(part));
            }
        }
        return compose(Shaders.source(path), parts);
    }

    /**
     * The name of a kernel's module in the given form: the file's path, with "+subgroups" where that
     * form takes other parts (forms that come out the same share one name, so one compiled module).
     */
    public static String moduleName(String path, boolean subgroups) {
        return subgroups && differsWithSubgroups(path) ? path + "+subgroups" : path;
    }

    /** One module the lab compiles: a kernel file in one form. */
    public record Module(String path, boolean subgroups) {
        /** The label compilers and the self-check name it by. */
        public String name() {
            return moduleName(path, subgroups);
        }

        /** Where the site publishes its source, under wgsl/: ".subgroups.wgsl" for the subgroup form of a kernel whose parts differ. */
        public String publishedPath() {
            return subgroups ? path.substring(0, path.length() - ".wgsl".length()) + ".subgroups.wgsl" : path;
        }

        public String source() {
            return ShaderParts.source(path, subgroups);
        }

        /** Whether the module needs the subgroups feature to compile. */
        public boolean needsSubgroups() {
            return source().contains("enable subgroups");
        }
    }

    /** The modules of one kernel file: its portable form and, where its parts differ, its subgroup form. */
    public static List<Module> modulesOf(String path) {
        return differsWithSubgroups(path) ? List.of(new Module(path, false), new Module(path, true))
                : List.of(new Module(path, false));
    }

    /** Every module the lab compiles: each kernel under wgsl/ (not the parts) in each form that differs. */
    public static List<Module> modules() {
        List<Module> modules = new ArrayList<>();
        for (String path : Shaders.all()) {
            if (!isPart(path)) {
                modules.addAll(modulesOf(path));
            }
        }
        return modules;
    }

    /** The module source of a kernel whose parts are the same with and without subgroups. */
    public static String source(String path) {
        if (differsWithSubgroups(path)) {
            throw new IllegalArgumentException(path + " takes different parts with subgroups: say which form.");
        }
        return source(path, false);
    }

    /** Whether a kernel's module with subgroups differs from its portable one (a section's parts differ). */
    public static boolean differsWithSubgroups(String path) {
        String kernel = Shaders.source(path);
        return SECTIONS.stream().anyMatch(section -> kernel.contains(section.begin())
                && !Objects.equals(section.portable(), section.subgroups()));
    }

    /**
     * The kernel with each marked section filled from the text of its part (by section name; a section
     * without a part keeps the kernel's own text), the parts' directives first, in the order of
     * {@link #SECTIONS}.
     */
    static String compose(String kernel, Map<String, String> parts) {
        List<String> directives = new ArrayList<>();
        String body = kernel;
        for (Section section : SECTIONS) {
            String part = parts.get(section.name());
            if (part == null || !body.contains(section.begin())) {
                continue;
            }
            for (String directive : directives(part)) {
                if (!directives.contains(directive)) {
                    directives.add(directive);
                }
            }
            body = body.substring(0, start(body, section.begin())) + section(part, section.begin(), section.end())
                    + body.substring(start(body, section.end()));
        }
        StringBuilder module = new StringBuilder();
        for (String directive : directives) {
            module.append(directive).append('\n');
        }
        return module.append(body).toString();
    }

    /** Whether a file under wgsl/ is one of the parts this class splices into kernels. */
    public static boolean isPart(String path) {
        return SECTIONS.stream()
                .anyMatch(section -> path.equals(section.portable()) || path.equals(section.subgroups()));
    }

    /** Whether a file under wgsl/ is a kernel that compiles only as the module {@link #source} builds. */
    public static boolean isComposed(String path) {
        if (isPart(path)) {
            return false;
        }
        String source = Shaders.source(path);
        return SECTIONS.stream().anyMatch(section -> source.contains(section.begin()));
    }

    /** The text from a BEGIN marker up to (not including) its END marker. */
    public static String section(String source, String begin, String end) {
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
            throw new IllegalStateException("A composed shader must hold the line \"" + marker + "\" exactly once.");
        }
        return at;
    }
}
