package computelab.web.kernel;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The code editor of the Kernel panel, as Java sees it: the global {@code labEditor} that the site's
 * js/editor.js defines (CodeMirror 6 with WGSL, bundled from src/main/js/editor/ by the build). The script
 * is loaded only when a person first opens the panel, so a page that never opens it loads as before.
 */
final class EditorBinding {
    /** Where the bundle lies, relative to every page. */
    static final String SCRIPT = "js/editor.js";

    private EditorBinding() {
    }

    @JSFunctor
    interface Loaded extends JSObject {
        /** Called once: with true when the editor can be created, false when its script failed to load. */
        void loaded(boolean ok);
    }

    /** Adds the editor's script to the page once (a second call waits for the same script). */
    @JSBody(params = { "src", "done" }, script = "if (globalThis.labEditor) { done(true); return; }"
            + "var script = document.querySelector('script[data-editor]');"
            + "if (!script) { script = document.createElement('script'); script.src = src;"
            + " script.setAttribute('data-editor', ''); document.head.appendChild(script); }"
            + "script.addEventListener('load', function() { done(!!globalThis.labEditor); });"
            + "script.addEventListener('error', function() { done(false); });")
    static native void load(String src, Loaded done);

    /** An editor in {@code parent} showing {@code text}; {@code shipped} is what Reset and Diff go back to. */
    @JSBody(params = { "parent", "text", "shipped" }, script = "return globalThis.labEditor.create(parent, text, shipped);")
    static native JSObject create(HTMLElement parent, String text, String shipped);

    @JSBody(params = "editor", script = "return editor.text();")
    static native String text(JSObject editor);

    /** Shows another module: its text, and its shipped text for Reset and Diff; the history starts afresh. */
    @JSBody(params = { "editor", "text", "shipped" }, script = "editor.load(text, shipped);")
    static native void load(JSObject editor, String text, String shipped);

    /** Replaces the text as one change that Undo takes back. */
    @JSBody(params = { "editor", "text" }, script = "editor.setText(text);")
    static native void setText(JSObject editor, String text);

    /** Back to the shipped text (one change, so Undo brings the edit back). */
    @JSBody(params = "editor", script = "editor.reset();")
    static native void reset(JSObject editor);

    @JSBody(params = "editor", script = "return editor.edited();")
    static native boolean edited(JSObject editor);

    /** Shows or hides the shipped text's lines that the edit changed, in the editor. */
    @JSBody(params = { "editor", "on" }, script = "editor.showDiff(on);")
    static native void showDiff(JSObject editor, boolean on);

    /** Marks messages in the text: a JSON list of {type, line, column, message} (lines and columns from 1). */
    @JSBody(params = { "editor", "json" }, script = "editor.mark(json);")
    static native void mark(JSObject editor, String json);

    /** Puts the cursor at a line and column and scrolls it into view. */
    @JSBody(params = { "editor", "line", "column" }, script = "editor.goTo(line, column);")
    static native void goTo(JSObject editor, int line, int column);
}
