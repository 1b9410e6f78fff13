package computelab.lab.scan;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The scan page's guided edits ("Try this"), from the Blelloch tutorial (GPU Gems 3, chapter 39). */
public final class ScanTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("Blelloch without its bank-conflict padding", "scan/blelloch.wgsl", "algo=blelloch",
                    "return idx + idx / bank_size;", "return idx;", Outcome.STILL_CORRECT,
                    "Still correct: the padding only moves words apart so that the threads of one tree step read"
                            + " different banks of workgroup memory. On a GPU the scan gets slower without it (a"
                            + " step's reads fall into the same bank and wait for each other); a CPU adapter has no"
                            + " banks, so nothing changes there."),
            new KernelTry("An off-by-one at the end of the input", "scan/blelloch.wgsl", "algo=blelloch&mode=inclusive",
                    "if (i >= params.n) {", "if (i + 1u >= params.n) {", Outcome.WRONG,
                    "Wrong at the last index: the load takes element n-1 for one past the end and reads 0 in its"
                            + " place, so the inclusive scan's last sum misses it and the check names index n-1. An"
                            + " exclusive scan never adds the last element: there the same bug goes unseen."));

    private ScanTries() {
    }
}
