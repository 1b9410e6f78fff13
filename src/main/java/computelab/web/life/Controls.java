package computelab.web.life;

import java.util.function.Consumer;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The Life page's buttons and fields as input: each calls an action with what the person typed or
 * chose. The panel beside the board (simulation, board, patterns), and the tools and notices over the
 * board. Nothing here changes what the page shows: the view shows the model the actions changed.
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

    /**
     * The board's settings apply as soon as they change, from their one control each (the page shell
     * builds it in the panel's place for it, again once it has a device: heard on the place), and the
     * rule presets.
     */
    private void wireBoardFields() {
        change("life-rule-preset", () -> {
            if (!value("life-rule-preset").isEmpty()) {
                board.changeRule(value("life-rule-preset"));
            }
        });
        onChange(Field.RULE, board::changeRule);
        onChange(Field.WRAP, text -> board.changeWrap("1".equals(text)));
        onChange(Field.WIDTH, text -> board.resize(text, value(Field.HEIGHT.id())));
        onChange(Field.HEIGHT, text -> board.resize(value(Field.WIDTH.id()), text));
        onChange(Field.ENGINE, board::changeEngine);
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

    /** A board setting's change, with the text of its control, heard on the place that holds the control. */
    private void onChange(Field setting, Consumer<String> action) {
        HTMLElement place = document.getElementById(setting.place());
        FieldText.trackEditing(place);
        place.addEventListener("change", event -> action.accept(value(setting.id())));
    }
}
