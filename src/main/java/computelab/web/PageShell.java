package computelab.web;

import computelab.gpu.Gpu;
import computelab.gpu.LabException;
import computelab.lab.Experiment;
import computelab.lab.Field;
import computelab.lab.Json;
import computelab.lab.Params;
import computelab.lab.Results;
import java.util.LinkedHashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

/**
 * Everything the pages share: the form built from an experiment's fields, {@code data-state}, the
 * {@code #result} JSON, the one-sentence error, the adapter line, reconnecting after a lost device.
 * Runs happen on TeaVM threads so GPU promises can be awaited.
 */
public final class PageShell {
    private final Experiment experiment;
    private final ResultView view;
    private final HTMLDocument document = HTMLDocument.current();
    private Gpu gpu;

    private PageShell(Experiment experiment, ResultView view) {
        this.experiment = experiment;
        this.view = view;
    }

    /** Starts a page: its experiment, and how it shows a result beyond the JSON (null: JSON only). */
    public static void start(Experiment experiment, ResultView view) {
        PageShell shell = new PageShell(experiment, view);
        shell.buildForm();
        WgslView.fill(shell.document, experiment.page());
        shell.installTestHooks();
        new Thread(shell::boot).start();
    }

    private void boot() {
        Params params;
        try {
            params = Params.parse(currentQuery(), experiment.parameterNames());
            fillForm(params);
        } catch (LabException bad) {
            params = null;
            fail(bad.getMessage());
        }
        if (!connect()) {
            return;
        }
        if (params != null && params.flag("run", false)) {
            runWith(params);
        } else if (params != null) {
            setState("ready");
        }
    }

    /** Opens the device; on failure shows why and returns false. */
    private boolean connect() {
        try {
            gpu = Gpu.acquire();
        } catch (Throwable failure) {
            fail(Results.sentence(failure));
            return false;
        }
        Gpu current = gpu;
        gpu.addLostListener(message -> {
            if (current == gpu) {
                showLost(message);
            }
        });
        AdapterPanel.fill(document, gpu);
        if (view instanceof DeviceView device) {
            try {
                device.attach(gpu);
            } catch (Throwable failure) {
                fail(Results.sentence(failure));
                return false;
            }
        }
        return true;
    }

    private void runWith(Params params) {
        setState("running");
        message().clear();
        result().withText("");
        output().clear();
        Json.Obj result;
        try {
            gpu.requireAlive();
            result = Results.done(experiment.page(), gpu, experiment.run(gpu, params));
        } catch (Throwable failure) {
            fail(Results.sentence(failure));
            return;
        }
        result().withText(result.toString());
        if (view != null) {
            view.show(result, output());
        }
        setState("done");
    }

    /** Shows the sentence in the page and in the result JSON; the form stays usable. */
    private void fail(String sentence) {
        message().clear();
        Dom.append(message(), "p", sentence);
        result().withText(Results.error(experiment.page(), gpu, sentence).toString());
        setState("error");
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
                message().clear();
                Dom.append(message(), "p", "Reconnected to a new GPU device.");
                setState("ready");
            }
        }).start());
    }

    private void buildForm() {
        HTMLElement form = document.getElementById("form");
        if (form == null) {
            return;
        }
        form.clear();
        for (Field field : experiment.fields()) {
            HTMLElement label = Dom.append(form, "label");
            Dom.append(label, "span", field.label());
            HTMLElement control;
            if (field.choices().isEmpty()) {
                control = Dom.append(label, "input");
                control.setAttribute("type", "text");
                ((HTMLInputElement) control).setValue(field.fallback());
            } else {
                control = Dom.append(label, "select");
                for (String choice : field.choices()) {
                    HTMLElement option = Dom.append(control, "option");
                    option.setAttribute("value", choice);
                    option.withText(choice);
                }
                ((HTMLSelectElement) control).setValue(field.fallback());
            }
            control.setAttribute("name", field.name());
            control.setAttribute("id", "field-" + field.name());
            control.setAttribute("title", field.help());
        }
        HTMLElement run = Dom.append(form, "button");
        run.setAttribute("type", "submit");
        run.setAttribute("id", "run");
        run.withText("Run");
        form.addEventListener("submit", event -> {
            event.preventDefault();
            new Thread(this::runFromForm).start();
        });
    }

    private void fillForm(Params params) {
        for (Field field : experiment.fields()) {
            if (params.has(field.name())) {
                HTMLElement control = document.getElementById("field-" + field.name());
                if (control != null) {
                    setControlValue(control, params.text(field.name(), field.fallback()));
                }
            }
        }
    }

    private void runFromForm() {
        if (gpu == null && !connect()) {
            return;
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (Field field : experiment.fields()) {
            HTMLElement control = document.getElementById("field-" + field.name());
            String value = control == null ? "" : controlValue(control);
            if (!value.equals(field.fallback())) {
                values.put(field.name(), value);
            }
        }
        StringBuilder query = new StringBuilder("run=1");
        values.forEach((name, value) -> query.append('&').append(name).append('=').append(encode(value)));
        replaceQuery(query.toString());
        try {
            runWith(Params.parse(query.toString(), experiment.parameterNames()));
        } catch (LabException bad) {
            fail(bad.getMessage());
        }
    }

    /** Lets the end-to-end tests run many cases in one page load, and reach the device to simulate a loss. */
    private void installTestHooks() {
        exposeHooks((query, callback) -> new Thread(() -> {
            Json.Obj result;
            try {
                Params params = Params.parse(query, experiment.parameterNames());
                gpu.requireAlive();
                result = Results.done(experiment.page(), gpu, experiment.run(gpu, params));
            } catch (Throwable failure) {
                result = Results.error(experiment.page(), gpu, Results.sentence(failure));
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

    @JSBody(script = "return location.search;")
    private static native String currentQuery();

    @JSBody(params = "query", script = "history.replaceState(null, '', '?' + query);")
    private static native void replaceQuery(String query);

    @JSBody(params = "text", script = "return encodeURIComponent(text);")
    private static native String encode(String text);

    @JSBody(params = "control", script = "return String(control.value);")
    private static native String controlValue(HTMLElement control);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    private static native void setControlValue(HTMLElement control, String value);
}
