package computelab.web;

import computelab.gpu.Gpu;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The life page as the page shell sees it: {@link LifeExperiment} for the run, plus a short summary
 * under the form. The board is not drawn here yet (render=1 is accepted and draws nothing).
 */
final class LifePage implements Experiment, ResultView {
    private final LifeExperiment experiment = new LifeExperiment();

    @Override
    public String page() {
        return experiment.page();
    }

    @Override
    public List<Field> fields() {
        return experiment.fields();
    }

    @Override
    public Json.Obj run(Gpu gpu, Params params) {
        return experiment.run(gpu, params);
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "numbers life-summary");
        row(table, "Board", result.get("w") + " x " + result.get("h") + ", " + result.get("rule")
                + (Integer.valueOf(1).equals(result.get("wrap")) ? ", torus" : ", dead outside"));
        row(table, "Start", String.valueOf(result.get("start")));
        row(table, "Engine", result.get("algo") + (result.get("layout") == null ? "" : " " + result.get("layout")));
        row(table, "Generation", String.valueOf(result.get("generation")));
        row(table, "Population", String.valueOf(result.get("population")));
        row(table, "Checksum", String.valueOf(result.get("checksum")));
        Object millis = result.get("gpuMsPerGen");
        row(table, "GPU time per generation", millis == null ? "n/a" : millis + " ms");
    }

    private static void row(HTMLElement table, String label, String value) {
        HTMLElement row = Dom.append(table, "tr");
        Dom.append(row, "th", label);
        Dom.append(row, "td", value);
    }
}
