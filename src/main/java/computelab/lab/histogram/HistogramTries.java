package computelab.lab.histogram;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The histogram page's guided edits ("Try this"): what the workgroup-private counters buy, and what the check catches. */
public final class HistogramTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("Every value through a global atomic", "histogram/private_counts.wgsl",
                    "algo=private-slices&bins=256",
                    "        atomicAdd(&private_counts[b], 1u);\n",
                    "        atomicAdd(&counts[range_first + b], 1u);\n", Outcome.STILL_CORRECT,
                    "Still correct, with the same counts: each value now adds one to its bin's global count, as"
                            + " global-atomics does, and the workgroup's own counters stay at zero, so the merge adds"
                            + " nothing. Slower on a GPU: every value is an atomic in L2 that all workgroups contend"
                            + " for, where the shipped kernel counts in its workgroup's memory and adds each bin to"
                            + " the global count once per workgroup. A CPU adapter has no such memory hierarchy, so"
                            + " there the two run about as fast."),
            new KernelTry("An off-by-one in the test that a bin is in the range", "histogram/private_counts.wgsl",
                    "algo=private-slices&bins=256&bits=8",
                    "if (b < range_bins) {", "if (b < range_bins - 1u) {", Outcome.WRONG,
                    "Wrong at bin 255: the test drops the last bin of every range of counters, and 256 bins take"
                            + " one range, so bin 255 counts 0. With bits=8 each value is its own bin, so that is"
                            + " every value 255, and the check names bin 255 with the CPU's count beside the 0."
                            + " Every other bin is right."));

    private HistogramTries() {
    }
}
