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
}
