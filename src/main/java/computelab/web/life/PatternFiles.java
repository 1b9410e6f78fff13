package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Location;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.file.File;
import org.teavm.jso.file.FileList;

/**
 * Patterns in and out as text, on the browser's side: opening .rle and .cells files (the file input)
 * and the buttons of the files section as input to the actions; the download of an export (through a
 * Blob URL) and the clipboard as what the actions ask of the browser.
 */
final class PatternFiles implements BoardActions.Outside {
    private final HTMLDocument document;
    private final BoardActions actions;

    PatternFiles(HTMLDocument document, BoardActions actions) {
        this.document = document;
        this.actions = actions;
        HTMLInputElement file = (HTMLInputElement) document.getElementById("life-file");
        file.addEventListener("change", event -> {
            FileList chosen = file.getFiles();
            if (chosen != null && chosen.getLength() > 0) {
                File picked = chosen.get(0);
                readText(picked, text -> actions.loadText(Field.FILES, picked.getName(), text),
                        error -> actions.fileUnreadable(picked.getName(), error));
                // The same file can be chosen again after editing it elsewhere.
                file.setValue("");
            }
        });
        click("life-export", actions::exportRle);
        click("life-share", actions::share);
    }

    private void click(String id, Runnable action) {
        document.getElementById(id).addEventListener("click", event -> action.run());
    }

    @Override
    public void download(String fileName, String text) {
        save(fileName, text);
    }

    @Override
    public void copy(String text) {
        copyToClipboard(text, () -> actions.linkCopied(true), () -> actions.linkCopied(false));
    }

    @Override
    public String pageAddress() {
        Location location = Location.current();
        return location.getProtocol() + "//" + location.getHost() + location.getPathName();
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
    private static native void save(String name, String text);

    @JSBody(params = { "text", "copied", "refused" }, script = "try { navigator.clipboard.writeText(text)"
            + ".then(function() { copied(); }, function() { refused(); }); } catch (e) { refused(); }")
    private static native void copyToClipboard(String text, Done copied, Done refused);
}
