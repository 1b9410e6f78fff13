package computelab.web;

import org.teavm.jso.dom.html.HTMLElement;

/** An experiment that shows its result in the page beyond the JSON (tables, charts, small arrays). */
public interface ResultView {
    void show(Json.Obj result, HTMLElement output);
}
