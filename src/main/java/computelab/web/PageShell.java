package computelab.web;

import computelab.failure.Failures;
import computelab.gpu.Gpu;
import computelab.failure.GpuException;
import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.lab.CancelledWithResults;
import computelab.lab.Experiment;
import computelab.lab.BadParameter;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.KernelEditParams;
import computelab.lab.KernelRejected;
import computelab.gpu.KernelEdit;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.lab.Results;
import computelab.web.kernel.KernelPanel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.History;
import org.teavm.jso.browser.Location;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * Everything the pages share: the form built from an experiment's fields, {@code data-state}, the
 * {@code #result} JSON, the one-sentence error, the adapter line, reconnecting after a lost device.
 * Runs happen on TeaVM threads so GPU promises can be awaited.
 */
public final class PageShell {
    private final String page;
    private final Experiment experiment;
    private final ResultView view;
    private final HTMLDocument document = HTMLDocument.current();
    /**
     * How long a run waits for the work a cancelled run left on the GPU before it opens a new device: a
     * cancel within a timed batch leaves at most a fraction of a second, one within a long pass minutes.
     */
    private static final int SETTLE_MILLIS = 1000;

    private RunBar runBar;
    private boolean running;
    private Gpu gpu;
    /** The Kernel panel of a page that runs kernels (null elsewhere). */
    private KernelPanel kernelPanel;
    /** The page's shell (a page has one), for the Kernel panel's {@link #runEdited}. */
    private static PageShell current;

    private PageShell(String page, Experiment experiment, ResultView view) {
        this.page = page;
        this.experiment = experiment;
        this.view = view;
    }

    /** Starts a page: its name, its experiment, and how it shows a result beyond the JSON (null: JSON only). */
    public static void start(String page, Experiment experiment, ResultView view) {
        PageShell shell = new PageShell(page, experiment, view);
        current = shell;
        Nav.fill(shell.document, page);
        GuidedEdits.fill(shell.document, page, PageShell::runEdited);
        // The form at once, with the defaults that need no device; boot() builds it again for the device.
        shell.buildForm();
        shell.installRunOnSubmit();
        WgslView.fill(shell.document, page);
        shell.kernelPanel = KernelPanel.install(shell.document, page, () -> shell.gpu != null && shell.gpu.hasSubgroups(),
                PageShell::runEdited);
        if (shell.kernelPanel != null) {
            // A guided edit shows its text in the panel as it runs, so the panel's Run and Reset start from it.
            GuidedEdits.onLoad(edit -> shell.kernelPanel.showEdit(edit.module(), edit.wgsl()));
        }
        shell.installTestHooks();
        shell.installCopyButton();
        new Thread(shell::boot).start();
    }

    /**
     * Reads the URL, opens the device, then builds the form with this device's defaults and shows the
     * URL's values in it; a wrong value stays in its field, marked, beside its sentence.
     */
    private void boot() {
        ParamTable.Asked asked = table().asked(currentQuery());
        boolean connected = acquire();
        buildForm();
        fillForm(asked.texts());
        KernelEdit linked = kernelPanel == null ? null : askedEdit();
        if (linked != null) {
            kernelPanel.showEdit(linked.module(), linked.wgsl());
        }
        if (asked.mistake() != null) {
            reject(asked.mistake());
            if (connected && attachView()) {
                // The other values are read too, so a wrong one among them is marked as well: one sentence a field.
                Map<String, String> others = new LinkedHashMap<>(asked.texts());
                if (asked.mistake() instanceof BadParameter wrong) {
                    others.remove(wrong.parameter());
                }
                rejectAlso(() -> table().read(others, gpu));
            }
            return;
        }
        if (!connected || !attachView()) {
            return;
        }
        Request request;
        try {
            request = table().read(asked.texts(), gpu);
        } catch (LabException bad) {
            reject(bad);
            return;
        }
        if (request.get(ParamTable.RUN)) {
            runWith(request);
        } else {
            setState("ready");
        }
    }

    private ParamTable table() {
        return experiment.params();
    }

    /** Opens the device and hands it to the page's view; on failure shows why and returns false. */
    private boolean connect() {
        return acquire() && attachView();
    }

    /** Opens the device; on failure shows why and returns false. */
    private boolean acquire() {
        try {
            gpu = Gpu.acquire();
        } catch (Throwable failure) {
            fail(Failures.sentence(failure));
            AdapterPanel.unavailable(document, Failures.sentence(failure));
            if (view instanceof DeviceView device) {
                device.unavailable(Failures.sentence(failure));
            }
            return false;
        }
        Gpu current = gpu;
        gpu.addLostListener(message -> {
            if (current == gpu) {
                showLost(message);
            }
        });
        AdapterPanel.fill(document, gpu);
        return true;
    }

    /** A view that draws with the device (Life's board) gets it once the form exists. */
    private boolean attachView() {
        if (view instanceof DeviceView device) {
            try {
                device.attach(gpu);
            } catch (Throwable failure) {
                fail(Failures.sentence(failure));
                return false;
            }
        }
        return true;
    }

    /**
     * One run with the run bar showing: elapsed time, progress, Cancel; the Run button waits until it
     * ends. A cancelled run leaves {@code "state": "cancelled"} and a usable page.
     */
    private void runWith(Request request) {
        if (running) {
            return;
        }
        running = true;
        setState("running");
        clearMessage();
        showResult("");
        output().clear();
        setRunEnabled(false);
        runBar().start();
        String outcome = "Failed";
        try {
            if (!freshDevice(runBar())) {
                return;
            }
            Gpu device = gpu;
            Json.Obj result = Results.done(page, device,
                    device.watched(runBar(), () -> experiment.run(device, request, runBar())));
            showResult(result.toString());
            if (view != null) {
                view.show(result, output());
            }
            outcome = "Done";
            setState("done");
        } catch (RunCancelled cancelled) {
            Json.Obj result = Results.cancelled(page, gpu, cancelled);
            note(cancelled instanceof CancelledWithResults
                    ? "Cancelled: the run stopped before it finished; what it finished is shown."
                    : "Cancelled: the run stopped before it finished; nothing of it is shown.");
            showResult(result.toString());
            if (view != null && cancelled instanceof CancelledWithResults) {
                view.show(result, output());
            }
            outcome = "Cancelled";
            setState("cancelled");
        } catch (Throwable failure) {
            fail(Failures.sentence(failure));
            if (failure instanceof KernelRejected rejected) {
                showResult(Results.failed(page, gpu, rejected).toString());
            }
        } finally {
            runBar().finish(outcome);
            setRunEnabled(true);
            running = false;
        }
    }

    /**
     * Makes sure the run gets a usable device: a lost one, one an out-of-memory or a driver failure left in
     * doubt, or one still busy after {@link #SETTLE_MILLIS} with the work of a cancelled run, is replaced by
     * a new one first (the resources cached on it go with it, and it goes once its work is done). False,
     * with the page showing why, when no device can be had.
     */
    private boolean freshDevice(RunControl control) {
        if (gpu != null && !gpu.spoiled()) {
            if (gpu.settled(SETTLE_MILLIS, control)) {
                return true;
            }
            control.status("Opening a new GPU device: the old one is still busy with the cancelled run");
        }
        Gpu old = gpu;
        if (!connect()) {
            return false;
        }
        if (old != null) {
            old.destroyWhenIdle();
        }
        return true;
    }

    private RunBar runBar() {
        if (runBar == null) {
            runBar = RunBar.under(document, document.getElementById("form"));
        }
        return runBar;
    }

    private void setRunEnabled(boolean enabled) {
        HTMLElement run = document.getElementById("run");
        if (run == null) {
            return;
        }
        if (enabled) {
            run.removeAttribute("disabled");
        } else {
            run.setAttribute("disabled", "");
        }
    }

    /**
     * The result JSON: exactly as computed in {@code #result} (what tests and runners read), indented for
     * people in {@code #result-pretty}, which the Copy button copies.
     */
    private void showResult(String json) {
        result().withText(json);
        HTMLElement pretty = document.getElementById("result-pretty");
        if (pretty != null) {
            pretty.withText(json.isEmpty() ? "" : pretty(json));
        }
        if (kernelPanel != null) {
            kernelPanel.showResult(json);
        }
    }

    private void installCopyButton() {
        HTMLElement copy = document.getElementById("copy-result");
        if (copy != null) {
            copy.addEventListener("click", event -> copyText(result().getTextContent(), copy));
        }
    }

    /** Shows the sentence in the page and in the result JSON; the form stays usable. */
    private void fail(String sentence) {
        clearMessage();
        Dom.append(message(), "p", sentence);
        showResult(Results.error(page, gpu, sentence).toString());
        setState("error");
    }

    /** A sentence that reports no error (a person's own cancel): a note, not in the error's colours. */
    private void note(String sentence) {
        clearMessage();
        message().setAttribute("class", "note");
        Dom.append(message(), "p", sentence);
    }

    private void clearMessage() {
        message().clear();
        message().removeAttribute("class");
    }

    private void showLost(String sentence) {
        fail(sentence);
        HTMLElement button = Dom.append(message(), "button");
        button.setAttribute("id", "reconnect");
        button.setAttribute("type", "button");
        button.withText("Reconnect");
        button.addEventListener("click", event -> new Thread(() -> {
            setState("running");
            if (connect()) {
                clearMessage();
                Dom.append(message(), "p", "Reconnected to a new GPU device.");
                setState("ready");
            }
        }).start());
    }

    /**
     * The form of the page's shown parameters, each at its default for this device (or without one,
     * where there is no device), so the form always shows what a run would do.
     */
    private void buildForm() {
        HTMLElement form = document.getElementById("form");
        if (form == null) {
            return;
        }
        form.clear();
        for (Param<?> param : table().shown()) {
            // A page may show a parameter's control elsewhere (Life's panel): in its element place-NAME.
            HTMLElement place = document.getElementById("place-" + param.name());
            if (place != null) {
                place.clear();
            }
            HTMLElement label = Dom.append(place != null ? place : form, "label");
            label.setAttribute("id", "label-" + param.name());
            Dom.append(label, "span", param.label());
            List<String> choices = param.choices(gpu);
            HTMLElement control;
            if (choices == null) {
                control = Dom.append(label, "input");
                control.setAttribute("type", "text");
            } else {
                control = Dom.append(label, "select");
                for (String choice : choices) {
                    HTMLElement option = Dom.append(control, "option");
                    option.setAttribute("value", choice);
                    option.withText(choice.isEmpty() ? "(none)" : choice);
                }
            }
            control.setAttribute("name", param.name());
            control.setAttribute("id", "field-" + param.name());
            control.setAttribute("title", param.help());
            setControlValue(control, param.defaultText(gpu));
        }
        HTMLElement run = Dom.append(form, "button");
        run.setAttribute("type", "submit");
        run.setAttribute("id", "run");
        run.withText("Run");
    }

    /** A submit of the form (Run, or Enter in a field) runs what it says, on a thread of its own. */
    private void installRunOnSubmit() {
        HTMLElement form = document.getElementById("form");
        if (form != null) {
            form.addEventListener("submit", event -> {
                event.preventDefault();
                new Thread(this::runFromForm).start();
            });
        }
    }

    /** Shows the values asked for in their fields, a menu's unknown value as an entry of its own. */
    private void fillForm(Map<String, String> asked) {
        for (Map.Entry<String, String> entry : asked.entrySet()) {
            HTMLElement control = document.getElementById("field-" + entry.getKey());
            if (control == null) {
                continue;
            }
            if (control instanceof HTMLSelectElement && !hasOption(control, entry.getValue())) {
                HTMLElement option = Dom.append(control, "option");
                option.setAttribute("value", entry.getValue());
                option.withText(entry.getValue());
            }
            setControlValue(control, entry.getValue());
        }
    }

    /** The sentence, with the field it concerns marked until the next run. */
    private void reject(LabException bad) {
        fail(bad.getMessage());
        mark(bad);
    }

    /** A second mistake of the same URL, if {@code read} finds one: its sentence after the first, its field marked. */
    private void rejectAlso(Runnable read) {
        try {
            read.run();
        } catch (LabException bad) {
            Dom.append(message(), "p", bad.getMessage());
            mark(bad);
        }
    }

    private void mark(LabException bad) {
        if (bad instanceof BadParameter wrong) {
            HTMLElement label = document.getElementById("label-" + wrong.parameter());
            if (label != null) {
                label.setAttribute("class", "invalid");
                HTMLElement control = document.getElementById("field-" + wrong.parameter());
                control.setAttribute("aria-invalid", "true");
            }
        }
    }

    private void clearMarks() {
        for (Param<?> param : table().shown()) {
            HTMLElement label = document.getElementById("label-" + param.name());
            if (label != null) {
                label.removeAttribute("class");
                document.getElementById("field-" + param.name()).removeAttribute("aria-invalid");
            }
        }
    }

    /**
     * Runs what the form says. The URL keeps every value that differs from the device's default or that
     * the URL gave before (so a shared link runs the same choice on another device), hidden ones too.
     */
    private void runFromForm() {
        runFromForm(null);
    }

    /**
     * The same with the edit's texts ({@link KernelEditParams}: module and wgsl) in place of the URL's:
     * null keeps the URL's, an empty map runs the shipped kernels.
     */
    private void runFromForm(Map<String, String> edit) {
        if (running || gpu == null && !connect()) {
            return;
        }
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, String> before = table().asked(currentQuery()).texts();
        if (edit != null) {
            before = KernelEditParams.withoutEdit(before);
            before.putAll(edit);
        }
        for (Param<?> param : table().params()) {
            HTMLElement control = param.isHidden() ? null : document.getElementById("field-" + param.name());
            String value = control == null ? before.get(param.name()) : controlValue(control).trim();
            if (param != ParamTable.RUN && value != null
                    && (!value.equals(param.defaultText(gpu)) || before.containsKey(param.name()))) {
                texts.put(param.name(), value);
            }
        }
        replaceUrl(texts);
        clearMarks();
        try {
            runWith(table().read(texts, gpu));
        } catch (LabException bad) {
            reject(bad);
        }
    }

    /**
     * Runs the page's own run with {@code wgsl} in place of the shipped module {@code module} (the Kernel
     * panel's Run), or with the shipped kernels where {@code module} is null. The form's values stay as they
     * are; the URL then carries the edit in its fragment, so it is the share link. Call from any thread.
     */
    public static void runEdited(String module, String wgsl) {
        PageShell shell = current;
        if (shell == null || shell.running) {
            return;
        }
        // The page says at once that a run starts: the text is deflated for the URL first (a promise), and
        // until then the last run's state and sentence (a share link's failed edit) would still be shown as
        // if they were this run's.
        shell.setState("running");
        shell.clearMessage();
        new Thread(() -> {
            Map<String, String> edit;
            try {
                edit = module == null ? Map.of() : KernelEditParams.texts(new KernelEdit(module, wgsl));
            } catch (Throwable failure) {
                shell.fail(Failures.sentence(failure));
                return;
            }
            shell.runFromForm(edit);
        }).start();
    }

    /**
     * The edit the page's URL asks for (module and text), or null: what the Kernel panel shows when the
     * page opens from a share link. A malformed one is null here; the run says what is wrong with it. Waits
     * for the text to inflate: call on a TeaVM thread.
     */
    public static KernelEdit askedEdit() {
        PageShell shell = current;
        if (shell == null) {
            return null;
        }
        try {
            Request request = shell.table().read(shell.table().texts(currentQuery()), null);
            return KernelEditParams.edit(request);
        } catch (LabException malformed) {
            return null;
        }
    }

    /** Lets the end-to-end tests run many cases in one page load, and reach the device to simulate a loss. */
    private void installTestHooks() {
        experiment.installTestHooks(() -> gpu);
        exposeHooks((query, callback) -> new Thread(() -> {
            Json.Obj result;
            try {
                if (!freshDevice(RunControl.NONE)) {
                    throw new GpuException("No GPU device could be opened for this run.");
                }
                Request request = table().parse(query, gpu);
                result = Results.done(page, gpu, experiment.run(gpu, request));
            } catch (Throwable failure) {
                result = Results.failed(page, gpu, failure);
            }
            callback.accept(result.toString());
        }).start(), () -> gpu == null ? null : gpu.deviceHandle());
    }

    private void setState(String state) {
        document.getBody().setAttribute("data-state", state);
    }

    private HTMLElement message() {
        return document.getElementById("message");
    }

    private HTMLElement result() {
        return document.getElementById("result");
    }

    private HTMLElement output() {
        return document.getElementById("output");
    }

    @JSFunctor
    interface TextCallback extends JSObject {
        void accept(String text);
    }

    @JSFunctor
    interface RunHook extends JSObject {
        void run(String query, TextCallback callback);
    }

    @JSFunctor
    interface DeviceHook extends JSObject {
        JSObject device();
    }

    @JSBody(params = { "run", "device" }, script = "window.labRun = run; window.labDevice = device;")
    private static native void exposeHooks(RunHook run, DeviceHook device);

    /** Copies to the clipboard and says so on the button for a moment. */
    @JSBody(params = { "text", "button" }, script = "var done = function(word) { button.textContent = word;"
            + " setTimeout(function() { button.textContent = 'Copy'; }, 1500); };"
            + "if (navigator.clipboard) { navigator.clipboard.writeText(text).then(function() { done('Copied'); },"
            + " function() { done('Copy failed'); }); } else { done('Copy failed'); }")
    private static native void copyText(String text, HTMLElement button);

    @JSBody(params = "json", script = "return JSON.stringify(JSON.parse(json), null, 2);")
    private static native String pretty(String json);

    /**
     * The URL's parameters: its query, then its fragment (where share links carry an edited kernel, so a
     * long text never reaches a server). A name in both is given twice, a mistake the page names.
     */
    private static String currentQuery() {
        String fragment = Location.current().getHash();
        String query = Location.current().getSearch();
        return fragment == null || fragment.length() <= 1 ? query : query + "&" + fragment.substring(1);
    }

    /** The page's URL for these texts: the edited kernel in the fragment, every other value in the query. */
    private void replaceUrl(Map<String, String> texts) {
        Map<String, String> own = KernelEditParams.withoutEdit(texts);
        Map<String, String> edit = new LinkedHashMap<>(texts);
        edit.keySet().removeAll(own.keySet());
        String fragment = edit.isEmpty() ? "" : "#" + table().query(edit, false);
        History.current().replaceState(null, "", "?" + table().query(own, true) + fragment);
    }

    @JSBody(params = "control", script = "return String(control.value);")
    private static native String controlValue(HTMLElement control);

    @JSBody(params = { "select", "value" }, script = "for (var i = 0; i < select.options.length; i++) {"
            + " if (select.options[i].value === value) return true; } return false;")
    private static native boolean hasOption(HTMLElement select, String value);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    private static native void setControlValue(HTMLElement control, String value);
}
