package computelab.bench;

import computelab.failure.LabException;
import computelab.gpu.Gpu;
import java.util.List;

/**
 * A workload as the benchmark sees it (one per suite: scan, reduce, life). Each workload implements this
 * in its lab home (lab/scan/ScanSuite), next to its experiment, and its row of the lab's table hands it
 * over; the bench names no workload and never builds pipelines itself.
 */
public interface BenchSubject {
    /** The suite name used in URLs and result rows: "scan", "reduce" or "life". */
    String suite();

    /** The algorithm names this device can run, fastest-known first is not required. */
    List<String> algorithms(Gpu gpu);

    /**
     * Whether a name asked for by {@code algos=} runs: one of {@link #algorithms}, or a tuning the suite
     * takes only by name (reaction-diffusion's {@code fast/s4/r12}), which a run without {@code algos} leaves out.
     */
    default boolean takes(Gpu gpu, String algorithm) {
        return algorithms(gpu).contains(algorithm);
    }

    /**
     * Allocates and fills the input for one case (untimed), creating pipelines once.
     * {@code size} is the element count (life: the side length of a square grid). Throws
     * LabException with a sentence when this algorithm cannot take this size on this device; the
     * bench reports that sentence in the case's row and goes on with the next case.
     */
    BenchCase prepare(Gpu gpu, String algorithm, long size);

    /**
     * The largest size any algorithm of this suite can take on this device. A run that asks for more
     * ends before it starts, with a sentence naming the limit. Life answers a side length.
     */
    default long maxSize(Gpu gpu) {
        return gpu.maxStorageElements();
    }

    /**
     * Throws the sentence a run gets where {@code size} is outside 1 to {@link #maxSize}: the plan checks
     * every size with it before a case starts, and the element-count suites' prepares start with it (for a
     * direct call, as the pages' hooks make). {@code given} is the size as
     * asked for, where the suite turned an element count into a side ({@link #sizeForElementCount}).
     */
    default void requireSize(Gpu gpu, long given, long size) {
        if (size < 1) {
            throw new LabException("The size " + Sizes.format(given) + " is too small for " + suite() + ".");
        }
        long limit = maxSize(gpu);
        if (size > limit) {
            String asked = size == given ? Sizes.format(given)
                    : Sizes.format(given) + " (" + suite() + " size " + Sizes.format(size) + ")";
            throw new LabException("The size " + asked + " is over this device's limit for " + suite()
                    + ": at most " + limit + (Long.bitCount(limit) == 1 ? " (" + Sizes.format(limit) + ")" : "") + ".");
        }
    }

    /** {@link #requireSize(Gpu, long, long)} for a size given as it is prepared. */
    default void requireSize(Gpu gpu, long size) {
        requireSize(gpu, size, size);
    }

    /**
     * The size to prepare when a size is given as an element count ({@code suite=all}, or no sizes
     * given): the count itself, or for a suite of boards the side of the square with about that many cells.
     */
    default long sizeForElementCount(long elements) {
        return sizeIsSide() ? Math.max(1, (long) Math.floor(Math.sqrt((double) elements))) : elements;
    }

    /**
     * Whether a case's size is the side of a square board (Life, reaction-diffusion) rather than a count
     * of elements; the case then works on size x size cells.
     */
    default boolean sizeIsSide() {
        return false;
    }

    /**
     * Whether {@code suite=all} runs this suite. The sort says no: its cases take minutes on a CPU
     * adapter, so it runs when asked for by name.
     */
    default boolean inAll() {
        return true;
    }

    /** The key of the throughput in result rows: elements (or a board's cells) per second in billions. */
    default String throughputKey() {
        return sizeIsSide() ? "gcellsPerS" : "gelemPerS";
    }
}
