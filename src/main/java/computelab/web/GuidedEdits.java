package computelab.web;

import computelab.gpu.KernelEdit;
import computelab.lab.KernelTry;
import computelab.lab.Workloads;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * "Try this": the page's guided edits (its workload's row of {@link Workloads}), a short list under the
 * kernel's editor. Each says what it changes and what to expect; its button puts the page's parameters for
 * it into the form, hands the edited text to the Kernel panel ({@link #onLoad}) and runs it (the page
 * shell's runEdited).
 */
public final class GuidedEdits {
    private static Consumer<KernelEdit> panel;

    private GuidedEdits() {
    }

    /** The Kernel panel shows each edit a guided one loads, before it runs. */
    public static void onLoad(Consumer<KernelEdit> show) {
        panel = show;
    }

    /**
     * Fills {@code #try-this} with the page's edits; where the page has none, one is made under the Kernel
     * panel ({@code #kernel}), or above the output where the page has no panel. Collapsed until opened.
     */
    static void fill(HTMLDocument document, String page, BiConsumer<String, String> run) {
        Workloads.Workload workload = Workloads.named(page);
        List<KernelTry> tries = workload == null ? List.of() : workload.tries();
        if (tries.isEmpty()) {
            return;
        }
        HTMLElement section = document.getElementById("try-this");
        if (section == null) {
            HTMLElement panel = document.getElementById("kernel");
            HTMLElement output = document.getElementById("output");
            if (panel == null && output == null) {
                return;
            }
            section = document.createElement("details");
            section.setAttribute("id", "try-this");
            if (panel != null) {
                insertAfter(panel, section);
            } else {
                output.getParentNode().insertBefore(section, output);
            }
        }
        section.clear();
        section.setAttribute("class", "try-this");
        Dom.append(section, "summary", "Try this: " + tries.size() + " guided edits of the kernel, each checked and"
                + " timed against the shipped one");
        HTMLElement list = Dom.append(section, "ul");
        for (int i = 0; i < tries.size(); i++) {
            KernelTry tried = tries.get(i);
            HTMLElement item = Dom.append(list, "li");
            HTMLElement button = Dom.append(item, "button", tried.title());
            button.setAttribute("type", "button");
            button.setAttribute("id", "try-" + i);
            button.addEventListener("click", event -> load(document, tried, run));
            Dom.append(item, "p", tried.expect());
        }
    }

    private static void load(HTMLDocument document, KernelTry tried, BiConsumer<String, String> run) {
        KernelEdit edit = tried.edit();
        for (String pair : tried.query().split("&")) {
            int equals = pair.indexOf('=');
            setField(document, pair.substring(0, equals), pair.substring(equals + 1));
        }
        if (panel != null) {
            panel.accept(edit);
        }
        run.accept(edit.module(), edit.wgsl());
    }

    private static void setField(HTMLDocument document, String name, String value) {
        HTMLElement field = document.getElementById("field-" + name);
        if (field != null) {
            setValue(field, value);
        }
    }

    @JSBody(params = { "field", "value" }, script = "field.value = value;")
    private static native void setValue(HTMLElement field, String value);

    @JSBody(params = { "anchor", "element" }, script = "anchor.parentNode.insertBefore(element, anchor.nextSibling);")
    private static native void insertAfter(HTMLElement anchor, HTMLElement element);
}
