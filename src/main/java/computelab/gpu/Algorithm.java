package computelab.gpu;

import java.util.List;

/**
 * One algorithm of a workload, as its {@link Registry} lists it: the name in URLs, results and the
 * bench, a sentence for the pages and docs, the kernel files it runs (the pages link each one's
 * composed WGSL), and where its correctness is most at risk: the sizes at which its work divides anew
 * and the tunings that take it down paths of its own. The correctness sweep (computelab.lab.Sweep) reads
 * the last two, so an algorithm's edges are swept as soon as it is registered.
 */
public interface Algorithm {
    /** The name in URLs, results and the bench, e.g. "decoupled-lookback". */
    String name();

    /** What it does, in one sentence for the pages and docs/algorithms.md. */
    String summary();

    /** The kernel files under wgsl/ it runs, in the order a run uses them. */
    List<String> shaders();

    /**
     * The sizes at which its work under {@code tuning} splits into one more tile, workgroup or level (element
     * counts; a board's widths for Life), every one the device may use: an off-by-one shows there, so a
     * sweep checks each size and its neighbours.
     */
    default List<Long> tileSizes(Tuning tuning) {
        return List.of();
    }

    /**
     * The tunings besides the default that take it down paths a fast GPU rarely takes (a portable form, a
     * forced fallback, other tiles, 2D grids at small sizes): a sweep runs each of them.
     */
    default List<Tuning> tunings() {
        return List.of();
    }
}
