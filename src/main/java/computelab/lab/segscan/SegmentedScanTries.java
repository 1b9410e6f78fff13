package computelab.lab.segscan;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The segmented scan page's guided edits ("Try this"): what the heads do to the sums, and to a head's own output. */
public final class SegmentedScanTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("The heads ignored", "scan/segmented_lookback.wgsl",
                    "algo=segmented-lookback&mode=inclusive&segment=100&subgroups=0",
                    "return (heads[first >> 5u] >> (first & 31u)) & 0xFu;",
                    "return (heads[first >> 5u] >> (first & 31u)) & 0x0u;", Outcome.WRONG,
                    "Wrong at the first head after element 0: with every head bit masked off the segmented operator"
                            + " never restarts, so the kernel is the plain scan. The first segment's sums are still"
                            + " right; at the next head the page expects the head's own value and finds the sum of"
                            + " everything before it too, and the check names that index."),
            new KernelTry("The exclusive mode's head output not zeroed", "scan/segmented_lookback.wgsl",
                    "algo=segmented-lookback&mode=exclusive&segment=7&subgroups=0",
                    "let own = select(select(shifted, vec4<u32>(0u), head), sums, inclusive);",
                    "let own = select(shifted, sums, inclusive);", Outcome.WRONG,
                    "Wrong at a head: an exclusive segmented scan gives 0 at every head, as nothing of its segment"
                            + " comes before it. Without the zeroing a head that is not the first of its group of four"
                            + " elements gets the running sum of the elements before it in that group (a head that"
                            + " opens its group still shows 0, so the check names the first head at an index that is"
                            + " not a multiple of 4). The inclusive mode does not use the line: there nothing changes."));

    private SegmentedScanTries() {
    }
}
