package computelab.web;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * The annotation processor that writes {@code computelab.web.ResultViews}, the map from each experiment's
 * class to its page's view, from the {@link ViewOf} marks of the sources being compiled. The pom compiles
 * it first, on its own (it names no class of the project, so it compiles alone), then runs it in the main
 * compilation; it runs inside javac only, never in the site's script. A mark on anything but a static {@code show} method or a one-argument constructor, or a
 * second view of one experiment, is a compile error naming the element.
 */
@SupportedAnnotationTypes(ViewIndexWriter.MARK)
public final class ViewIndexWriter extends AbstractProcessor {
    static final String MARK = "computelab.web.ViewOf";
    private static final String INDEX = "computelab.web.ResultViews";

    /** Each experiment's view as a Java expression of {@code experiment}, by the experiment's class name. */
    private final Map<String, String> views = new TreeMap<>();
    private boolean written;

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement mark = processingEnv.getElementUtils().getTypeElement(MARK);
        for (Element element : mark == null ? Set.<Element>of() : round.getElementsAnnotatedWith(mark)) {
            String experiment = experimentOf(element);
            String view = viewOf((ExecutableElement) element, experiment);
            if (view == null) {
                continue;
            }
            if (views.putIfAbsent(experiment, view) != null) {
                error(element, "A second view of " + experiment + ": one experiment has one view.");
            }
        }
        if (round.processingOver() && !written) {
            written = true;
            write();
        }
        return true;
    }

    /** The class named by the element's mark, read from the source (the mark's class is not loaded here). */
    private static String experimentOf(Element element) {
        for (AnnotationMirror mark : element.getAnnotationMirrors()) {
            if (((TypeElement) mark.getAnnotationType().asElement()).getQualifiedName().contentEquals(MARK)) {
                for (AnnotationValue value : mark.getElementValues().values()) {
                    TypeMirror type = (TypeMirror) value.getValue();
                    return ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().toString();
                }
            }
        }
        throw new IllegalStateException("no @ViewOf on " + element);
    }

    /** The view as an expression of {@code experiment}, or null after reporting a misplaced mark. */
    private String viewOf(ExecutableElement element, String experiment) {
        String owner = ((TypeElement) element.getEnclosingElement()).getQualifiedName().toString();
        if (element.getKind() == ElementKind.CONSTRUCTOR && element.getParameters().size() == 1) {
            TypeMirror taken = element.getParameters().get(0).asType();
            if (!(taken instanceof DeclaredType declared)
                    || !((TypeElement) declared.asElement()).getQualifiedName().contentEquals(experiment)) {
                error(element, "A view's constructor marked @ViewOf takes the experiment it names, " + experiment
                        + ", not " + taken + ".");
                return null;
            }
            return "experiment -> new " + owner + "((" + experiment + ") experiment)";
        }
        if (element.getKind() == ElementKind.METHOD && element.getModifiers().contains(Modifier.STATIC)
                && element.getSimpleName().contentEquals("show")) {
            return "experiment -> " + owner + "::show";
        }
        error(element, "@ViewOf marks a static show(Json.Obj, HTMLElement) method or a constructor taking the"
                + " experiment.");
        return null;
    }

    private void write() {
        StringBuilder entries = new StringBuilder();
        for (Map.Entry<String, String> view : views.entrySet()) {
            entries.append(entries.length() == 0 ? "" : ",\n")
                    .append("            Map.entry(").append(view.getKey()).append(".class, ")
                    .append(view.getValue()).append(')');
        }
        String source = String.join("\n", List.of(
                "package computelab.web;",
                "",
                "import computelab.lab.Experiment;",
                "import java.util.Map;",
                "import java.util.function.Function;",
                "",
                "/** Each experiment's view, written by ViewIndexWriter from the @ViewOf marks. */",
                "final class ResultViews {",
                "    static final Map<Class<?>, Function<Experiment, ResultView>> BY_EXPERIMENT = Map.ofEntries(",
                entries + ");",
                "",
                "    private ResultViews() {",
                "    }",
                "}",
                ""));
        try (Writer writer = processingEnv.getFiler().createSourceFile(INDEX).openWriter()) {
            writer.write(source);
        } catch (IOException failure) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
                    "Could not write " + INDEX + ": " + failure.getMessage());
        }
    }

    private void error(Element element, String message) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, element);
    }
}
