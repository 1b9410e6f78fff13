package computelab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.lab.Workloads;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each workload's view is found from its own folder: {@link ViewIndexWriter} turns the {@link ViewOf} marks
 * into {@code ResultViews}, and a mark it cannot turn into a view fails the compilation with a sentence.
 */
class ViewIndexWriterTest {
    private static final Pattern MARK = Pattern.compile("@ViewOf\\((\\w+)\\.class\\)");

    /** Every mark in the web sources is in the compiled index, each in its workload's web/<w>/ folder. */
    @Test
    void theCompiledIndexHoldsEveryMarkOfTheSources() throws IOException {
        List<String> marked = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/computelab/web"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher mark = MARK.matcher(Files.readString(file));
                while (mark.find()) {
                    marked.add(mark.group(1));
                    assertFalse(file.getParent().endsWith("web"), file + ": a workload's view lives in its folder");
                }
            }
        }
        List<String> indexed = ResultViews.BY_EXPERIMENT.keySet().stream().map(Class::getSimpleName).sorted().toList();
        assertEquals(marked.stream().sorted().toList(), indexed);
        for (Class<?> experiment : ResultViews.BY_EXPERIMENT.keySet()) {
            assertTrue(Workloads.ALL.stream().anyMatch(w -> w.experiment().get().getClass() == experiment),
                    experiment + " is a workload's experiment");
        }
    }

    @Test
    void aMarkedStaticShowBecomesAMethodReference(@TempDir Path out) throws IOException {
        Compiled compiled = compile(out, """
                package probe;
                import computelab.lab.Json;
                import computelab.web.ViewOf;
                import org.teavm.jso.dom.html.HTMLElement;
                public final class Views {
                    @ViewOf(computelab.lab.scan.ScanExperiment.class)
                    public static void show(Json.Obj result, HTMLElement output) {
                    }
                }
                """);
        assertEquals(List.of(), compiled.errors());
        assertTrue(compiled.index().contains(
                "Map.entry(computelab.lab.scan.ScanExperiment.class, experiment -> probe.Views::show)"), compiled.index());
    }

    @Test
    void aMarkedConstructorTakingItsExperimentBecomesANewViewAndOneTakingAnotherTypeIsACompileError(@TempDir Path out)
            throws IOException {
        Compiled compiled = compile(out, """
                package probe;
                import computelab.lab.life.LifeExperiment;
                import computelab.web.ViewOf;
                public final class Views {
                    @ViewOf(LifeExperiment.class)
                    public Views(LifeExperiment experiment) {
                    }
                }
                """);
        assertEquals(List.of(), compiled.errors());
        assertTrue(compiled.index().contains("Map.entry(computelab.lab.life.LifeExperiment.class, experiment -> new"
                + " probe.Views((computelab.lab.life.LifeExperiment) experiment))"), compiled.index());
        Compiled wrong = compile(out.resolve("wrong"), """
                package probe;
                import computelab.web.ViewOf;
                public final class Views {
                    @ViewOf(computelab.lab.life.LifeExperiment.class)
                    public Views(String experiment) {
                    }
                }
                """);
        assertEquals(List.of("A view's constructor marked @ViewOf takes the experiment it names,"
                + " computelab.lab.life.LifeExperiment, not java.lang.String."), wrong.errors());
    }

    @Test
    void aMarkOnAnInstanceMethodIsACompileErrorNamingWhatItMarks(@TempDir Path out) throws IOException {
        Compiled compiled = compile(out, """
                package probe;
                import computelab.lab.Json;
                import computelab.web.ViewOf;
                import org.teavm.jso.dom.html.HTMLElement;
                public final class Views {
                    @ViewOf(computelab.lab.scan.ScanExperiment.class)
                    public void show(Json.Obj result, HTMLElement output) {
                    }
                }
                """);
        assertEquals(List.of("@ViewOf marks a static show(Json.Obj, HTMLElement) method or a constructor taking the"
                + " experiment."), compiled.errors());
    }

    @Test
    void twoViewsOfOneExperimentAreACompileError(@TempDir Path out) throws IOException {
        Compiled compiled = compile(out, """
                package probe;
                import computelab.lab.Json;
                import computelab.web.ViewOf;
                import org.teavm.jso.dom.html.HTMLElement;
                public final class Views {
                    @ViewOf(computelab.lab.sort.SortExperiment.class)
                    public static void show(Json.Obj result, HTMLElement output) {
                    }
                    public static final class Other {
                        @ViewOf(computelab.lab.sort.SortExperiment.class)
                        public static void show(Json.Obj result, HTMLElement output) {
                        }
                    }
                }
                """);
        assertEquals(List.of("A second view of computelab.lab.sort.SortExperiment: one experiment has one view."),
                compiled.errors());
    }

    private record Compiled(List<String> errors, String index) {
    }

    /** Compiles one source against the project's classes with the processor; its errors and the index written. */
    private static Compiled compile(Path out, String source) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            Files.createDirectories(out.resolve("classes"));
            Files.createDirectories(out.resolve("sources"));
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out.resolve("classes")));
            files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(out.resolve("sources")));
            JavaFileObject probe = new SimpleJavaFileObject(URI.create("string:///probe/Views.java"),
                    JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return source;
                }
            };
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics,
                    List.of("-classpath", System.getProperty("java.class.path"), "-proc:only"), null, List.of(probe));
            task.setProcessors(List.of(new ViewIndexWriter()));
            task.call();
        }
        List<String> errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR).map(d -> d.getMessage(Locale.ROOT)).toList();
        Path index = out.resolve("sources/computelab/web/ResultViews.java");
        return new Compiled(errors, Files.exists(index) ? Files.readString(index) : "");
    }
}
