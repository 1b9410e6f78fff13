package computelab.web.compact;

import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.lab.compact.CompactExperiment;
import computelab.web.Dom;
import computelab.web.ResultLayout;
import computelab.web.ViewOf;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The compact page's view of a result (the layout the scan page's view uses, {@link ResultLayout}): the
 * summary, the correctness, and how this run's own values were compacted: for small n every input with
 * its keep flag and its place (the exclusive scan of the flags), for large n what the count and the
 * tiles mean at this size.
 */
public final class CompactResultView {
    private CompactResultView() {
    }

    @ViewOf(CompactExperiment.class)
    public static void show(Json.Obj result, HTMLElement output) {
        long n = ((Number) result.get("n")).longValue();
        HTMLElement summary = ResultLayout.table(output, "Summary", "result-summary");
        ResultLayout.row(summary, "Algorithm", ResultLayout.text(result.get("ran")) + " ("
                + ResultLayout.text(result.get("primitives")) + ")");
        ResultLayout.row(summary, "Input", Numbers.count(n) + " " + result.get("type") + " (seed " + result.get("seed")
                + ", " + result.get("bits") + " random bits), keep " + predicate(result) + ", output "
                + result.get("output"));
        ResultLayout.row(summary, "Kept", kept(result, n));
        ResultLayout.measured(summary, result, "copy");
        HTMLElement table = ResultLayout.table(output, "Correctness", "result-summary");
        String detail = "the count and every kept element in order (checksum " + ResultLayout.text(
                result.get("checksum")) + ")";
        if (result.get("mismatchIndex") != null) {
            detail = "the CPU keeps " + ResultLayout.text(result.get("expectedCount")) + " elements, the GPU wrote "
                    + ResultLayout.text(result.get("count")) + "; first wrong place "
                    + ResultLayout.text(result.get("mismatchIndex"));
        } else if (Boolean.FALSE.equals(result.get("ok"))) {
            detail = "the CPU keeps " + ResultLayout.text(result.get("expectedCount")) + " elements, the GPU counted "
                    + ResultLayout.text(result.get("count"));
        }
        ResultLayout.verdict(table, result.get("ok"), detail);
        explain(result, output, n);
    }

    private static String predicate(Json.Obj result) {
        String keep = ResultLayout.text(result.get("keep"));
        return switch (keep) {
            case "odd" -> "odd values";
            case "nonzero" -> "nonzero values";
            default -> "values below " + ResultLayout.element(result.get("pivot"));
        };
    }

    private static String kept(Json.Obj result, long n) {
        Object count = result.get("count");
        if (count == null) {
            return "n/a";
        }
        long kept = Long.parseLong(ResultLayout.text(count));
        return Numbers.count(kept) + " of " + Numbers.count(n) + " (" + Numbers.percent(kept / (double) n)
                + "), the count written to a GPU buffer";
    }

    /** How this run's values were compacted. */
    private static void explain(Json.Obj result, HTMLElement output, long n) {
        Dom.append(output, "h3", "How this run compacted");
        String count = ResultLayout.text(result.get("count"));
        if (result.get("input") instanceof List<?> input && result.get("places") instanceof List<?> places
                && result.get("kept") instanceof List<?> kept) {
            Dom.append(output, "p", "Each workgroup flags the elements of its tile that pass the predicate (1: kept), "
                    + "scans the flags into each kept element's place (the number of kept elements before it), "
                    + "and writes it there. Here one tile holds all " + n + " elements, so the count is the tile's "
                    + "sum of flags: " + count + ".");
            List<Object> flags = new ArrayList<>();
            List<Object> shownPlaces = new ArrayList<>();
            for (Object place : places) {
                flags.add(place == null ? "0" : "1");
                shownPlaces.add(place == null ? "" : place);
            }
            List<List<?>> arrays = new ArrayList<>();
            arrays.add(input);
            arrays.add(flags);
            arrays.add(shownPlaces);
            ResultLayout.arrays(output, "Input, flags and places", "compact-arrays", List.of("input", "flag", "place"),
                    arrays);
            if (!kept.isEmpty()) {
                List<List<?>> out = new ArrayList<>();
                out.add(kept);
                ResultLayout.arrays(output, "Output", "compact-output", List.of(ResultLayout.text(result.get("output"))),
                        out);
            }
            return;
        }
        long tile = result.get("tile") instanceof Number size ? size.longValue() : 0;
        long tiles = tile > 0 ? (n + tile - 1) / tile : 0;
        String split = tile > 0 ? "The " + Numbers.count(n) + " elements fall into " + Numbers.count(tiles)
                + (tiles == 1 ? " tile" : " tiles") + " of " + Numbers.count(tile) + ", one workgroup each. "
                : "The elements fall into tiles, one workgroup each. ";
        String kept = count.isEmpty() ? "the count" : Numbers.count(Long.parseLong(count));
        Dom.append(output, "p", split + "Each workgroup scans its tile's keep flags, publishes its tile's count, and adds "
                + "the counts of the tiles before it by looking back at their published states; the last tile's "
                + "total is the count, " + kept + ", which stays in a GPU buffer for the next kernel. Only the kept "
                + "elements are written: the least traffic is " + Numbers.count(n) + " words read and " + kept
                + " written. Where the device has subgroups, the lanes of each subgroup trade their elements by "
                + "shuffles before they store, so that one store instruction writes a run of consecutive places "
                + "instead of words scattered over four times the span.");
    }
}
