package computelab.lab.sort;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The sort page's guided edits ("Try this"): what a radix sort's check catches. */
public final class SortTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("A wrong digit shift", "sort/split_scan.wgsl", "algo=split-scan",
                    "return (ordered(key) >> params.shift) & (RADIX - 1u);",
                    "return (ordered(key) >> (params.shift + 1u)) & (RADIX - 1u);", Outcome.WRONG,
                    "Wrong: each pass sorts on the digit one bit higher than it should, so the lowest bit of every"
                            + " key is never sorted on (and the top pass reads past the key). The keys come out"
                            + " nearly sorted, and the check names the first index where the output differs from the"
                            + " CPU's sort: two neighbours that differ only in their lowest bit, in the wrong order."),
            new KernelTry("Half the digit values", "sort/split_scan.wgsl", "algo=split-scan",
                    "return (ordered(key) >> params.shift) & (RADIX - 1u);",
                    "return (ordered(key) >> params.shift) & (RADIX / 2u - 1u);", Outcome.WRONG,
                    "Wrong: the mask drops the top bit of every digit, so no pass sorts on it; the check names the"
                            + " first key out of place."));

    private SortTries() {
    }
}
