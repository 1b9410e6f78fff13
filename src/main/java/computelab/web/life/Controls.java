package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The Life page's buttons and fields as input: each calls an action with what the person typed or
 * chose. The panel beside the board (simulation, board, patterns), the tools and notices over the board,
 * and the URL form's fields that apply at once (rule, wrap, size, engine; PageShell builds them). Nothing
 * here changes what the page shows: the view shows the model the actions changed.
 */
final class Controls {
    private final HTMLDocument document;
    private final StudioActions studio;
    private final BoardActions board;

    Controls(HTMLDocument document, StudioActions studio, BoardActions board) {
        this.document = document;
        this.studio = studio;
        this.board = board;
        wireSimulation();
        wireView();
        wireNotices();
        wireBoardFields();
        wirePatterns();
        wireForm();
    }

    private void wireSimulation() {
        click("life-run", studio::toggleRunning);
        click("life-step", () -> studio.step(value("life-step-count")));
        click("life-undo", studio::undo);
        click("life-redo", studio::redo);
        click("life-reset", studio::reset);
        click("life-clear", studio::clear);
        click("life-random", () -> board.randomFill(value("life-density")));
        change("life-speed", () -> studio.setSpeed(Speed.byId(value("life-speed"))));
    }

    private void wireView() {
        click("life-zoom-in", () -> studio.zoom(1));
        click("life-zoom-out", () -> studio.zoom(-1));
        click("life-fit", studio::fit);
        click("life-home", studio::wholeBoard);
        click("life-theme", studio::nextTheme);
        NodeList<? extends HTMLElement> tools = document.querySelectorAll(".life-tool");
        for (int i = 0; i < tools.getLength(); i++) {
            HTMLElement button = tools.get(i);
            button.addEventListener("click", event -> studio.setTool(
                    "move".equals(button.getAttribute("data-tool")) ? StudioState.Tool.MOVE : StudioState.Tool.DRAW));
        }
    }

    /** The sentence's close button, the progress's Stop, the help, and the placing bar's buttons. */
    private void wireNotices() {
        click("life-message-close", studio::dismiss);
        click("life-stop", studio::stop);
        click("life-help-button", studio::toggleHelp);
        click("life-help-close", studio::closeHelp);
        click("life-rotate", () -> board.transform(PatternTransform.ROTATE_CLOCKWISE));
        click("life-flip", () -> board.transform(PatternTransform.FLIP_LEFT_RIGHT));
        click("life-place-done", () -> studio.setTool(StudioState.Tool.DRAW));
    }

    /** The panel's rule (with presets), size, edges and engine: they apply as soon as they change. */
    private void wireBoardFields() {
        change("life-rule-preset", () -> {
            if (!value("life-rule-preset").isEmpty()) {
                board.changeRule(Field.RULE, value("life-rule-preset"));
            }
        });
        change("life-rule", () -> board.changeRule(Field.RULE, value("life-rule")));
        change("life-wrap", () -> board.changeWrap(Field.WRAP, "1".equals(value("life-wrap"))));
        Runnable resize = () -> board.resize(Field.WIDTH, value("life-width"), Field.HEIGHT, value("life-height"));
        change("life-width", resize);
        change("life-height", resize);
        change("life-algo", () -> board.changeEngine(Field.ENGINE, value("life-algo")));
    }

    private void wirePatterns() {
        change("life-pattern", () -> board.chooseLibrary(value("life-pattern")));
        click("life-load-pattern", () -> board.loadLibrary(value("life-pattern")));
        click("life-place-pattern", () -> board.placeFromLibrary(value("life-pattern")));
        click("life-place-at", () -> board.placeAt(value("life-pattern"), value("life-place-x"),
                value("life-place-y")));
        click("life-paste-load", () -> board.loadText(Field.PASTE, "", value("life-paste")));
        click("life-paste-place", () -> board.placeFromText(value("life-paste")));
    }

    /**
     * The URL form's fields: rule, wrap, size and engine apply when they change, as in the panel. PageShell
     * builds them once it has a device (again after a reconnect), so their changes are heard on the form.
     */
    private void wireForm() {
        HTMLElement form = document.getElementById("form");
        if (form == null) {
            return;
        }
        form.addEventListener("change", event -> {
            switch (targetId(event)) {
                case "field-rule" -> board.changeRule(Field.FORM_RULE, value("field-rule"));
                case "field-wrap" -> board.changeWrap(Field.FORM_WRAP, "1".equals(value("field-wrap")));
                case "field-w", "field-h" -> board.resize(Field.FORM_WIDTH, value("field-w"), Field.FORM_HEIGHT,
                        value("field-h"));
                case "field-algo" -> board.changeEngine(Field.FORM_ENGINE, value("field-algo"));
                default -> { }
            }
        });
    }

    @JSBody(params = "event", script = "return event.target && event.target.id ? String(event.target.id) : '';")
    private static native String targetId(Event event);

    private String value(String id) {
        return FieldText.of(document.getElementById(id));
    }

    private void click(String id, Runnable action) {
        document.getElementById(id).addEventListener("click", event -> action.run());
    }

    private void change(String id, Runnable action) {
        HTMLElement control = document.getElementById(id);
        FieldText.trackEditing(control);
        EventListener<?> listener = event -> action.run();
        control.addEventListener("change", listener);
    }
}
