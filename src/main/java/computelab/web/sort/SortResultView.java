package computelab.web.sort;

import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.lab.sort.SortExperiment;
import computelab.web.Dom;
import computelab.web.ResultLayout;
import computelab.web.ViewOf;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The sort page's view of a result, in the layout of the scan and reduce pages ({@link ResultLayout}):
 * the summary (GPU time, keys per second, the fraction of the bandwidth bound of the bytes the
 * algorithm moves, memory), the correctness, the time of every pass, and the keys: whole for small n,
 * else the first sorted keys beside the CPU's.
 */
public final class SortResultView {
    private SortResultView() {
    }

    @ViewOf(SortExperiment.class)
    public static void show(Json.Obj result, HTMLElement output) {
        boolean values = Integer.valueOf(1).equals(result.get("values")) || Double.valueOf(1).equals(result.get("values"));
        HTMLElement summary = ResultLayout.table(output, "Summary", "result-summary");
        ResultLayout.row(summary, "Algorithm", ResultLayout.text(result.get("algo")));
        ResultLayout.row(summary, "Input", Numbers.count(((Number) result.get("n")).longValue()) + " "
                + result.get("type") + " keys" + (values ? " with their indices as u32 values" : "") + " (seed "
                + result.get("seed") + ", " + result.get("bits") + " random bits)");
        ResultLayout.row(summary, "GPU time", ResultLayout.time(result.get("gpuMs")));
        ResultLayout.row(summary, "Throughput", Numbers.rate(ResultLayout.number(result.get("gkeysPerS")), "keys"));
        ResultLayout.row(summary, "Against the bandwidth bound", bound(result));
        ResultLayout.row(summary, "GPU memory", "scratch " + Numbers.bytes(ResultLayout.number(result.get(
                "scratchBytes"))) + ", in all " + Numbers.bytes(ResultLayout.number(result.get("allocatedBytes"))));
        correctness(result, output);
        passes(result, output);
        keys(result, output, values);
    }

    private static String bound(Json.Obj result) {
        Double perKey = ResultLayout.number(result.get("bytesPerKey"));
        Double fraction = ResultLayout.number(result.get("fractionOfCopy"));
        String moves = "this algorithm moves " + Numbers.significant(perKey, 3) + " bytes per key";
        if (fraction == null) {
            return moves + "; n/a (one cold run, or no timestamps)";
        }
        return Numbers.percent(fraction) + " of a copy kernel moving the same bytes ("
                + Numbers.bandwidth(ResultLayout.number(result.get("copyGBs"))) + "): " + moves;
    }

    private static void correctness(Json.Obj result, HTMLElement output) {
        HTMLElement table = ResultLayout.table(output, "Correctness", "result-summary");
        String detail = "every key in the CPU's order (checksum " + ResultLayout.text(result.get("checksum"))
                + (result.get("valuesChecksum") != null ? ", values checksum " + ResultLayout.text(
                        result.get("valuesChecksum")) + ": stable" : "") + ")";
        if (result.get("mismatch") instanceof Json.Obj mismatch) {
            detail = "first difference at index " + ResultLayout.text(mismatch.get("index")) + " (a "
                    + ResultLayout.text(mismatch.get("in")) + "): the CPU says " + ResultLayout.element(
                            mismatch.get("expected")) + ", the GPU wrote " + ResultLayout.element(mismatch.get("actual"));
        }
        ResultLayout.verdict(table, result.get("ok"), detail);
        if (Boolean.FALSE.equals(result.get("guardOk"))) {
            ResultLayout.row(table, "Guard", "the GPU wrote past the end of the output").setAttribute("class", "wrong");
        }
    }

    /**
     * The passes as a table of digits by steps: a pass labelled "bits 0-3: scan counts (reduce tiles)"
     * goes to row "bits 0-3", column "scan counts" (sub-steps in parentheses are added up); a pass
     * without a digit (a histogram of all digits) has a row of its own.
     */
    private static void passes(Json.Obj result, HTMLElement output) {
        if (!(result.get("passes") instanceof List<?> passes) || passes.isEmpty()) {
            return;
        }
        List<String> rows = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        Map<String, Double> cells = new HashMap<>();
        double total = 0;
        boolean timed = false;
        for (Object pass : passes) {
            Json.Obj fields = (Json.Obj) pass;
            String label = ResultLayout.text(fields.get("label"));
            int colon = label.indexOf(": ");
            String row = colon < 0 ? label : label.substring(0, colon);
            String step = colon < 0 ? "" : label.substring(colon + 2);
            int bracket = step.indexOf(" (");
            step = bracket < 0 ? step : step.substring(0, bracket);
            if (!rows.contains(row)) {
                rows.add(row);
            }
            if (!step.isEmpty() && !steps.contains(step)) {
                steps.add(step);
            }
            Double millis = ResultLayout.number(fields.get("medianMs"));
            timed |= millis != null;
            double value = millis == null ? 0 : millis;
            cells.merge(row + "\n" + step, value, Double::sum);
            total += value;
        }
        HTMLElement table = ResultLayout.table(output, "Passes: GPU time (median) of each step", "passes numbers");
        table.setAttribute("id", "sort-passes");
        HTMLElement head = Dom.append(table, "tr");
        Dom.append(head, "th", "Digit");
        for (String step : steps) {
            Dom.append(head, "th", step);
        }
        Dom.append(head, "th", "All");
        Dom.append(head, "th", "Share");
        for (String row : rows) {
            HTMLElement line = Dom.append(table, "tr");
            Dom.append(line, "th", row);
            double sum = cells.getOrDefault(row + "\n", 0.0);
            for (String step : steps) {
                Double cell = cells.get(row + "\n" + step);
                sum += cell == null ? 0 : cell;
                Dom.append(line, "td", cell == null || !timed ? "" : Numbers.millis(cell));
            }
            Dom.append(line, "td", timed ? Numbers.millis(sum) : "n/a");
            Dom.append(line, "td", !timed || total <= 0 ? "n/a" : Numbers.percent(sum / total));
        }
    }

    private static void keys(Json.Obj result, HTMLElement output, boolean values) {
        if (result.get("input") instanceof List<?> input && result.get("output") instanceof Json.Obj sorted) {
            List<List<?>> arrays = new ArrayList<>();
            List<String> names = new ArrayList<>();
            arrays.add(input);
            names.add("input");
            arrays.add((List<?>) sorted.get("keys"));
            names.add("sorted");
            if (values) {
                arrays.add((List<?>) sorted.get("values"));
                names.add("value");
            }
            ResultLayout.arrays(output, "Input and sorted keys", "sort-arrays", names, arrays);
            return;
        }
        if (!(result.get("head") instanceof Json.Obj head)) {
            return;
        }
        Dom.append(output, "h3", "The first sorted keys");
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "ends numbers");
        table.setAttribute("id", "sort-head");
        HTMLElement columns = Dom.append(table, "tr");
        List<String> names = values ? List.of("index", "CPU key", "GPU key", "CPU value", "GPU value")
                : List.of("index", "CPU key", "GPU key");
        for (String name : names) {
            Dom.append(columns, "th", name);
        }
        List<?> expected = (List<?>) head.get("expectedKeys");
        List<?> actual = (List<?>) head.get("keys");
        for (int i = 0; i < expected.size(); i++) {
            HTMLElement line = Dom.append(table, "tr");
            boolean differs = !String.valueOf(expected.get(i)).equals(String.valueOf(actual.get(i)));
            Dom.append(line, "td", Numbers.count(i));
            Dom.append(line, "td", ResultLayout.element(expected.get(i)));
            Dom.append(line, "td", ResultLayout.element(actual.get(i)));
            if (values) {
                Object cpu = ((List<?>) head.get("expectedValues")).get(i);
                Object gpu = ((List<?>) head.get("values")).get(i);
                differs |= !String.valueOf(cpu).equals(String.valueOf(gpu));
                Dom.append(line, "td", ResultLayout.element(cpu));
                Dom.append(line, "td", ResultLayout.element(gpu));
            }
            if (differs) {
                line.setAttribute("class", "mismatch");
            }
        }
    }
}
