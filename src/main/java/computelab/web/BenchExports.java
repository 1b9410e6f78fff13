package computelab.web;

import computelab.lab.BenchCsv;
import computelab.lab.Json;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The result as files: download links for the JSON (exactly the text of #result) and for a CSV of its
 * rows, made from Blob URLs of this page (revoked when the next run replaces them), and a Copy JSON button.
 */
final class BenchExports {
    private final List<String> urls = new ArrayList<>();

    /** Appends the links and the button for {@code result} to {@code parent}. */
    void show(HTMLElement parent, Json.Obj result) {
        String json = result.toString();
        HTMLElement bar = Dom.append(parent, "div");
        bar.setAttribute("class", "bench-actions");
        link(bar, "download", "Download JSON", "bench-results.json", json, "application/json");
        link(bar, "download-csv", "Download CSV", "bench-results.csv", BenchCsv.of(result), "text/csv");
        HTMLElement copy = Dom.append(bar, "button", "Copy JSON");
        copy.setAttribute("type", "button");
        copy.setAttribute("id", "copy-json");
        copy.setAttribute("class", "secondary");
        HTMLElement status = Dom.append(bar, "span");
        status.setAttribute("id", "export-status");
        status.setAttribute("role", "status");
        copy.addEventListener("click", event -> copyText(json, status));
    }

    /** Frees the files of the previous result. */
    void release() {
        for (String url : urls) {
            revoke(url);
        }
        urls.clear();
    }

    private void link(HTMLElement bar, String id, String label, String name, String text, String type) {
        String url = blobUrl(text, type);
        urls.add(url);
        HTMLElement link = Dom.append(bar, "a", label);
        link.setAttribute("id", id);
        link.setAttribute("class", "button secondary");
        link.setAttribute("href", url);
        link.setAttribute("download", name);
        link.setAttribute("type", type);
    }

    @JSBody(params = { "text", "type" }, script = "return URL.createObjectURL(new Blob([text], {type: type}));")
    private static native String blobUrl(String text, String type);

    @JSBody(params = "url", script = "URL.revokeObjectURL(url);")
    private static native void revoke(String url);

    @JSBody(params = { "text", "status" }, script = "function say(t) { status.textContent = t; }"
            + "if (!navigator.clipboard) { say('Copying needs a secure page (https or localhost).'); return; }"
            + "navigator.clipboard.writeText(text).then(function() { say('Copied to the clipboard.'); },"
            + "function(e) { say('Copying failed: ' + (e && e.message ? e.message : e)); });")
    private static native void copyText(String text, HTMLElement status);
}
