package computelab.web;

import computelab.gpu.Algorithm;
import computelab.gpu.ShaderParts;
import computelab.lab.AlgorithmCatalog;
import computelab.lab.Workloads;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * "View the WGSL" of every algorithm of a page: for each one a collapsed section holding each of its
 * kernels whole, parts composed in, exactly as the GPU compiles it (from the shaders embedded in the
 * script, so it works offline), with a link to the same file the build publishes under wgsl/. A section's
 * kernels are composed when it is first opened: composing a scan page's modules took most of its script's
 * start (28 of 31 ms on a CPU adapter) at every load, for text most visits never show.
 */
final class WgslView {
    private WgslView() {
    }

    /** Fills the page's {@code #wgsl} element, if it has one, with the algorithms of its workload. */
    static void fill(HTMLDocument document, String page) {
        HTMLElement container = document.getElementById("wgsl");
        if (container == null) {
            return;
        }
        container.clear();
        Workloads.Workload workload = Workloads.named(page);
        if (workload != null) {
            for (Algorithm algorithm : workload.registry().all()) {
                add(container, algorithm);
            }
        }
    }

    private static void add(HTMLElement container, Algorithm algorithm) {
        HTMLElement details = Dom.append(container, "details");
        details.setAttribute("class", "wgsl");
        details.setAttribute("data-algo", algorithm.name());
        HTMLElement summary = Dom.append(details, "summary");
        Dom.append(summary, "span", "View the WGSL of ");
        Dom.append(summary, "code", algorithm.name());
        Dom.append(details, "p", algorithm.summary());
        details.addEventListener("toggle", event -> {
            if (details.hasAttribute("open") && !details.hasAttribute("data-filled")) {
                details.setAttribute("data-filled", "");
                addKernels(details, algorithm);
            }
        });
    }

    private static void addKernels(HTMLElement details, Algorithm algorithm) {
        for (ShaderParts.Module module : AlgorithmCatalog.modulesOf(algorithm)) {
            HTMLElement heading = Dom.append(details, "p");
            HTMLElement link = Dom.append(heading, "a", "wgsl/" + module.publishedPath());
            link.setAttribute("href", "wgsl/" + module.publishedPath());
            Dom.append(heading, "span", module.subgroups() ? " (with subgroups)" : "");
            Dom.append(details, "pre", module.source());
        }
    }
}
