package computelab.web;

import computelab.lab.Json;
import org.teavm.jso.dom.html.HTMLElement;

/** What a page shows of a result beyond the JSON (tables, charts, small arrays). */
@FunctionalInterface
public interface ResultView {
    void show(Json.Obj result, HTMLElement output);
}
