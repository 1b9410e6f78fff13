package computelab.bench;

/** Where a run reports which case it is about to measure (the page's progress line, or stderr). */
public interface BenchProgress {
    /** Called before case {@code number} (1-based) of {@code total} starts. */
    void starting(int number, int total, PlannedCase next);

    /** Called once when the run ends, however it ends. */
    default void finished() {
    }

    /** The progress sentence, e.g. "case 3 of 12: scan decoupled-lookback 2^24". */
    static String line(int number, int total, PlannedCase next) {
        return "case " + number + " of " + total + ": " + next.describe();
    }

    BenchProgress SILENT = (number, total, next) -> { };
}
