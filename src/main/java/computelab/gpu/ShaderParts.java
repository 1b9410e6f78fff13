package computelab.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one rule for composing shaders: a kernel names the parts it needs in lines at its top,
 * {@code // part: scan/tile_access.wgsl}, or a pair {@code // part: portable.wgsl | subgroups.wgsl} whose
 * right side replaces the left where the device has the {@code subgroups} feature. The module the GPU
 * gets is the parts, whole and in the order named (a part's own parts before it, each file once), then
 * the kernel; every file's directives ({@code enable}, {@code requires}, {@code diagnostic}) go to the
 * top. Nothing is spliced into the middle of a file, so each file reads whole, and the composed modules
 * are published (docs/kernels/, target/site/wgsl/). Everything else varies through override constants.
 * Pure text work, so the JVM tests check it.
 */
public final class ShaderParts {
    /** How a kernel names a part: the line's prefix. */
    static final String PART = "// part: ";
    /** Every file some file names as a part, found once. */
    private static List<String> parts;
    /**
     * Whether each kernel's module differs with subgroups, found once: {@link #moduleName} asks on every
     * pipeline a page looks up, and the answer walks the kernel's parts twice.
     */
    private static final Map<String, Boolean> DIFFERS = new ConcurrentHashMap<>();

    private ShaderParts() {
    }

    /** One named part: its file, and the file that takes its place on devices with subgroups. */
    record Choice(String portable, String subgroups) {
        String file(boolean withSubgroups) {
            return withSubgroups ? subgroups : portable;
        }
    }

    /** The parts a file names, in order (the {@code // part:} lines of its top comment block). */
    static List<Choice> named(String source) {
        List<Choice> choices = new ArrayList<>();
        for (String line : source.split("\n")) {
            if (!line.startsWith("//") && !line.isBlank()) {
                break;
            }
            if (line.startsWith(PART)) {
                String[] files = line.substring(PART.length()).split("\\|");
                String portable = files[0].trim();
                choices.add(new Choice(portable, files.length > 1 ? files[1].trim() : portable));
            }
        }
        return choices;
    }

    /** The files of a kernel's module in order: its parts (depth first, each once), then the kernel. */
    public static List<String> files(String path, boolean subgroups) {
        List<String> files = new ArrayList<>();
        collect(path, subgroups, files);
        return files;
    }

    private static void collect(String path, boolean subgroups, List<String> files) {
        for (Choice choice : named(Shaders.source(path))) {
            String part = choice.file(subgroups);
            if (!files.contains(part)) {
                collect(part, subgroups, files);
            }
        }
        files.add(path);
    }

    /** The module source of a kernel, with the parts for devices with subgroups when asked. */
    public static String source(String path, boolean subgroups) {
        List<String> texts = new ArrayList<>();
        List<String> files = files(path, subgroups);
        for (String file : files) {
            texts.add(Shaders.source(file));
        }
        return compose(files, texts);
    }

    /**
     * The files' texts one after the other, each under a line naming it where there are several, with
     * every directive moved to the top once.
     */
    static String compose(List<String> files, List<String> texts) {
        List<String> directives = new ArrayList<>();
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.size() > 1) {
                body.append(i == 0 ? "" : "\n").append("// ---- wgsl/").append(files.get(i)).append(" ----\n");
            }
            for (String line : texts.get(i).split("\n", -1)) {
                if (isDirective(line)) {
                    if (!directives.contains(line.trim())) {
                        directives.add(line.trim());
                    }
                } else {
                    body.append(line).append('\n');
                }
            }
            while (body.length() > 1 && body.charAt(body.length() - 1) == '\n' && body.charAt(body.length() - 2) == '\n') {
                body.setLength(body.length() - 1);
            }
        }
        StringBuilder module = new StringBuilder();
        for (String directive : directives) {
            module.append(directive).append('\n');
        }
        return module.append(directives.isEmpty() ? "" : "\n").append(body).toString();
    }

    private static boolean isDirective(String line) {
        String text = line.trim();
        return text.startsWith("enable ") || text.startsWith("requires ") || text.startsWith("diagnostic");
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

        /** Where its source is published: ".subgroups.wgsl" for the subgroup form of a kernel whose parts differ. */
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

        /** Whether the module needs the shader-f16 feature to compile. */
        public boolean needsShaderF16() {
            return source().contains("enable f16");
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

    /** Whether a kernel's module with subgroups differs from its portable one (some part differs). */
    public static boolean differsWithSubgroups(String path) {
        return DIFFERS.computeIfAbsent(path, kernel -> !files(kernel, false).equals(files(kernel, true)));
    }

    /** Whether a file under wgsl/ is a part: some file names it. */
    public static boolean isPart(String path) {
        if (parts == null) {
            List<String> named = new ArrayList<>();
            for (String file : Shaders.all()) {
                for (Choice choice : named(Shaders.source(file))) {
                    named.add(choice.portable());
                    named.add(choice.subgroups());
                }
            }
            parts = named;
        }
        return parts.contains(path);
    }

    /** Whether a file under wgsl/ is a kernel that names parts, so compiles only as its module. */
    public static boolean isComposed(String path) {
        return !isPart(path) && !named(Shaders.source(path)).isEmpty();
    }
}
