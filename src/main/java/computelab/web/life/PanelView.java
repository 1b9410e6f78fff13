package computelab.web.life;

import computelab.lab.Numbers;
import computelab.life.LifeRule;
import computelab.life.NamedRule;
import computelab.life.PatternInfo;
import computelab.life.PatternLibrary;
import computelab.web.Dom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The panel beside the board, shown from the model: the board's real size, rule (in canonical form),
 * edges and engine in their one control each (the URL form's too); a field whose value was not taken keeps the text as
 * typed, marked, with the sentence beside it; the run, undo and tool buttons as the loop and history
 * stand; the library entry, the share link, the theme. Without a GPU what needs one is disabled. Shown
 * again only when something it shows changed, so a field being typed in is left alone.
 */
final class PanelView {
    /** Controls that work without a GPU device. */
    private static final Set<String> WITHOUT_GPU = Set.of("life-help-button", "life-help-close",
            "life-message-close", "life-speed", "life-pattern");

    private final HTMLDocument document;
    private final StudioModel model;
    private final Theme theme;
    private final NodeList<? extends HTMLElement> controls;
    private List<Object> shown;
    private BoardOrigin densityFrom;

    PanelView(HTMLDocument document, StudioModel model, Theme theme) {
        this.document = document;
        this.model = model;
        this.theme = theme;
        // The places of the board's settings, not their controls: the page shell builds those again.
        controls = document.querySelectorAll(".life-studio button, .life-studio input, .life-studio select, "
                + ".life-studio textarea, .life-studio fieldset");
        fillMenus();
    }

    /** The menus' entries, which never change. */
    private void fillMenus() {
        HTMLElement speeds = element("life-speed");
        for (Speed choice : Speed.choices()) {
            option(speeds, choice.id(), choice.label());
        }
        HTMLElement presets = element("life-rule-preset");
        option(presets, "", "Presets…");
        for (NamedRule preset : LifeRule.presets()) {
            option(presets, preset.rule().toString(), preset.name() + " (" + preset.rule() + ")");
        }
        HTMLElement library = element("life-pattern");
        for (PatternInfo info : PatternLibrary.entries()) {
            option(library, info.id(), info.name());
        }
    }

    private static void option(HTMLElement select, String value, String label) {
        Dom.append(select, "option", label).setAttribute("value", value);
    }

    void render() {
        nameEdges();
        StudioState state = model.state;
        FrameLoop loop = model.loop();
        List<Object> now = List.of(state.version(), theme.choice(), loop != null && loop.running(),
                loop != null && loop.stepping(), String.valueOf(loop == null ? null : loop.undo().undoLabel()),
                String.valueOf(loop == null ? null : loop.undo().redoLabel()),
                String.valueOf(model.shownSettings()), System.identityHashCode(model.shownOrigin()));
        if (now.equals(shown)) {
            return;
        }
        shown = now;
        showBoardFields();
        showMistakes();
        showSimulation(loop);
        showTools();
        showPatternsAndFiles();
        showAvailability(loop);
    }

    /** The board's settings in its fields; not while an action on them waits for its frame (they show what was typed). */
    private void showBoardFields() {
        BoardSettings settings = model.shownSettings();
        if (settings == null || model.state.workPending()) {
            return;
        }
        String width = Integer.toString(settings.width());
        String height = Integer.toString(settings.height());
        String rule = settings.rule().toString();
        String wrap = settings.wrap() ? "1" : "0";
        showValue(Field.WIDTH, width);
        showValue(Field.HEIGHT, height);
        showValue(Field.RULE, rule);
        showValue(Field.WRAP, wrap);
        showValue(Field.ENGINE, settings.algorithm());
        FieldText.set(element("life-rule-preset"), "");
        // The density field says the density of a new random fill on the board, until the next one.
        BoardOrigin origin = model.shownOrigin();
        if (origin != densityFrom && origin instanceof BoardOrigin.Random random) {
            showValue(Field.DENSITY, Numbers.plain(random.density()));
        }
        densityFrom = origin;
    }

    /** Shows a value in its field, or the text a person gave there that was not taken. */
    private void showValue(Field field, String value) {
        StudioState.Mistake mistake = model.state.mistakeIn(field);
        setText(field.id(), mistake != null && mistake.given() != null ? mistake.given() : value);
    }

    private void setText(String id, String text) {
        HTMLElement control = document.getElementById(id);
        if (control != null && !FieldText.editing(control) && !text.equals(FieldText.of(control))) {
            FieldText.set(control, text);
        }
    }

    /** The edges menu's entries in words ("torus"), its values as the URL has them ("1"). */
    private void nameEdges() {
        HTMLElement edges = document.getElementById(Field.WRAP.id());
        NodeList<? extends HTMLElement> options = edges == null ? null : edges.querySelectorAll("option");
        for (int i = 0; options != null && i < options.getLength(); i++) {
            HTMLElement option = options.get(i);
            String value = option.getAttribute("value");
            String name = value.equals("1") || value.equals("0") ? BoardSettings.edgesName(value.equals("1")) : value;
            if (!name.equals(option.getTextContent())) {
                option.setTextContent(name);
            }
        }
    }

    /**
     * Marks each field with a mistake (a board setting's label too) and puts the sentences of a line's
     * fields in it, each once; clears the others.
     */
    private void showMistakes() {
        Map<String, List<String>> said = new LinkedHashMap<>();
        for (Field field : Field.values()) {
            HTMLElement control = document.getElementById(field.id());
            List<String> line = said.computeIfAbsent(field.slot(), slot -> new ArrayList<>());
            StudioState.Mistake mistake = model.state.mistakeIn(field);
            if (control == null) {
                continue;
            }
            if (mistake != null && mistake.given() != null && !field.showsBoard()) {
                setText(field.id(), mistake.given());
            }
            if (mistake == null) {
                control.removeAttribute("aria-invalid");
                control.removeAttribute("aria-describedby");
            } else {
                control.setAttribute("aria-invalid", "true");
                control.setAttribute("aria-describedby", field.slot());
                if (!line.contains(mistake.sentence())) {
                    line.add(mistake.sentence());
                }
            }
            HTMLElement label = field.label() == null ? null : document.getElementById(field.label());
            if (label != null && mistake != null) {
                label.setAttribute("class", "invalid");
            } else if (label != null) {
                label.removeAttribute("class");
            }
        }
        for (Map.Entry<String, List<String>> line : said.entrySet()) {
            HTMLElement slot = element(line.getKey());
            slot.setTextContent(String.join(" ", line.getValue()));
            if (line.getValue().isEmpty()) {
                slot.setAttribute("hidden", "");
            } else {
                slot.removeAttribute("hidden");
            }
        }
    }

    private void showSimulation(FrameLoop loop) {
        boolean running = loop != null && loop.running();
        HTMLElement run = element("life-run");
        run.setTextContent(running ? "Pause" : "Run");
        run.setAttribute("aria-pressed", running ? "true" : "false");
        HTMLElement studio = element("life-studio");
        studio.setAttribute("data-running", running ? "1" : "0");
        studio.setAttribute("data-stepping", loop != null && loop.stepping() ? "1" : "0");
        FieldText.set(element("life-speed"), model.state.speed().id());
        element("life-theme").setTextContent("Theme: " + theme.choice());
    }

    private void showTools() {
        StudioState state = model.state;
        String tool = state.tool().name().toLowerCase();
        NodeList<? extends HTMLElement> tools = document.querySelectorAll(".life-tool");
        for (int i = 0; i < tools.getLength(); i++) {
            HTMLElement button = tools.get(i);
            button.setAttribute("aria-pressed", button.getAttribute("data-tool").equals(tool) ? "true" : "false");
        }
        element("life-studio").setAttribute("data-tool", tool);
        HTMLElement bar = element("life-placing");
        if (state.placing() == null) {
            bar.setAttribute("hidden", "");
        } else {
            bar.removeAttribute("hidden");
            element("life-placing-what").setTextContent("Placing " + state.placingName() + " ("
                    + state.placing().width() + " x " + state.placing().height() + "): click on the board");
        }
    }

    private void showPatternsAndFiles() {
        StudioState state = model.state;
        setText("life-pattern", state.libraryChoice());
        PatternInfo info = PatternLibrary.find(state.libraryChoice());
        element("life-pattern-info").setTextContent(info.behaviour() + "; " + info.discoverer() + ".");
        setText("life-share-link", state.sharedLink());
        element("life-share-link").setAttribute("data-link", state.sharedLink());
        element("life-export").setAttribute("data-rle", state.exported());
    }

    /** Without a device only what needs none stays usable; undo and redo only when there is something to do. */
    private void showAvailability(FrameLoop loop) {
        boolean connected = model.state.connected();
        for (int i = 0; i < controls.getLength(); i++) {
            HTMLElement control = controls.get(i);
            boolean usable = connected || WITHOUT_GPU.contains(control.getAttribute("id"));
            if (usable) {
                control.removeAttribute("disabled");
            } else {
                control.setAttribute("disabled", "");
            }
        }
        String undo = loop == null ? null : loop.undo().undoLabel();
        String redo = loop == null ? null : loop.undo().redoLabel();
        showHistoryButton("life-undo", "Undo", undo, "Ctrl+Z");
        showHistoryButton("life-redo", "Redo", redo, "Ctrl+Shift+Z or Ctrl+Y");
    }

    private void showHistoryButton(String id, String verb, String label, String keys) {
        HTMLElement button = element(id);
        if (label == null) {
            button.setAttribute("disabled", "");
            button.setAttribute("title", verb + " (" + keys + "): nothing to " + verb.toLowerCase());
        } else {
            button.setAttribute("title", verb + " " + label + " (" + keys + ")");
        }
    }

    private HTMLElement element(String id) {
        return document.getElementById(id);
    }
}
