package computelab.web.life;

import computelab.life.LifeEngine;
import computelab.life.LifeRule;
import computelab.life.NamedRule;
import computelab.life.PatternInfo;
import computelab.life.PatternLibrary;
import computelab.web.Dom;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The Life page's buttons, fields and panels wired to {@link StudioActions}: the toolbar, the pattern
 * library, files and sharing, and the board-setup form's fields that apply at once (rule with its
 * presets, wrap, size, engine). A mistake in a field shows a sentence and changes nothing.
 */
final class Controls {
    private final HTMLDocument document;
    private final StudioActions actions;
    private final Theme theme;
    private final PatternFiles files;
    private Speed speed = Speed.perSecond(30);

    Controls(HTMLDocument document, StudioActions actions, Theme theme) {
        this.document = document;
        this.actions = actions;
        this.theme = theme;
        this.files = new PatternFiles(document, actions);
        wireToolbar();
        wirePatterns();
        files.wire();
        wireForm();
    }

    Speed speed() {
        return speed;
    }

    private void wireToolbar() {
        click("life-run", actions::toggleRunning);
        click("life-step", () -> actions.step(input("life-step-count").getValue()));
        click("life-reset", actions::reset);
        click("life-clear", actions::clear);
        click("life-random", () -> actions.randomFill(input("life-density").getValue()));
        click("life-zoom-in", () -> actions.zoom(1));
        click("life-zoom-out", () -> actions.zoom(-1));
        click("life-fit", actions::fit);
        click("life-home", actions::wholeBoard);
        click("life-theme", () -> {
            theme.next();
            showTheme();
        });
        showTheme();
        HTMLSelectElement speeds = (HTMLSelectElement) document.getElementById("life-speed");
        for (Speed choice : Speed.choices()) {
            option(speeds, choice.id(), choice.label());
        }
        speeds.setValue(speed.id());
        speeds.addEventListener("change", event -> guarded(() -> speed = Speed.byId(speeds.getValue())));
        NodeList<? extends HTMLElement> tools = document.querySelectorAll(".life-tool");
        for (int i = 0; i < tools.getLength(); i++) {
            HTMLElement button = tools.get(i);
            button.addEventListener("click", event -> actions.setTool(
                    "move".equals(button.getAttribute("data-tool")) ? StudioActions.Tool.MOVE : StudioActions.Tool.DRAW));
        }
        actions.onToolChange(() -> {
            for (int i = 0; i < tools.getLength(); i++) {
                HTMLElement button = tools.get(i);
                boolean pressed = button.getAttribute("data-tool").equals(actions.tool().name().toLowerCase());
                button.setAttribute("aria-pressed", pressed ? "true" : "false");
            }
            if (actions.tool() != StudioActions.Tool.PLACE) {
                document.getElementById("life-note").setTextContent("");
            }
        });
    }

    private void showTheme() {
        document.getElementById("life-theme").setTextContent("Theme: " + theme.choice());
    }

    private void wirePatterns() {
        HTMLSelectElement library = (HTMLSelectElement) document.getElementById("life-pattern");
        for (PatternInfo info : PatternLibrary.entries()) {
            option(library, info.id(), info.name());
        }
        library.setValue("gosper-glider-gun");
        EventListener<?> describe = event -> {
            PatternInfo info = PatternLibrary.find(library.getValue());
            document.getElementById("life-pattern-info").setTextContent(info.behaviour() + "; " + info.discoverer() + ".");
        };
        library.addEventListener("change", describe);
        describe.handleEvent(null);
        click("life-load-pattern", () -> actions.loadLibrary(library.getValue()));
        click("life-place-pattern", () -> actions.startPlacing(actions.patternFrom(library.getValue(), null)));
        click("life-place-at", () -> actions.placeAt(actions.patternFrom(library.getValue(), null),
                input("life-place-x").getValue(), input("life-place-y").getValue()));
    }

    /** The form fields PageShell built: rule, wrap, size and engine apply when they change. */
    private void wireForm() {
        HTMLElement rule = document.getElementById("field-rule");
        if (rule == null) {
            return;
        }
        HTMLSelectElement presets = (HTMLSelectElement) document.createElement("select");
        presets.setAttribute("id", "life-rule-preset");
        presets.setAttribute("aria-label", "Rule presets");
        option(presets, "", "Presets…");
        for (NamedRule preset : LifeRule.presets()) {
            option(presets, preset.rule().toString(), preset.name() + " (" + preset.rule() + ")");
        }
        rule.getParentNode().appendChild(presets);
        presets.addEventListener("change", event -> {
            if (!presets.getValue().isEmpty()) {
                setValue(rule, presets.getValue());
                guarded(() -> actions.changeRule(presets.getValue()));
                presets.setValue("");
            }
        });
        rule.addEventListener("change", event -> guarded(() -> actions.changeRule(valueOf(rule))));
        HTMLElement wrap = document.getElementById("field-wrap");
        wrap.addEventListener("change", event -> guarded(() -> actions.changeWrap("1".equals(valueOf(wrap)))));
        EventListener<?> resize = event -> guarded(() -> actions.resize(valueOf(document.getElementById("field-w")),
                valueOf(document.getElementById("field-h"))));
        document.getElementById("field-w").addEventListener("change", resize);
        document.getElementById("field-h").addEventListener("change", resize);
        HTMLElement algo = document.getElementById("field-algo");
        algo.addEventListener("change", event -> guarded(() -> actions.changeEngine(valueOf(algo))));
    }

    /** The form's live fields show the board now on the page. */
    void showBoard(LifeEngine engine) {
        setField("field-w", Integer.toString(engine.width()));
        setField("field-h", Integer.toString(engine.height()));
        setField("field-rule", engine.rule().toString());
        setField("field-wrap", engine.boundary() == computelab.life.Boundary.TORUS ? "1" : "0");
        setField("field-algo", engine.algorithm());
    }

    private void setField(String id, String value) {
        HTMLElement field = document.getElementById(id);
        if (field != null) {
            setValue(field, value);
        }
    }

    void showRunning(boolean running) {
        HTMLElement button = document.getElementById("life-run");
        button.setTextContent(running ? "Pause" : "Run");
        button.setAttribute("aria-pressed", running ? "true" : "false");
        document.getElementById("life-studio").setAttribute("data-running", running ? "1" : "0");
    }

    void showStepping(boolean stepping) {
        document.getElementById("life-studio").setAttribute("data-stepping", stepping ? "1" : "0");
    }

    /** Runs an input handler; a mistake becomes the page's message instead of an exception. */
    private void guarded(Runnable handler) {
        actions.guarded(handler);
    }

    private void click(String id, Runnable handler) {
        document.getElementById(id).addEventListener("click", event -> guarded(handler));
    }

    private HTMLInputElement input(String id) {
        return (HTMLInputElement) document.getElementById(id);
    }

    private void option(HTMLElement select, String value, String label) {
        HTMLElement option = Dom.append(select, "option", label);
        option.setAttribute("value", value);
    }

    @JSBody(params = "control", script = "return String(control.value);")
    static native String valueOf(HTMLElement control);

    @JSBody(params = { "control", "value" }, script = "control.value = value;")
    static native void setValue(HTMLElement control, String value);
}
