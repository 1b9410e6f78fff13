package computelab.bench;

import computelab.gpu.Gpu;
import java.util.List;

/**
 * A workload as the benchmark sees it (one per suite: scan, reduce, life). Each workload package
 * implements this next to its facade; the bench never builds pipelines itself.
 */
public interface BenchSubject {
    /** The suite name used in URLs and result rows: "scan", "reduce" or "life". */
    String suite();

    /** The algorithm names this device can run, fastest-known first is not required. */
    List<String> algorithms(Gpu gpu);

    /**
     * Allocates and fills the input for one case (untimed), creating pipelines once.
     * {@code size} is the element count (life: the side length of a square grid).
     */
    BenchCase prepare(Gpu gpu, String algorithm, long size);
}
