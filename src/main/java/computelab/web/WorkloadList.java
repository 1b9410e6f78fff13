package computelab.web;

import computelab.lab.Workloads;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Node;

/**
 * The index page's list of workloads, from the table ({@link Workloads}): a link to each page with its
 * one line, put before what the page lists itself (the bench). Text goes in as text nodes.
 */
final class WorkloadList {
    private WorkloadList() {
    }

    /** Fills the page's {@code ul.workloads}, if it has one. */
    static void fill(HTMLDocument document) {
        HTMLElement list = (HTMLElement) document.querySelector("ul.workloads");
        if (list == null) {
            return;
        }
        Node before = list.getFirstChild();
        for (Workloads.Workload workload : Workloads.ALL) {
            HTMLElement item = document.createElement("li");
            HTMLElement link = Dom.append(item, "a", workload.title());
            link.setAttribute("href", workload.page());
            item.appendChild(document.createTextNode(": " + workload.blurb()));
            list.insertBefore(item, before);
        }
    }
}
