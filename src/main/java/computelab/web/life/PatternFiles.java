package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.file.File;
import org.teavm.jso.file.FileList;

/**
 * Patterns in and out as text: opening .rle and .cells files (file input), pasted text, the RLE export
 * (a download through a Blob URL; the last export also stays on the button as {@code data-rle}) and the
 * share link (shown, copied to the clipboard where the browser allows, and kept as {@code data-link}).
 */
final class PatternFiles {
    private final HTMLDocument document;
    private final StudioActions actions;

    PatternFiles(HTMLDocument document, StudioActions actions) {
        this.document = document;
        this.actions = actions;
    }

    void wire() {
        HTMLInputElement file = (HTMLInputElement) document.getElementById("life-file");
        file.addEventListener("change", event -> {
            FileList chosen = file.getFiles();
            if (chosen != null && chosen.getLength() > 0) {
                File picked = chosen.get(0);
                readText(picked, text -> actions.guarded(() -> actions.loadText(picked.getName(), text)),
                        error -> actions.guarded(() -> {
                            throw new computelab.failure.LabException("The file " + picked.getName()
                                    + " could not be read: " + error + ".");
                        }));
                // The same file can be chosen again after editing it elsewhere.
                file.setValue("");
            }
        });
        HTMLElement paste = document.getElementById("life-paste");
        click("life-paste-load", () -> actions.loadText("", Controls.valueOf(paste)));
        click("life-paste-place", () -> actions.startPlacing(actions.patternFrom(null, Controls.valueOf(paste))));
        HTMLElement export = document.getElementById("life-export");
        click("life-export", () -> actions.exportRle((name, text) -> {
            export.setAttribute("data-rle", text);
            download(name, text);
        }));
        HTMLElement link = document.getElementById("life-share-link");
        click("life-share", () -> actions.share(url -> {
            Controls.setValue(link, url);
            link.setAttribute("data-link", url);
            copyToClipboard(url, () -> note("Link copied to the clipboard."),
                    () -> note("Copy the link from the field below (the browser did not allow copying)."));
        }));
    }

    private void note(String text) {
        document.getElementById("life-note").setTextContent(text);
    }

    private void click(String id, Runnable handler) {
        document.getElementById(id).addEventListener("click", event -> actions.guarded(handler));
    }

    @JSFunctor
    interface TextHandler extends JSObject {
        void accept(String text);
    }

    @JSFunctor
    interface Done extends JSObject {
        void run();
    }

    /** Reads a file's text; every promise gets a rejection handler. */
    @JSBody(params = { "file", "ok", "failed" }, script = "file.text().then(function(t) { ok(String(t)); },"
            + "function(e) { failed(e && e.message ? String(e.message) : String(e)); });")
    private static native void readText(File file, TextHandler ok, TextHandler failed);

    @JSBody(params = { "name", "text" }, script = "var url = URL.createObjectURL(new Blob([text], "
            + "{ type: 'application/x-life-rle' })); var a = document.createElement('a'); a.href = url;"
            + "a.download = name; document.body.appendChild(a); a.click(); a.remove();"
            + "setTimeout(function() { URL.revokeObjectURL(url); }, 10000);")
    private static native void download(String name, String text);

    @JSBody(params = { "text", "copied", "refused" }, script = "try { navigator.clipboard.writeText(text)"
            + ".then(function() { copied(); }, function() { refused(); }); } catch (e) { refused(); }")
    private static native void copyToClipboard(String text, Done copied, Done refused);
}
