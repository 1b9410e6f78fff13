package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A workload is listed once, in its row of {@link Workloads}: code that several workloads share names none
 * of them. The names are the table's (each workload's page, its bench suite and its registry's names), so
 * a workload added to the table is looked for too. Shared Java (everything outside a workload's own homes
 * and the table) holds no string literal of a name; the index page links no workload page itself (its
 * list comes from the table); the Node scripts hold no list of two names or more (one case of one page,
 * as gpu-check.mjs writes them, is not a list of workloads).
 */
class WorkloadListsTest {
    private static final Path JAVA = Path.of("src/main/java");

    /**
     * A literal between two {@code quote}s, backslash escapes inside, written as an unrolled loop so that a
     * long one (a usage text) does not exhaust the regex engine's stack.
     */
    private static String quoted(char quote) {
        String plain = "[^" + quote + "\\\\" + (quote == '`' ? "" : "\\n") + "]";
        return quote + plain + "*+(?:\\\\." + plain + "*+)*+" + quote;
    }

    private static final Pattern JAVA_TOKENS = Pattern.compile(
            "\"\"\"[\\s\\S]*?\"\"\"|" + quoted('"') + "|" + quoted('\'') + "|//[^\\n]*|/\\*[\\s\\S]*?\\*/");
    private static final Pattern SCRIPT_TOKENS = Pattern.compile(
            quoted('`') + "|" + quoted('"') + "|" + quoted('\'') + "|//[^\\n]*|/\\*[\\s\\S]*?\\*/");
    private static final Pattern LINK = Pattern.compile("href=\"([^\"]*)\"");

    /** Every name a workload goes by in the code: its page and its page's file, its suite, its registry. */
    private static Set<String> names() {
        Set<String> names = new HashSet<>();
        for (Workloads.Workload workload : Workloads.ALL) {
            names.add(workload.name());
            names.add(workload.page());
            names.add(workload.suite().get().suite());
            names.add(workload.registry().workload());
        }
        return names;
    }

    /** A workload's homes in the Java sources: its library package, lab/<w>/ and web/<w>/. */
    private static List<Path> homes() {
        List<Path> homes = new ArrayList<>();
        for (Workloads.Workload workload : Workloads.ALL) {
            homes.add(folderOf(workload.registry().all().get(0).getClass()));
            Path lab = folderOf(workload.experiment().get().getClass());
            homes.add(lab);
            homes.add(folderOf(Workloads.class).resolveSibling("web").resolve(lab.getFileName()));
        }
        return homes;
    }

    private static Path folderOf(Class<?> type) {
        return JAVA.resolve(type.getPackageName().replace('.', '/'));
    }

    /** String literals (quotes removed) of a source, comments skipped. */
    private static List<String> literals(String source, Pattern tokens) {
        List<String> literals = new ArrayList<>();
        Matcher matcher = tokens.matcher(source);
        while (matcher.find()) {
            String token = matcher.group();
            if (!token.startsWith("/")) {
                literals.add(token.startsWith("\"\"\"") ? token.substring(3, token.length() - 3)
                        : token.substring(1, token.length() - 1));
            }
        }
        return literals;
    }

    /** The workload names of a Java source's string literals. */
    static List<String> namedInJava(String source, Set<String> names) {
        return literals(source, JAVA_TOKENS).stream().filter(names::contains).toList();
    }

    /** Lists of two workload names or more in a script: string literals one after another, a comma between. */
    static List<String> listedInScript(String source, Set<String> names) {
        List<String> lists = new ArrayList<>();
        Matcher matcher = SCRIPT_TOKENS.matcher(source);
        String previous = null;
        int previousEnd = 0;
        while (matcher.find()) {
            String token = matcher.group();
            if (token.startsWith("/")) {
                continue;
            }
            String literal = token.substring(1, token.length() - 1);
            boolean listed = source.substring(previousEnd, matcher.start()).matches("\\s*,\\s*");
            if (listed && names.contains(previous) && names.contains(literal)) {
                lists.add(previous + ", " + literal);
            }
            previous = literal;
            previousEnd = matcher.end();
        }
        return lists;
    }

    /** The workload pages a page links itself. */
    static List<String> linkedInPage(String html, Set<String> names) {
        List<String> linked = new ArrayList<>();
        Matcher matcher = LINK.matcher(html);
        while (matcher.find()) {
            if (names.contains(matcher.group(1))) {
                linked.add(matcher.group(1));
            }
        }
        return linked;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new IllegalStateException(file.toString(), failure);
        }
    }

    @Test
    void sharedJavaNamesNoWorkload() throws IOException {
        Set<String> names = names();
        List<Path> homes = homes();
        Path table = folderOf(Workloads.class).resolve("Workloads.java");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(JAVA)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                if (file.equals(table) || homes.stream().anyMatch(file::startsWith)) {
                    continue;
                }
                for (String name : namedInJava(read(file), names)) {
                    found.add(file + ": \"" + name + "\"");
                }
            }
        }
        assertEquals(List.of(), found, "a workload is named in its row of lab.Workloads, not in shared code");
    }

    @Test
    void theIndexPageLinksNoWorkloadItself() {
        assertEquals(List.of(), linkedInPage(read(Path.of("src/main/webapp/index.html")), names()),
                "the index's workloads come from lab.Workloads");
    }

    @Test
    void theNodeScriptsHoldNoListOfWorkloads() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("bench"))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".mjs")).sorted().toList()) {
                for (String list : listedInScript(read(file), names())) {
                    found.add(file + ": " + list);
                }
            }
        }
        assertEquals(List.of(), found, "the scripts ask the compiled lab for its pages (bench/lab.mjs, pageNames)");
    }

    @Test
    void theChecksFindTheListsTheTableReplaced() {
        Set<String> names = names();
        String first = Workloads.ALL.get(0).name();
        String last = Workloads.ALL.get(Workloads.ALL.size() - 1).name();
        assertEquals(List.of(first, last), namedInJava(
                "// \"" + first + "\" in a comment\nList.of(\"index\", \"" + first + "\", \"" + last + "\");", names));
        assertEquals(List.of(first + ", " + last), listedInScript(
                "const PAGES = ['index', '" + first + "', '" + last + "', 'bench'];\n"
                        + "cases.push(['" + first + "', 'n=2^20']);\nconst usage = `" + first + ", " + last + "`;",
                names));
        assertEquals(List.of(first + ".html"), linkedInPage(
                "<li><a href=\"" + first + ".html\">Title</a></li><li><a href=\"bench.html\">Benchmarks</a></li>", names));
        assertTrue(homes().stream().allMatch(Files::isDirectory), homes().toString());
        assertFalse(names.contains("index"));
    }
}
