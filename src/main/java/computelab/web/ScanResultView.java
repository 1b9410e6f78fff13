package computelab.web;

import computelab.lab.Json;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/** The scan page's view of a result: a summary, the time of every pass, and small arrays in full. */
final class ScanResultView {
    private ScanResultView() {
    }

    static void show(Json.Obj result, HTMLElement output) {
        HTMLElement summary = Dom.append(output, "table");
        summary.setAttribute("class", "scan-summary");
        row(summary, "Algorithm", text(result.get("ran")) + " (" + text(result.get("access")) + ", "
                + text(result.get("primitives")) + ")");
        row(summary, "Correct", result.get("ok") == null ? "not checked" : Boolean.TRUE.equals(result.get("ok"))
                ? "yes" : "NO");
        if (result.get("checksum") != null) {
            row(summary, "Checksum", text(result.get("checksum")));
        }
        if (result.get("maxRelErr") != null) {
            row(summary, "Largest relative error", text(result.get("maxRelErr")) + " (tolerance "
                    + text(result.get("tolerance")) + ")");
        }
        Object gpuMs = result.get("gpuMs");
        row(summary, "GPU time (median)", gpuMs == null ? "n/a (no timestamp queries)"
                : text(((Json.Obj) gpuMs).get("median")) + " ms");
        row(summary, "Throughput", result.get("gelemPerS") == null ? "n/a"
                : round(result.get("gelemPerS")) + " Gelem/s, " + round(result.get("gbPerS"))
                        + " GB/s (8 bytes per element)");
        row(summary, "Fraction of a copy", result.get("fractionOfCopy") == null ? "n/a"
                : round(result.get("fractionOfCopy")) + " of a copy kernel over the same bytes ("
                        + round(result.get("copyGBs")) + " GB/s)");
        row(summary, "Scratch", text(result.get("scratchBytes")) + " bytes");
        if (result.get("mismatch") instanceof Json.Obj mismatch) {
            row(summary, "First mismatch", "index " + text(mismatch.get("index")) + ": expected "
                    + text(mismatch.get("expected")) + ", got " + text(mismatch.get("actual")));
        }
        showPasses(result, output);
        if (result.get("input") instanceof List<?> input && result.get("output") instanceof List<?> values) {
            showArrays(input, values, output);
        }
    }

    private static void showPasses(Json.Obj result, HTMLElement output) {
        if (!(result.get("passes") instanceof List<?> passes) || passes.isEmpty()) {
            return;
        }
        Dom.append(output, "h3", "Passes");
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "scan-passes numbers");
        HTMLElement head = Dom.append(table, "tr");
        Dom.append(head, "th", "Pass");
        Dom.append(head, "th", "Median ms");
        for (Object pass : passes) {
            Json.Obj fields = (Json.Obj) pass;
            HTMLElement line = Dom.append(table, "tr");
            Dom.append(line, "td", text(fields.get("label")));
            Dom.append(line, "td", fields.get("medianMs") == null ? "n/a" : text(fields.get("medianMs")));
        }
    }

    private static void showArrays(List<?> input, List<?> values, HTMLElement output) {
        Dom.append(output, "h3", "Input and output");
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "scan-arrays numbers");
        table.setAttribute("id", "scan-arrays");
        HTMLElement indices = Dom.append(table, "tr");
        Dom.append(indices, "th", "i");
        for (int i = 0; i < input.size(); i++) {
            Dom.append(indices, "th", Integer.toString(i));
        }
        arrayRow(table, "input", input);
        arrayRow(table, "output", values);
    }

    private static void arrayRow(HTMLElement table, String name, List<?> values) {
        HTMLElement line = Dom.append(table, "tr");
        line.setAttribute("data-array", name);
        Dom.append(line, "th", name);
        for (Object value : values) {
            Dom.append(line, "td", text(value));
        }
    }

    private static void row(HTMLElement table, String name, String value) {
        HTMLElement line = Dom.append(table, "tr");
        Dom.append(line, "th", name);
        Dom.append(line, "td", value);
    }

    private static String round(Object number) {
        return String.valueOf(Math.round(((Number) number).doubleValue() * 100) / 100.0);
    }

    private static String text(Object value) {
        return value == null ? "" : value instanceof String string ? string : Json.write(value);
    }
}
