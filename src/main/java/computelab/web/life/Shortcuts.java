package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * Keys as in Golly-like programs: Space runs or pauses, N steps (by the step count), Ctrl+Z undoes,
 * Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), F fits the live cells, H shows the whole board, + and -
 * zoom, the arrows move the board, ? opens the help and Esc closes it or ends placing. While a pattern
 * is being placed, R and Shift+R turn it, F and Shift+F mirror it. Ignored while typing in a field, where
 * the same keys edit the text.
 */
final class Shortcuts {
    /** Device pixels an arrow key moves the board. */
    private static final double ARROW_PIXELS = 96;

    private final HTMLDocument document;
    private final StudioModel model;
    private final StudioActions actions;
    private final BoardActions board;

    Shortcuts(HTMLDocument document, StudioModel model, StudioActions actions, BoardActions board) {
        this.document = document;
        this.model = model;
        this.actions = actions;
        this.board = board;
        document.addEventListener("keydown", event -> handle((KeyboardEvent) event));
    }

    private void handle(KeyboardEvent event) {
        if (typing(event) || event.isAltKey()) {
            return;
        }
        Runnable action = event.isCtrlKey() || event.isMetaKey() ? history(event) : plain(event);
        if (action != null) {
            event.preventDefault();
            action.run();
        }
    }

    private Runnable history(KeyboardEvent event) {
        return switch (event.getKey()) {
            case "z", "Z" -> event.isShiftKey() ? actions::redo : actions::undo;
            case "y", "Y" -> actions::redo;
            default -> null;
        };
    }

    private Runnable plain(KeyboardEvent event) {
        String key = event.getKey();
        if (" ".equals(key) && onButton(event)) {
            // A focused button takes Space itself (pressing it); the shortcut would press twice.
            return null;
        }
        boolean placing = model.state.placing() != null;
        boolean shift = event.isShiftKey();
        return switch (key) {
            case " " -> actions::toggleRunning;
            case "n", "N" -> () -> actions.step(FieldText.of(document.getElementById("life-step-count")));
            case "r", "R" -> placing ? () -> board.transform(shift ? PatternTransform.ROTATE_ANTICLOCKWISE
                    : PatternTransform.ROTATE_CLOCKWISE) : null;
            case "f", "F" -> placing ? () -> board.transform(shift ? PatternTransform.FLIP_UP_DOWN
                    : PatternTransform.FLIP_LEFT_RIGHT) : actions::fit;
            case "h", "H" -> actions::wholeBoard;
            case "+", "=" -> () -> actions.zoom(1);
            case "-", "_" -> () -> actions.zoom(-1);
            case "ArrowLeft" -> () -> actions.pan(ARROW_PIXELS, 0);
            case "ArrowRight" -> () -> actions.pan(-ARROW_PIXELS, 0);
            case "ArrowUp" -> () -> actions.pan(0, ARROW_PIXELS);
            case "ArrowDown" -> () -> actions.pan(0, -ARROW_PIXELS);
            case "?" -> actions::toggleHelp;
            case "Escape" -> actions::escape;
            default -> null;
        };
    }

    @JSBody(params = "event", script = "var t = event.target; return !!t && t.tagName === 'BUTTON';")
    private static native boolean onButton(KeyboardEvent event);

    @JSBody(params = "event", script = "var t = event.target; if (!t || !t.tagName) return false;"
            + "var tag = t.tagName.toLowerCase(); return tag === 'input' || tag === 'textarea' || tag === 'select'"
            + " || t.isContentEditable === true;")
    private static native boolean typing(KeyboardEvent event);
}
