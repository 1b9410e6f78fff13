package computelab.web.scan;

import computelab.lab.AlgorithmSteps;
import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.lab.scan.ScanExperiment;
import computelab.web.BarChart;
import computelab.web.Dom;
import computelab.web.ResultLayout;
import computelab.web.StepsDiagram;
import computelab.web.ViewOf;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The scan page's view of a result (the layout it shares with the reduce page, {@link ResultLayout}):
 * the comparison chart when every algorithm ran, the summary, the correctness, the time of every pass,
 * the values (whole for small n; for large n the first and last ones and those from the first
 * mismatch on, highlighted), and the algorithm's steps on this run's first values.
 */
public final class ScanResultView {
    private ScanResultView() {
    }

    @ViewOf(ScanExperiment.class)
    public static void show(Json.Obj result, HTMLElement output) {
        if (result.get("compare") instanceof List<?> rows) {
            compare(result, rows, output);
        }
        HTMLElement summary = summary(result, output);
        ResultLayout.measured(summary, result, "copy");
        correctness(result, output, "the sum of magnitudes");
        passes(result, output);
        values(result, output);
        List<?> shown = result.get("input") instanceof List<?> input ? input : firstInputs(result.get("head"));
        boolean inclusive = "inclusive".equals(result.get("mode"));
        String ran = ResultLayout.text(result.get("ran"));
        StepsDiagram.draw(output, ran, "f32".equals(result.get("type")) ? null : shown,
                values -> AlgorithmSteps.scan(ran, values, inclusive));
    }

    private static void compare(Json.Obj result, List<?> rows, HTMLElement output) {
        List<BarChart.Bar> bars = new ArrayList<>();
        for (Object item : rows) {
            Json.Obj row = (Json.Obj) item;
            Double millis = row.get("gpuMs") instanceof Json.Obj ms ? ResultLayout.number(ms.get("median")) : null;
            bars.add(new BarChart.Bar(ResultLayout.text(row.get("algo")), millis,
                    Numbers.rate(ResultLayout.number(row.get("gelemPerS")), "elements") + " · "
                            + Numbers.percent(ResultLayout.number(row.get("fractionOfCopy"))) + " of a copy",
                    Boolean.FALSE.equals(row.get("ok"))));
        }
        Dom.append(output, "h3", "Every algorithm at this size");
        BarChart.draw(output, "GPU time of one scan of " + Numbers.count(((Number) result.get("n")).longValue()) + " "
                + result.get("type") + " values, median of the timed repetitions; shorter is faster. The summary "
                + "below is this device's default algorithm.", "GPU time of every scan algorithm", bars);
    }

    /**
     * The summary table of a scan's result with its first rows, what ran on what input (the segmented scan's
     * page shows them too).
     */
    public static HTMLElement summary(Json.Obj result, HTMLElement output) {
        HTMLElement summary = ResultLayout.table(output, "Summary", "result-summary");
        ResultLayout.row(summary, "Algorithm", ResultLayout.text(result.get("ran")) + " (" + ResultLayout.text(
                result.get("access")) + " access, " + ResultLayout.text(result.get("primitives")) + ")");
        ResultLayout.row(summary, "Input", Numbers.count(((Number) result.get("n")).longValue()) + " "
                + result.get("type") + ", " + result.get("mode") + " scan (seed " + result.get("seed") + ", "
                + result.get("bits") + " random bits)");
        return summary;
    }

    /**
     * The correctness table of a scan's result: its verdict, with the checksum, the f32 error against
     * {@code magnitudes} (what the error is measured against) or the first difference, and a row where the GPU
     * wrote past the end of the output.
     */
    public static void correctness(Json.Obj result, HTMLElement output, String magnitudes) {
        HTMLElement table = ResultLayout.table(output, "Correctness", "result-summary");
        String detail = "";
        if (result.get("checksum") != null) {
            detail = "every element (checksum " + result.get("checksum") + ")";
        } else if (result.get("maxRelErr") != null) {
            detail = "every element within the f32 tolerance (largest error "
                    + Numbers.significant(ResultLayout.number(result.get("maxRelErr")), 3) + " of " + magnitudes
                    + ", tolerance " + Numbers.significant(ResultLayout.number(result.get("tolerance")), 3) + ")";
        }
        if (result.get("mismatch") instanceof Json.Obj mismatch) {
            detail = "first difference at index " + ResultLayout.text(mismatch.get("index")) + ": the CPU says "
                    + ResultLayout.text(mismatch.get("expected")) + ", the GPU wrote "
                    + ResultLayout.text(mismatch.get("actual"));
        }
        ResultLayout.verdict(table, result.get("ok"), detail);
        if (Boolean.FALSE.equals(result.get("guardOk"))) {
            ResultLayout.row(table, "Guard", "the GPU wrote past the end of the output").setAttribute("class", "wrong");
        }
    }

    private static void passes(Json.Obj result, HTMLElement output) {
        if (!(result.get("passes") instanceof List<?> passes) || passes.isEmpty()) {
            return;
        }
        double total = 0;
        for (Object pass : passes) {
            Double millis = ResultLayout.number(((Json.Obj) pass).get("medianMs"));
            total += millis == null ? 0 : millis;
        }
        HTMLElement table = ResultLayout.table(output, "Passes", "passes numbers");
        HTMLElement head = Dom.append(table, "tr");
        Dom.append(head, "th", "Pass");
        Dom.append(head, "th", "GPU time (median)");
        Dom.append(head, "th", "Share");
        for (Object pass : passes) {
            Json.Obj fields = (Json.Obj) pass;
            Double millis = ResultLayout.number(fields.get("medianMs"));
            HTMLElement line = Dom.append(table, "tr");
            Dom.append(line, "td", ResultLayout.text(fields.get("label")));
            Dom.append(line, "td", Numbers.millis(millis));
            Dom.append(line, "td", millis == null || total <= 0 ? "n/a" : Numbers.percent(millis / total));
        }
    }

    private static void values(Json.Obj result, HTMLElement output) {
        if (result.get("input") instanceof List<?> input && result.get("output") instanceof List<?> values) {
            List<List<?>> arrays = new ArrayList<>();
            arrays.add(input);
            arrays.add(values);
            ResultLayout.arrays(output, "Input and output", "scan-arrays", List.of("input", "output"), arrays);
            return;
        }
        if (!(result.get("head") instanceof List<?> head)) {
            return;
        }
        Dom.append(output, "h3", "The first and last elements");
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "ends numbers");
        table.setAttribute("id", "scan-ends");
        HTMLElement columns = Dom.append(table, "tr");
        for (String name : List.of("index", "input", "CPU", "GPU")) {
            Dom.append(columns, "th", name);
        }
        // f32 outputs may differ from the CPU's in the last bits and still be right: there only the
        // first mismatch (beyond the tolerance) is marked.
        boolean exact = !"f32".equals(result.get("type"));
        rows(table, head, exact);
        if (result.get("fromMismatch") instanceof List<?> fromMismatch) {
            gap(table, "... from the first mismatch on:");
            rows(table, fromMismatch.subList(0, 1), true);
            rows(table, fromMismatch.subList(1, fromMismatch.size()), exact);
        }
        if (result.get("tail") instanceof List<?> tail && !tail.isEmpty()) {
            gap(table, "...");
            rows(table, tail, exact);
        }
    }

    private static void rows(HTMLElement table, List<?> rows, boolean markDifferences) {
        for (Object item : rows) {
            List<?> row = (List<?>) item;
            HTMLElement line = Dom.append(table, "tr");
            if (markDifferences && !String.valueOf(row.get(2)).equals(String.valueOf(row.get(3)))) {
                line.setAttribute("class", "mismatch");
            }
            Dom.append(line, "td", Numbers.count(((Number) row.get(0)).longValue()));
            for (int column = 1; column < 4; column++) {
                Dom.append(line, "td", ResultLayout.text(row.get(column)));
            }
        }
    }

    private static void gap(HTMLElement table, String text) {
        HTMLElement line = Dom.append(table, "tr");
        HTMLElement cell = Dom.append(line, "td", text);
        cell.setAttribute("colspan", "4");
        cell.setAttribute("class", "gap");
    }

    /** The inputs of the head rows ([index, input, expected, actual]). */
    private static List<?> firstInputs(Object head) {
        if (!(head instanceof List<?> rows)) {
            return null;
        }
        List<Object> inputs = new ArrayList<>();
        for (Object row : rows) {
            inputs.add(((List<?>) row).get(1));
        }
        return inputs;
    }
}
