package computelab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The classes of {@code computelab.web} and its subpackages refer to each other one way: no class
 * reaches itself through the classes it names. A page is built top-down (its page class wires the
 * inputs, actions, model and view it creates); a lower class that needs to tell a higher one something
 * defines a listener the higher one implements. Read from the sources: a class refers to another when
 * its code (comments and strings left out) names it, by import or, within a package, by name alone.
 */
class WebDependenciesTest {
    private static final Path ROOT = Path.of("src/main/java");
    private static final Pattern TOP_LEVEL = Pattern.compile("^package\\s+([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+?)(?:\\.\\*)?;",
            Pattern.MULTILINE);
    private static final Pattern NESTED = Pattern.compile("\\b(?:class|interface|record|enum)\\s+([A-Z]\\w*)");
    private static final Pattern NAME = Pattern.compile("(?<![\\w.])([A-Z]\\w*)");
    private static final Pattern QUALIFIED = Pattern.compile("\\bcomputelab\\.web(?:\\.[a-z]\\w*)*\\.([A-Z]\\w*)");

    @Test
    void noClassOfTheWebPackagesReachesItselfThroughTheClassesItNames() {
        Map<String, Set<String>> graph = graph();
        assertTrue(graph.containsKey("computelab.web.PageShell") && graph.containsKey("computelab.web.life.LifeStudio"),
                "the sources were found: " + graph.keySet());
        List<Set<String>> cycles = cycles(graph);
        StringBuilder report = new StringBuilder();
        for (Set<String> cycle : cycles) {
            report.append("\n  ").append(cycle.size()).append(" classes:");
            for (String from : cycle) {
                for (String to : graph.get(from)) {
                    if (cycle.contains(to)) {
                        report.append("\n    ").append(simple(from)).append(" -> ").append(simple(to));
                    }
                }
            }
        }
        assertEquals(0, cycles.size(), "classes that reach themselves through their references:" + report);
    }

    @Test
    void theReaderFindsReferencesByImportAndBySameNameInAPackageButNotInCommentsOrStrings() {
        Map<String, String> sources = Map.of(
                "computelab.web.a.Top", "package computelab.web.a;\nimport computelab.web.Shared;\n"
                        + "final class Top { Lower lower = new Lower(); Shared shared; }",
                "computelab.web.a.Lower", "package computelab.web.a;\n/** Made by {@link Top}. */\n"
                        + "final class Lower { String name = \"Top\"; interface Listener { } }",
                "computelab.web.a.Other", "package computelab.web.a;\nfinal class Other { Lower.Listener l; }",
                "computelab.web.Shared", "package computelab.web;\nfinal class Shared { computelab.web.a.Other o; }");
        Map<String, Set<String>> graph = references(sources);
        assertEquals(Set.of("computelab.web.a.Lower", "computelab.web.Shared"), graph.get("computelab.web.a.Top"));
        assertEquals(Set.of(), graph.get("computelab.web.a.Lower"));
        assertEquals(Set.of("computelab.web.a.Lower"), graph.get("computelab.web.a.Other"));
        assertEquals(Set.of("computelab.web.a.Other"), graph.get("computelab.web.Shared"));
        assertEquals(List.of(), cycles(graph));
        graph.get("computelab.web.a.Lower").add("computelab.web.a.Top");
        assertEquals(List.of(Set.of("computelab.web.a.Top", "computelab.web.a.Lower", "computelab.web.a.Other",
                "computelab.web.Shared")), cycles(graph));
    }

    /** Every class of computelab.web and below, by qualified name, with the classes of those packages it names. */
    private static Map<String, Set<String>> graph() {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(ROOT.resolve("computelab/web"))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                String name = ROOT.relativize(file).toString().replace('/', '.').replaceAll("\\.java$", "");
                sources.put(name, Files.readString(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return references(sources);
    }

    /** The references between the given classes (qualified name to source text). */
    static Map<String, Set<String>> references(Map<String, String> sources) {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            String self = source.getKey();
            String text = source.getValue();
            Matcher packageLine = TOP_LEVEL.matcher(text);
            String packageName = packageLine.find() ? packageLine.group(1) : "";
            Map<String, String> visible = new HashMap<>();
            for (String other : sources.keySet()) {
                if (packageOf(other).equals(packageName)) {
                    visible.put(simple(other), other);
                }
            }
            Matcher imports = IMPORT.matcher(text);
            while (imports.find()) {
                if (sources.containsKey(imports.group(1))) {
                    visible.put(simple(imports.group(1)), imports.group(1));
                }
            }
            String code = codeOnly(text).replaceAll("(?m)^(package|import)\\s[^;]*;", "");
            // A nested type of this class shadows a class of the same name elsewhere.
            Matcher nested = NESTED.matcher(code);
            Set<String> own = new HashSet<>();
            boolean first = true;
            while (nested.find()) {
                if (!first) {
                    own.add(nested.group(1));
                }
                first = false;
            }
            Set<String> targets = new TreeSet<>();
            Matcher qualified = QUALIFIED.matcher(code);
            while (qualified.find()) {
                String name = qualified.group().replaceAll("\\s", "");
                if (sources.containsKey(name)) {
                    targets.add(name);
                }
            }
            Matcher names = NAME.matcher(code.replaceAll("\\bcomputelab\\.[\\w.]+", ""));
            while (names.find()) {
                String target = visible.get(names.group(1));
                if (target != null && !own.contains(names.group(1))) {
                    targets.add(target);
                }
            }
            targets.remove(self);
            graph.put(self, targets);
        }
        return graph;
    }

    /** The text without comments, string and character literals (text blocks included). */
    private static String codeOnly(String text) {
        StringBuilder code = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            if (text.startsWith("//", i)) {
                i = end(text, "\n", i + 2);
            } else if (text.startsWith("/*", i)) {
                i = end(text, "*/", i + 2) + 2;
                code.append(' ');
            } else if (text.startsWith("\"\"\"", i)) {
                i = end(text, "\"\"\"", i + 3) + 3;
                code.append("\"\"");
            } else if (text.charAt(i) == '"' || text.charAt(i) == '\'') {
                char quote = text.charAt(i);
                i++;
                while (i < text.length() && text.charAt(i) != quote) {
                    i += text.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
                code.append(quote).append(quote);
            } else {
                code.append(text.charAt(i));
                i++;
            }
        }
        return code.toString();
    }

    private static int end(String text, String marker, int from) {
        int at = text.indexOf(marker, from);
        return at < 0 ? text.length() : at;
    }

    /** The strongly connected groups of more than one class (Tarjan's algorithm), each in name order. */
    static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new HashSet<>();
        List<Set<String>> groups = new ArrayList<>();
        for (String start : graph.keySet()) {
            if (!index.containsKey(start)) {
                connect(start, graph, index, low, stack, onStack, groups);
            }
        }
        return groups;
    }

    private static void connect(String node, Map<String, Set<String>> graph, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<Set<String>> groups) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        onStack.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, onStack, groups);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (onStack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> group = new TreeSet<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                group.add(member);
            } while (!member.equals(node));
            if (group.size() > 1) {
                groups.add(group);
            }
        }
    }

    private static String packageOf(String name) {
        return name.substring(0, name.lastIndexOf('.'));
    }

    private static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
