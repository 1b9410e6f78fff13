package computelab.web;

import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/** Every page's nav, from the page table ({@link Site}): a link per page, the current one marked. */
final class Nav {
    private Nav() {
    }

    /** Puts the links first in the page's {@code <nav>} (before what the page adds there, e.g. Life's theme). */
    static void fill(HTMLDocument document, String current) {
        HTMLElement nav = (HTMLElement) document.querySelector("header nav");
        if (nav == null) {
            return;
        }
        HTMLElement before = (HTMLElement) nav.getFirstChild();
        for (Site.Page page : Site.PAGES) {
            HTMLElement link = document.createElement("a");
            link.setAttribute("href", page.name() + ".html");
            link.withText(page.label());
            if (page.name().equals("index")) {
                link.setAttribute("class", "brand");
            }
            if (page.name().equals(current)) {
                link.setAttribute("aria-current", "page");
            }
            nav.insertBefore(link, before);
        }
    }
}
