package computelab.web.life;

import computelab.lab.Numbers;
import computelab.life.Boundary;
import computelab.life.LifeEngine;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.NamedRule;
import computelab.life.Pattern;
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
 * The Life page's buttons and fields wired to {@link StudioActions}: the panel beside the board
 * (simulation, board, patterns, files and sharing), the tools and notices over the board, and the URL
 * form's fields that apply at once (rule, wrap, size, engine; PageShell builds them). A mistake in a
 * field shows a sentence and changes nothing.
 */
final class Controls {
    private final HTMLDocument document;
    private final StudioActions actions;
    private final Theme theme;
    private final StudioPage page;
    private final PatternFiles files;
    private Speed speed = Speed.perSecond(30);

    Controls(HTMLDocument document, StudioActions actions, Theme theme, StudioPage page) {
        this.document = document;
        this.actions = actions;
        this.theme = theme;
        this.page = page;
        this.files = new PatternFiles(document, actions);
        wireSimulation();
        wireView();
        wireNotices();
        wirePatterns();
        files.wire();
        wireBoardFields();
        wireForm();
    }

    Speed speed() {
        return speed;
    }

    private void wireSimulation() {
        click("life-run", actions::toggleRunning);
        click("life-step", () -> actions.step(input("life-step-count").getValue()));
        click("life-undo", actions::undo);
        click("life-redo", actions::redo);
        click("life-reset", actions::reset);
        click("life-clear", actions::clear);
        click("life-random", () -> actions.randomFill(input("life-density").getValue()));
        HTMLSelectElement speeds = (HTMLSelectElement) document.getElementById("life-speed");
        for (Speed choice : Speed.choices()) {
            option(speeds, choice.id(), choice.label());
        }
        speeds.setValue(speed.id());
        speeds.addEventListener("change", event -> guarded(() -> speed = Speed.byId(speeds.getValue())));
    }

    private void wireView() {
        click("life-zoom-in", () -> actions.zoom(1));
        click("life-zoom-out", () -> actions.zoom(-1));
        click("life-fit", actions::fit);
        click("life-home", actions::wholeBoard);
        click("life-theme", () -> {
            theme.next();
            showTheme();
        });
        showTheme();
        NodeList<? extends HTMLElement> tools = document.querySelectorAll(".life-tool");
        for (int i = 0; i < tools.getLength(); i++) {
            HTMLElement button = tools.get(i);
            button.addEventListener("click", event -> actions.setTool(
                    "move".equals(button.getAttribute("data-tool")) ? StudioActions.Tool.MOVE : StudioActions.Tool.DRAW));
        }
        actions.onToolChange(() -> showTool(tools));
    }

    private void showTool(NodeList<? extends HTMLElement> tools) {
        String tool = actions.tool().name().toLowerCase();
        for (int i = 0; i < tools.getLength(); i++) {
            HTMLElement button = tools.get(i);
            button.setAttribute("aria-pressed", button.getAttribute("data-tool").equals(tool) ? "true" : "false");
        }
        document.getElementById("life-studio").setAttribute("data-tool", tool);
        HTMLElement bar = document.getElementById("life-placing");
        Pattern placing = actions.placing();
        if (placing == null) {
            bar.setAttribute("hidden", "");
            document.getElementById("life-note").setTextContent("");
        } else {
            bar.removeAttribute("hidden");
            document.getElementById("life-placing-what").setTextContent("Placing " + actions.placingName() + " ("
                    + placing.width() + " x " + placing.height() + "): click on the board");
        }
        page.redrawPreview();
    }

    /** The sentence's close button, the progress's Stop, the help, and the placing bar's buttons. */
    private void wireNotices() {
        click("life-message-close", page::clearMessage);
        click("life-stop", actions::stop);
        click("life-help-button", page::toggleHelp);
        click("life-help-close", page::closeHelp);
        click("life-rotate", () -> actions.transform(PatternTransform.ROTATE_CLOCKWISE));
        click("life-flip", () -> actions.transform(PatternTransform.FLIP_LEFT_RIGHT));
        click("life-place-done", () -> actions.setTool(StudioActions.Tool.DRAW));
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

    /** The panel's rule (with presets), size, edges and engine: they apply as soon as they change. */
    private void wireBoardFields() {
        HTMLElement rule = document.getElementById("life-rule");
        HTMLSelectElement presets = (HTMLSelectElement) document.getElementById("life-rule-preset");
        option(presets, "", "Presets…");
        for (NamedRule preset : LifeRule.presets()) {
            option(presets, preset.rule().toString(), preset.name() + " (" + preset.rule() + ")");
        }
        presets.addEventListener("change", event -> {
            if (!presets.getValue().isEmpty()) {
                setValue(rule, presets.getValue());
                guarded(() -> actions.changeRule(presets.getValue()));
                presets.setValue("");
            }
        });
        rule.addEventListener("change", event -> guarded(() -> actions.changeRule(valueOf(rule))));
        HTMLElement wrap = document.getElementById("life-wrap");
        wrap.addEventListener("change", event -> guarded(() -> actions.changeWrap("1".equals(valueOf(wrap)))));
        EventListener<?> resize = event -> guarded(() -> actions.resize(valueOf(document.getElementById("life-width")),
                valueOf(document.getElementById("life-height"))));
        document.getElementById("life-width").addEventListener("change", resize);
        document.getElementById("life-height").addEventListener("change", resize);
        HTMLSelectElement algo = (HTMLSelectElement) document.getElementById("life-algo");
        for (String name : LifeEngines.NAMES) {
            option(algo, name, name);
        }
        algo.addEventListener("change", event -> guarded(() -> actions.changeEngine(algo.getValue())));
    }

    /** The URL form's fields PageShell built: rule, wrap, size and engine apply when they change, as in the panel. */
    private void wireForm() {
        HTMLElement rule = document.getElementById("field-rule");
        if (rule == null) {
            return;
        }
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

    /** The panel's and the form's live fields show the board now on the page. */
    void showBoard(Board board) {
        LifeEngine engine = board.engine();
        String width = Integer.toString(engine.width());
        String height = Integer.toString(engine.height());
        String rule = engine.rule().toString();
        String wrap = engine.boundary() == Boundary.TORUS ? "1" : "0";
        setField("life-width", width);
        setField("life-height", height);
        setField("life-rule", rule);
        setField("life-wrap", wrap);
        setField("life-algo", engine.algorithm());
        setField("field-w", width);
        setField("field-h", height);
        setField("field-rule", rule);
        setField("field-wrap", wrap);
        setField("field-algo", engine.algorithm());
    }

    /** The density field shows the density of the random fill on the board, so both say the same. */
    void showOrigin(BoardOrigin origin) {
        if (origin instanceof BoardOrigin.Random random) {
            setField("life-density", Numbers.plain(random.density()));
        }
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

    /** The undo and redo buttons: enabled when there is something, titled with what it is. */
    void showUndo(String undoLabel, String redoLabel) {
        showHistoryButton("life-undo", "Undo", undoLabel, "Ctrl+Z");
        showHistoryButton("life-redo", "Redo", redoLabel, "Ctrl+Shift+Z or Ctrl+Y");
    }

    private void showHistoryButton(String id, String verb, String label, String keys) {
        HTMLElement button = document.getElementById(id);
        if (label == null) {
            button.setAttribute("disabled", "");
            button.setAttribute("title", verb + " (" + keys + "): nothing to " + verb.toLowerCase());
        } else {
            button.removeAttribute("disabled");
            button.setAttribute("title", verb + " " + label + " (" + keys + ")");
        }
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
