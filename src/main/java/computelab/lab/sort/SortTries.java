package computelab.lab.sort;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The sort page's guided edits ("Try this"): what a radix sort's check catches. */
public final class SortTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("A wrong digit shift", "sort/split_scan.wgsl", "algo=split-scan&bits=8",
                    "return (ordered(key) >> params.shift) & (RADIX - 1u);",
                    "return (ordered(key) >> (params.shift + 1u)) & (RADIX - 1u);", Outcome.WRONG,
                    "Wrong: each pass sorts on the digit one bit higher than it should, so no pass sorts on the"
                            + " lowest bit of the keys. The keys come out nearly sorted, and the check names the first"
                            + " index where the output differs from the CPU's sort: two keys that differ only in"
                            + " their lowest bit, in the wrong order (8-bit keys have many such pairs; random 32-bit"
                            + " keys almost never do, so there the same bug would pass)."),
            new KernelTry("Half the digit values", "sort/split_scan.wgsl", "algo=split-scan&bits=8",
                    "return (ordered(key) >> params.shift) & (RADIX - 1u);",
                    "return (ordered(key) >> params.shift) & (RADIX / 2u - 1u);", Outcome.WRONG,
                    "Wrong: the mask drops the top bit of every digit, so no pass sorts on it; the check names the"
                            + " first key out of place."));

    private SortTries() {
    }
}
