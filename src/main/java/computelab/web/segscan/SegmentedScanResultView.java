package computelab.web.segscan;

import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.lab.segscan.SegmentedScanExperiment;
import computelab.web.ResultLayout;
import computelab.web.ViewOf;
import computelab.web.scan.ScanResultView;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The segmented scan page's view of a result ({@link ResultLayout}): the summary with the segments, the
 * GPU time against a copy, the correctness, and for small n the input, its heads and the output, with
 * two sentences on the run's own values: a sum carried within a segment and one restarting at a head.
 */
public final class SegmentedScanResultView {
    private SegmentedScanResultView() {
    }

    @ViewOf(SegmentedScanExperiment.class)
    public static void show(Json.Obj result, HTMLElement output) {
        HTMLElement summary = ScanResultView.summary(result, output);
        ResultLayout.row(summary, "Segments", result.get("segments") instanceof Number segments
                ? Numbers.count(segments.longValue()) + " (mean length asked: " + result.get("segment") + ")"
                : "not counted (verify=0); mean length asked: " + result.get("segment"));
        ResultLayout.measured(summary, result, "copy");
        ScanResultView.correctness(result, output, "the sum of magnitudes within the segment");
        values(result, output);
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
        explain(result, input, heads, values, output);
    }

    /** Two sentences on this run's first values: a sum carried within a segment, and one restarting at a head. */
    private static void explain(Json.Obj result, List<?> input, List<?> heads, List<?> values, HTMLElement output) {
        boolean inclusive = "inclusive".equals(result.get("mode"));
        HTMLElement table = ResultLayout.table(output, "On this run's values", "result-summary");
        int carried = firstIndex(heads, false);
        if (carried > 0) {
            int from = inclusive ? carried : carried - 1;
            ResultLayout.row(table, "Within a segment", "Index " + carried + " is no head, so its output "
                    + ResultLayout.element(values.get(carried)) + " is the output before it, "
                    + ResultLayout.element(values.get(carried - 1)) + ", plus input " + from + ", "
                    + ResultLayout.element(input.get(from)) + ".");
        }
        int head = firstIndex(heads, true);
        if (head > 0) {
            ResultLayout.row(table, "At a head", "Index " + head + " starts a segment, so its sum starts again: "
                    + (inclusive ? "its output is its own input, " + ResultLayout.element(input.get(head))
                            : "its output is 0") + ", whatever came before.");
        }
    }

    /** The first index after 0 that is (or is not) a head, or -1. */
    private static int firstIndex(List<?> heads, boolean head) {
        for (int i = 1; i < heads.size(); i++) {
            if ((((Number) heads.get(i)).intValue() == 1) == head) {
                return i;
            }
        }
        return -1;
    }
}
