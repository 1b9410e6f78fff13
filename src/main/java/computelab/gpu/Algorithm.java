package computelab.gpu;

import java.util.List;

/**
 * One algorithm of a workload, as its {@link Registry} lists it: the name in URLs, results and the
 * bench, a sentence for the pages and docs, and the kernel files it runs (the pages link each one's
 * composed WGSL).
 */
public interface Algorithm {
    /** The name in URLs, results and the bench, e.g. "decoupled-lookback". */
    String name();

    /** What it does, in one sentence for the pages and docs/algorithms.md. */
    String summary();

    /** The kernel files under wgsl/ it runs, in the order a run uses them. */
    List<String> shaders();
}
