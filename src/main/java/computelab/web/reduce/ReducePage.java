package computelab.web.reduce;

import computelab.lab.AlgorithmSteps;
import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.lab.reduce.ReduceExperiment;
import computelab.web.BarChart;
import computelab.web.Dom;
import computelab.web.ResultLayout;
import computelab.web.StepsDiagram;
import computelab.web.ViewOf;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * What reduce.html shows beyond the JSON, in the layout it shares with the scan page
 * ({@link ResultLayout}): for the ladder a bar chart of every version's GPU time, then the summary,
 * the correctness, the input (whole when small, its ends when large) and the version's tree on this
 * run's first values.
 */
public final class ReducePage {
    private ReducePage() {
    }

    @ViewOf(ReduceExperiment.class)
    public static void show(Json.Obj result, HTMLElement output) {
        boolean ladder = result.get("ladder") instanceof List<?>;
        if (result.get("ladder") instanceof List<?> rows) {
            ladder(result, rows, output);
        }
        HTMLElement summary = ResultLayout.table(output, "Summary", "result-summary");
        String algorithm = ladder ? "fast" : ResultLayout.text(result.get("algo"));
        ResultLayout.row(summary, "Algorithm", algorithm + (result.get("path") == null ? ""
                : " (" + result.get("path") + ", " + levels(result) + ")"));
        ResultLayout.row(summary, "Input", Numbers.count(((Number) result.get("n")).longValue()) + " "
                + result.get("type") + ", " + result.get("op") + " (seed " + result.get("seed") + ", "
                + result.get("bits") + " random bits)");
        ResultLayout.measured(summary, result, "read");
        HTMLElement correctness = ResultLayout.table(output, "Correctness", "result-summary");
        ResultLayout.row(correctness, "GPU value", ResultLayout.text(result.get("value")));
        if (result.get("expected") != null) {
            ResultLayout.row(correctness, "CPU value", ResultLayout.text(result.get("expected")));
        }
        String detail = result.get("maxRelErr") instanceof Number error ? "within the f32 tolerance (error "
                + Numbers.significant(error.doubleValue(), 3) + " of the sum of magnitudes)" : "exactly";
        ResultLayout.verdict(correctness, result.get("ok"), detail);
        input(result, output);
        String shownAlgorithm = ladder ? "v3-sequential" : algorithm;
        List<?> shown = result.get("input") instanceof List<?> all ? all
                : result.get("inputHead") instanceof List<?> head ? head : null;
        StepsDiagram.draw(output, shownAlgorithm, "f32".equals(result.get("type")) || !"sum".equals(result.get("op"))
                ? null : shown, values -> AlgorithmSteps.reduce(shownAlgorithm, values));
    }

    /** "2 levels in one dispatch", "4 levels in 4 dispatches": the plan's levels, as they ran. */
    private static String levels(Json.Obj result) {
        long levels = ((Number) result.get("passes")).longValue();
        long dispatches = result.get("dispatches") instanceof Number n ? n.longValue() : levels;
        return levels + (levels == 1 ? " level" : " levels") + " in " + (dispatches == 1 ? "one dispatch"
                : dispatches + " dispatches") + " of one compute pass";
    }

    private static void ladder(Json.Obj result, List<?> rows, HTMLElement output) {
        List<BarChart.Bar> bars = new ArrayList<>();
        for (Object item : rows) {
            Json.Obj row = (Json.Obj) item;
            Double millis = row.get("gpuMs") instanceof Json.Obj ms ? ResultLayout.number(ms.get("median")) : null;
            StringBuilder note = new StringBuilder();
            if (row.get("speedupOverV1") instanceof Number speedup) {
                note.append(Numbers.significant(speedup.doubleValue(), 3)).append("x v1");
            }
            if (row.get("fractionOfRead") instanceof Number fraction) {
                note.append(note.length() == 0 ? "" : " · ").append(Numbers.percent(fraction.doubleValue()))
                        .append(" of read");
            }
            bars.add(new BarChart.Bar(ResultLayout.text(row.get("algo")), millis, note.toString(),
                    Boolean.FALSE.equals(row.get("ok"))));
        }
        Dom.append(output, "h3", "The optimization ladder at this size");
        BarChart.draw(output, "GPU time of one reduction of " + Numbers.count(((Number) result.get("n")).longValue())
                + " " + result.get("type") + " (" + result.get("op") + "), median of the timed repetitions; shorter is "
                + "faster. The summary below is the fast version.", "GPU time of every reduction version", bars);
    }

    private static void input(Json.Obj result, HTMLElement output) {
        if (result.get("input") instanceof List<?> input) {
            List<List<?>> arrays = new ArrayList<>();
            arrays.add(input);
            ResultLayout.arrays(output, "Input", "reduce-input", List.of("input"), arrays);
        } else if (result.get("inputHead") instanceof List<?> head && result.get("inputTail") instanceof List<?> tail) {
            List<Object> ends = new ArrayList<>(head);
            ends.add("...");
            ends.addAll(tail);
            Dom.append(output, "h3", "The first and last elements of the input");
            HTMLElement scroll = Dom.append(output, "div");
            scroll.setAttribute("class", "scroll");
            HTMLElement table = Dom.append(scroll, "table");
            table.setAttribute("class", "arrays numbers");
            table.setAttribute("id", "reduce-ends");
            HTMLElement line = Dom.append(table, "tr");
            for (Object value : ends) {
                Dom.append(line, "td", ResultLayout.element(value));
            }
        }
    }
}
