package computelab.web.kernel;

import computelab.gpu.Algorithm;
import computelab.gpu.ShaderParts;
import computelab.lab.AlgorithmCatalog;
import computelab.lab.Workloads;
import computelab.web.Dom;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The Kernel panel of a page that runs kernels: collapsed until a person opens it, then the module the
 * form's algorithm runs, as the lab composes it (each part under its {@code // ---- wgsl/...} line), in
 * a code editor, with a chooser where the algorithm has several modules, Diff, Reset, Download and
 * "Run with my kernel", which hands the text to the page ({@link Listener}). A run's compile messages are
 * marked in the text and listed; its shipped-against-edited times are shown under it ({@link RunReport}).
 */
public final class KernelPanel {
    /** What the page does with an edit: runs its own run with the text in place of the module. */
    public interface Listener {
        void runEdited(String module, String wgsl);
    }

    private final HTMLDocument document;
    private final Workloads.Workload workload;
    private final BooleanSupplier subgroups;
    private final Listener listener;
    private final HTMLElement details;
    private final HTMLElement chooser;
    private final HTMLElement diff;
    private final HTMLElement status;
    private final HTMLElement host;
    private final RunReport report;
    /** The text of each module a person has changed, kept while another module is shown. */
    private final Map<String, String> edits = new HashMap<>();
    private JSObject editor;
    private String shown;
    private boolean loading;
    /** A module and text that {@link #showEdit} asked for, until the editor shows them. */
    private String[] wanted;

    private KernelPanel(HTMLElement container, Workloads.Workload workload, BooleanSupplier subgroups,
            Listener listener) {
        this.document = container.getOwnerDocument();
        this.workload = workload;
        this.subgroups = subgroups;
        this.listener = listener;
        container.clear();
        details = Dom.append(container, "details");
        details.setAttribute("class", "kernel-panel");
        details.setAttribute("id", "kernel-panel");
        HTMLElement summary = Dom.append(details, "summary");
        Dom.append(summary, "span", "Kernel: ");
        Dom.append(summary, "span", "edit the WGSL this page runs, then run it checked and timed against ours");
        HTMLElement bar = Dom.append(details, "div");
        bar.setAttribute("class", "kernel-bar");
        HTMLElement label = Dom.append(bar, "label");
        Dom.append(label, "span", "Module");
        chooser = Dom.append(label, "select");
        chooser.setAttribute("id", "kernel-module");
        diff = button(bar, "kernel-diff", "Diff", "Show the lines changed from the shipped module");
        diff.setAttribute("aria-pressed", "false");
        button(bar, "kernel-reset", "Reset", "Back to the shipped module (Undo brings the edit back)");
        button(bar, "kernel-download", "Download", "The text as a .wgsl file");
        HTMLElement run = button(bar, "kernel-run", "Run with my kernel",
                "Compile this text and run the page's run with it in place of the shipped module");
        run.removeAttribute("class");
        status = Dom.append(details, "p");
        status.setAttribute("id", "kernel-status");
        status.setAttribute("class", "kernel-status");
        host = Dom.append(details, "div");
        host.setAttribute("id", "kernel-editor");
        host.setAttribute("class", "kernel-editor");
        report = new RunReport(Dom.append(details, "div"), this::goTo);
        details.addEventListener("toggle", event -> opened());
        chooser.addEventListener("change", event -> choose(selectValue(chooser)));
        diff.addEventListener("click", event -> toggleDiff());
        document.getElementById("kernel-reset").addEventListener("click", event -> whenReady(EditorBinding::reset));
        document.getElementById("kernel-download").addEventListener("click", event -> download());
        run.addEventListener("click", event -> runEdited());
    }

    /**
     * The panel in the page's {@code #kernel} element, for the page's workload; null where the page has
     * no such element or runs no workload. {@code subgroups} says whether the device runs the subgroup
     * forms of the modules (false before there is a device).
     */
    public static KernelPanel install(HTMLDocument document, String page, BooleanSupplier subgroups, Listener listener) {
        HTMLElement container = document.getElementById("kernel");
        Workloads.Workload workload = Workloads.named(page);
        if (container == null || workload == null) {
            return null;
        }
        KernelPanel panel = new KernelPanel(container, workload, subgroups, listener);
        HTMLElement form = document.getElementById("form");
        if (form != null) {
            // The form is rebuilt once the device is known; a listener on the form itself outlives its fields.
            form.addEventListener("change", event -> panel.followAlgorithm());
        }
        return panel;
    }

    /** Shows the compile messages and times of a run's result JSON (empty: no result). */
    public void showResult(String json) {
        List<RunReport.Message> messages = report.show(json);
        if (editor != null) {
            EditorBinding.mark(editor, RunReport.Message.json(messages));
        }
    }

    /**
     * Opens the panel on {@code module} with {@code text} in the editor (a shared link's edit); a module this
     * page does not run is left to the run, which names the mistake.
     */
    public void showEdit(String module, String text) {
        if (moduleNamed(module) == null) {
            return;
        }
        wanted = new String[] { module, text };
        if (!details.hasAttribute("open")) {
            details.setAttribute("open", "");
        }
        whenReady(editor -> showWanted());
    }

    /** The edit asked for before the editor was there: its module, then its text as one change from the shipped one. */
    private void showWanted() {
        if (wanted != null) {
            String[] edit = wanted;
            wanted = null;
            choose(edit[0]);
            EditorBinding.setText(editor, edit[1]);
        }
    }

    private static HTMLElement button(HTMLElement parent, String id, String text, String title) {
        HTMLElement button = Dom.append(parent, "button", text);
        button.setAttribute("type", "button");
        button.setAttribute("id", id);
        button.setAttribute("class", "secondary");
        button.setAttribute("title", title);
        return button;
    }

    /** The first opening loads the editor's script; until then the page has loaded nothing of it. */
    private void opened() {
        if (!details.hasAttribute("open") || editor != null || loading) {
            return;
        }
        loading = true;
        status.withText("Loading the editor…");
        fillChooser();
        EditorBinding.load(EditorBinding.SCRIPT, ok -> {
            loading = false;
            if (!ok) {
                status.withText("The editor could not be loaded (" + EditorBinding.SCRIPT + " is missing).");
                return;
            }
            status.withText("");
            String module = selectValue(chooser);
            editor = EditorBinding.create(host, textOf(module), shippedOf(module));
            shown = module;
            showWanted();
            details.setAttribute("data-ready", "1");
        });
    }

    private void whenReady(EditorAction action) {
        if (editor != null) {
            action.apply(editor);
        }
    }

    private interface EditorAction {
        void apply(JSObject editor);
    }

    /** The algorithm the form names, or the registry's first where it names none of them (scan's "all"). */
    private Algorithm algorithm() {
        HTMLElement field = document.getElementById("field-algo");
        String name = field == null ? "" : selectValue(field);
        for (Algorithm algorithm : workload.registry().all()) {
            if (algorithm.name().equals(name)) {
                return algorithm;
            }
        }
        return workload.registry().all().get(0);
    }

    /** The modules of the form's algorithm; the one shown is kept where it is among them. */
    private void fillChooser() {
        List<ShaderParts.Module> modules = AlgorithmCatalog.modulesOf(algorithm());
        chooser.clear();
        String pick = null;
        for (ShaderParts.Module module : modules) {
            HTMLElement option = Dom.append(chooser, "option", module.publishedPath());
            option.setAttribute("value", module.name());
            if (module.name().equals(shown) || pick == null && module.subgroups() == subgroups.getAsBoolean()) {
                pick = module.name();
            }
        }
        setSelectValue(chooser, pick != null ? pick : modules.get(0).name());
        if (modules.size() < 2) {
            chooser.setAttribute("disabled", "");
        } else {
            chooser.removeAttribute("disabled");
        }
    }

    private void followAlgorithm() {
        if (editor == null) {
            return;
        }
        fillChooser();
        choose(selectValue(chooser));
    }

    /** Shows a module, keeping the edit of the one shown before. */
    private void choose(String module) {
        if (editor == null || module.equals(shown) && !edits.containsKey(module)) {
            return;
        }
        if (shown != null && EditorBinding.edited(editor)) {
            edits.put(shown, EditorBinding.text(editor));
        } else if (shown != null) {
            edits.remove(shown);
        }
        if (!module.equals(selectValue(chooser))) {
            setSelectValue(chooser, module);
            if (!module.equals(selectValue(chooser))) {
                Dom.append(chooser, "option", moduleNamed(module).publishedPath()).setAttribute("value", module);
                setSelectValue(chooser, module);
            }
        }
        EditorBinding.load(editor, textOf(module), shippedOf(module));
        shown = module;
        edits.remove(module);
        diff.setAttribute("aria-pressed", "false");
    }

    private String textOf(String module) {
        String edited = edits.get(module);
        return edited != null ? edited : shippedOf(module);
    }

    private String shippedOf(String module) {
        return moduleNamed(module).source();
    }

    /** A module of any algorithm of the page's workload, by its name; null if none has it. */
    private ShaderParts.Module moduleNamed(String name) {
        for (Algorithm algorithm : workload.registry().all()) {
            for (ShaderParts.Module module : AlgorithmCatalog.modulesOf(algorithm)) {
                if (module.name().equals(name)) {
                    return module;
                }
            }
        }
        return null;
    }

    private void toggleDiff() {
        whenReady(editor -> {
            boolean on = !"true".equals(diff.getAttribute("aria-pressed"));
            EditorBinding.showDiff(editor, on);
            diff.setAttribute("aria-pressed", on ? "true" : "false");
        });
    }

    private void goTo(int line, int column) {
        whenReady(editor -> EditorBinding.goTo(editor, line, column));
    }

    private void download() {
        whenReady(editor -> {
            String published = moduleNamed(shown).publishedPath();
            String file = published.substring(published.lastIndexOf('/') + 1);
            saveAs(EditorBinding.text(editor), EditorBinding.edited(editor) ? file.replace(".wgsl", ".edited.wgsl") : file);
        });
    }

    private void runEdited() {
        whenReady(editor -> listener.runEdited(shown, EditorBinding.text(editor)));
    }

    /** A file of the text, downloaded through a Blob URL (works offline and from file://). */
    @JSBody(params = { "text", "name" }, script = "var url = URL.createObjectURL(new Blob([text], {type: 'text/plain'}));"
            + "var a = document.createElement('a'); a.href = url; a.download = name; document.body.appendChild(a);"
            + "a.click(); a.remove(); setTimeout(function() { URL.revokeObjectURL(url); }, 1000);")
    private static native void saveAs(String text, String name);

    @JSBody(params = "select", script = "return String(select.value);")
    private static native String selectValue(HTMLElement select);

    @JSBody(params = { "select", "value" }, script = "select.value = value;")
    private static native void setSelectValue(HTMLElement select, String value);
}
