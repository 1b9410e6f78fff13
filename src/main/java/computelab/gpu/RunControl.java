package computelab.gpu;

/**
 * How a long GPU run reports progress and learns that it should stop. The Stopwatch calls it between
 * batches of repetitions (a batch is at most a few hundred milliseconds of GPU work), so a cancel is
 * honoured within about that time.
 */
public interface RunControl {
    /** Reports nothing and never cancels. */
    RunControl NONE = new RunControl() {
    };

    /** {@code done} of {@code total} units of countable work are finished. */
    default void progress(long done, long total) {
    }

    /** What the run does now, in a few words ("Timing 10 repetitions"), for the person watching. */
    default void status(String text) {
    }

    /** Whether the person asked to stop; the run then throws {@link RunCancelled}. */
    default boolean cancelled() {
        return false;
    }

    /** Throws {@link RunCancelled} if a cancel was asked for. */
    default void checkCancelled() {
        if (cancelled()) {
            throw new RunCancelled();
        }
    }

    /**
     * Walks {@code n} items in chunks of {@code size}: says {@code status} once, reports each chunk's
     * start as progress and stops between chunks when cancelled.
     */
    default void inChunks(String status, long n, int size, Chunk chunk) {
        status(status);
        for (long start = 0; start < n; start += size) {
            progress(start, n);
            checkCancelled();
            chunk.accept(start, (int) Math.min(size, n - start));
        }
    }

    /** Items {@code start} to {@code start + count - 1} of a pass in chunks. */
    interface Chunk {
        void accept(long start, int count);
    }
}
