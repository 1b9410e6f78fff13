package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLInputElement;

/**
 * Keys as in Golly-like programs: Space runs or pauses, N steps (by the step count), F fits the live
 * cells, H shows the whole board, + and - zoom, Esc ends placing. Ignored while typing in a field.
 */
final class Shortcuts {
    private final HTMLDocument document;
    private final StudioActions actions;

    Shortcuts(HTMLDocument document, StudioActions actions) {
        this.document = document;
        this.actions = actions;
        document.addEventListener("keydown", event -> handle((KeyboardEvent) event));
    }

    private void handle(KeyboardEvent event) {
        if (event.isCtrlKey() || event.isMetaKey() || event.isAltKey() || typing(event)
                || " ".equals(event.getKey()) && onButton(event)) {
            return;
        }
        Runnable action = switch (event.getKey()) {
            case " " -> actions::toggleRunning;
            case "n", "N" -> () -> actions.step(((HTMLInputElement) document.getElementById("life-step-count")).getValue());
            case "f", "F" -> actions::fit;
            case "h", "H" -> actions::wholeBoard;
            case "+", "=" -> () -> actions.zoom(1);
            case "-", "_" -> () -> actions.zoom(-1);
            case "Escape" -> () -> actions.setTool(StudioActions.Tool.DRAW);
            default -> null;
        };
        if (action != null) {
            event.preventDefault();
            actions.guarded(action);
        }
    }

    /** A focused button takes Space itself (pressing it); the shortcut would press twice. */
    @JSBody(params = "event", script = "var t = event.target; return !!t && t.tagName === 'BUTTON';")
    private static native boolean onButton(KeyboardEvent event);

    @JSBody(params = "event", script = "var t = event.target; if (!t || !t.tagName) return false;"
            + "var tag = t.tagName.toLowerCase(); return tag === 'input' || tag === 'textarea' || tag === 'select'"
            + " || t.isContentEditable === true;")
    private static native boolean typing(KeyboardEvent event);
}
