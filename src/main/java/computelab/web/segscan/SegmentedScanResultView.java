package computelab.web.segscan;

import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.web.ResultLayout;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The segmented scan page's view of a result ({@link ResultLayout}): the summary with the segments, the
 * GPU time against a copy, the correctness, and for small n the input, its heads and the output, with
 * a sentence on this run's first segment.
 */
public final class SegmentedScanResultView {
    private SegmentedScanResultView() {
    }

    public static void show(Json.Obj result, HTMLElement output) {
        HTMLElement summary = ResultLayout.table(output, "Summary", "result-summary");
        ResultLayout.row(summary, "Algorithm", ResultLayout.text(result.get("ran")) + " (" + ResultLayout.text(
                result.get("access")) + " access, " + ResultLayout.text(result.get("primitives")) + ")");
        ResultLayout.row(summary, "Input", Numbers.count(((Number) result.get("n")).longValue()) + " "
                + result.get("type") + ", " + result.get("mode") + " scan (seed " + result.get("seed") + ", "
                + result.get("bits") + " random bits)");
        ResultLayout.row(summary, "Segments", result.get("segments") instanceof Number segments
                ? Numbers.count(segments.longValue()) + " (mean length asked: " + result.get("segment") + ")"
                : "not counted (verify=0); mean length asked: " + result.get("segment"));
        ResultLayout.measured(summary, result, "copy");
        correctness(result, output);
        values(result, output);
    }

    private static void correctness(Json.Obj result, HTMLElement output) {
        HTMLElement table = ResultLayout.table(output, "Correctness", "result-summary");
        String detail = "";
        if (result.get("checksum") != null) {
            detail = "every element (checksum " + result.get("checksum") + ")";
        } else if (result.get("maxRelErr") != null) {
            detail = "every element within the f32 tolerance (largest error "
                    + Numbers.significant(ResultLayout.number(result.get("maxRelErr")), 3) + " of the sum of "
                    + "magnitudes within the segment, tolerance "
                    + Numbers.significant(ResultLayout.number(result.get("tolerance")), 3) + ")";
        }
        if (result.get("mismatch") instanceof Json.Obj mismatch) {
            detail = "first difference at index " + ResultLayout.text(mismatch.get("index")) + ": the CPU says "
                    + ResultLayout.text(mismatch.get("expected")) + ", the GPU wrote "
                    + ResultLayout.text(mismatch.get("actual"));
        }
        ResultLayout.verdict(table, result.get("ok"), detail);
    }

    private static void values(Json.Obj result, HTMLElement output) {
        if (!(result.get("input") instanceof List<?> input && result.get("headFlags") instanceof List<?> heads
                && result.get("output") instanceof List<?> values)) {
            return;
        }
        List<List<?>> arrays = new ArrayList<>();
        arrays.add(input);
        arrays.add(heads);
        arrays.add(values);
        ResultLayout.arrays(output, "Input, heads and output", "segmented-scan-arrays",
                List.of("input", "head", "output"), arrays);
        int end = 1;
        while (end < heads.size() && !Integer.valueOf(1).equals(((Number) heads.get(end)).intValue())) {
            end++;
        }
        String length = end == heads.size() ? "at least " + end + " elements (no other head among the first "
                + heads.size() + ")" : end + " element" + (end == 1 ? "" : "s") + ", up to the next head at index " + end;
        HTMLElement note = ResultLayout.table(output, "This run's first segment", "result-summary");
        ResultLayout.row(note, "First segment", "starts at index 0 and is " + length + "; its "
                + result.get("mode") + " sums restart from " + ("inclusive".equals(result.get("mode"))
                        ? "the head's own value" : "0 at the head") + ", then add each element in turn.");
    }
}
