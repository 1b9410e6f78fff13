package computelab.bench;

import java.util.List;

/**
 * Where a run reports what it does: the page's progress line, table and charts, or stderr under Node.
 * Only {@link #starting} is required; a run calls {@code planned}, then {@code starting} and
 * {@code measured} for each case in order, then {@code finished}.
 */
public interface BenchProgress {
    /** Called once before the first case, with every case the run will measure, in order. */
    default void planned(List<PlannedCase> cases) {
    }

    /** Called before case {@code number} (1-based) of {@code total} starts. */
    void starting(int number, int total, PlannedCase next);

    /** Called when case {@code number} has its row, measured or failed; the row is the one the result will hold. */
    default void measured(int number, int total, BenchRow row) {
    }

    /** Called once when the run ends, however it ends. */
    default void finished() {
    }

    /** The progress sentence, e.g. "case 3 of 12: scan decoupled-lookback 2^24". */
    static String line(int number, int total, PlannedCase next) {
        return "case " + number + " of " + total + ": " + next.describe();
    }

    BenchProgress SILENT = (number, total, next) -> { };
}
