package computelab.web.histogram;

import computelab.lab.Json;
import computelab.lab.Numbers;
import computelab.lab.histogram.HistogramExperiment;
import computelab.web.Dom;
import computelab.web.ResultLayout;
import computelab.web.ViewOf;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The histogram page's view of a result (the layout of the scan and reduce pages, {@link ResultLayout}): the
 * summary with the fraction of the read kernel, the correctness against the CPU's counts, the first bins
 * with the values each one takes, and how this run's bins and workgroups shared the work.
 */
public final class HistogramResultView {
    private HistogramResultView() {
    }

    @ViewOf(HistogramExperiment.class)
    public static void show(Json.Obj result, HTMLElement output) {
        long n = ((Number) result.get("n")).longValue();
        int bins = ((Number) result.get("bins")).intValue();
        int bits = ((Number) result.get("bits")).intValue();
        HTMLElement summary = ResultLayout.table(output, "Summary", "result-summary");
        ResultLayout.row(summary, "Algorithm", ResultLayout.text(result.get("algo")));
        ResultLayout.row(summary, "Input", Numbers.count(n) + " u32 values (seed " + result.get("seed") + ", " + bits
                + " random bits) into " + Numbers.count(bins) + " bins");
        ResultLayout.measured(summary, result, "read");
        HTMLElement correctness = ResultLayout.table(output, "Correctness", "result-summary");
        ResultLayout.row(correctness, "GPU counts", "checksum " + ResultLayout.text(result.get("checksum"))
                + ", largest count " + ResultLayout.text(result.get("maxCount")));
        if (result.get("expectedChecksum") != null) {
            ResultLayout.row(correctness, "CPU counts", "checksum " + ResultLayout.text(result.get("expectedChecksum"))
                    + ", largest count " + ResultLayout.text(result.get("expectedMaxCount")));
        }
        String detail = result.get("firstMismatchBin") != null ? "first difference in bin "
                + ResultLayout.text(result.get("firstMismatchBin")) + ": the CPU counts "
                + ResultLayout.text(result.get("expectedCount")) + ", the GPU " + ResultLayout.text(result.get("actualCount"))
                : "every bin";
        ResultLayout.verdict(correctness, result.get("ok"), detail);
        counts(result, output, bins, bits);
        explain(result, output, n, bins, bits);
    }

    /** The first bins: the values each one takes and its count. */
    private static void counts(Json.Obj result, HTMLElement output, int bins, int bits) {
        if (!(result.get("counts") instanceof List<?> counts)) {
            return;
        }
        Dom.append(output, "h3", counts.size() < bins ? "The first " + counts.size() + " bins" : "Every bin");
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "numbers");
        table.setAttribute("id", "histogram-counts");
        HTMLElement head = Dom.append(table, "tr");
        for (String name : List.of("bin", "values", "count")) {
            Dom.append(head, "th", name);
        }
        for (int b = 0; b < counts.size(); b++) {
            HTMLElement line = Dom.append(table, "tr");
            Dom.append(line, "td", Numbers.count(b));
            long first = firstValue(b, bins, bits);
            long last = firstValue(b + 1, bins, bits) - 1;
            Dom.append(line, "td", last < first ? "none" : first == last ? Numbers.count(first)
                    : Numbers.count(first) + " .. " + Numbers.count(last));
            Dom.append(line, "td", ResultLayout.text(counts.get(b)));
        }
    }

    /** The smallest value of bin b: the smallest v with v * bins >= b * 2^bits. */
    private static long firstValue(long b, int bins, int bits) {
        return ((b << bits) + bins - 1) / bins;
    }

    /** How this run counted: the bin of a value, the ranges of workgroup counters, the merge. */
    private static void explain(Json.Obj result, HTMLElement output, long n, int bins, int bits) {
        Dom.append(output, "h3", "How this run counted");
        long last = bits == 32 ? 0xFFFFFFFFL : (1L << bits) - 1;
        Dom.append(output, "p", "Value v falls in bin floor(v \u00d7 " + bins + " / 2^" + bits + "): 0 in bin 0, "
                + Numbers.count(last) + " in bin " + ((last * bins) >>> bits) + ", and bin 1 begins at "
                + (bins > 1 ? Numbers.count(firstValue(1, bins, bits)) : "no value (one bin takes every value)")
                + ". The kernel moves v's " + bits + " bits to the top of a word and keeps the high word of its"
                + " product with " + bins + ", formed from 16-bit halves: the bin is exact, with no 64-bit or float"
                + " arithmetic.");
        Object workgroups = result.get("workgroups");
        Object ranges = result.get("ranges");
        if (result.get("rangeBins") instanceof Number rangeBins) {
            long perRange = rangeBins.longValue();
            Dom.append(output, "p", Numbers.count(((Number) workgroups).longValue()) + " workgroups of 256 threads "
                    + "read the " + Numbers.count(n) + " values in 16-byte vectors. Each keeps " + Numbers.count(perRange)
                    + " counters (" + Numbers.bytes(4.0 * perRange) + ") in workgroup memory"
                    + (((Number) ranges).intValue() > 1 ? "; the " + Numbers.count(bins) + " bins take "
                            + ranges + " ranges of counters, each range reading every value and counting only its own"
                            : "")
                    + ". At the end each workgroup adds every counter that is not zero to the global count once, so at "
                    + "most " + Numbers.count(Math.min(perRange, bins)) + " global atomics per workgroup, not one per "
                    + "value.");
        } else if (result.get("buckets") instanceof Number buckets && result.get("tile") instanceof Number tile
                && result.get("slices") instanceof Number slices) {
            long tiles = (n + tile.longValue() - 1) / tile.longValue();
            Dom.append(output, "p", "Pass 1: " + Numbers.count(tiles) + " workgroups, one per tile of "
                    + Numbers.count(tile.longValue()) + " values, rank each value among the tile's values of its bucket"
                    + " (bin \u00f7 256: " + buckets + (buckets.intValue() == 1 ? " bucket" : " buckets")
                    + ") with a workgroup atomic and write the bin's low 8 bits as one byte, the bytes grouped by bucket,"
                    + " with a table of where each bucket's bytes lie. Pass 2: " + Numbers.count(
                            slices.longValue() * buckets.longValue()) + " workgroups, one per bucket and slice of tiles ("
                    + slices + (slices.longValue() == 1 ? " slice" : " slices") + "), count those bytes in 256 counters"
                    + " in workgroup memory and add every counter that is not zero to the global count once. The values"
                    + " are read once for any number of bins, and about one byte per value is written and read again.");
        } else {
            Dom.append(output, "p", Numbers.count(((Number) workgroups).longValue()) + " workgroups of 256 threads read "
                    + "the " + Numbers.count(n) + " values in 16-byte vectors and add one to the global count of each "
                    + "value's bin: " + Numbers.count(n) + " global atomics"
                    + (bits == 1 ? ", all on two addresses (bits=1)" : "") + ".");
        }
    }
}
