package computelab.bench;

/** One case a run will measure: a suite's algorithm at one size (life: side length). */
public record PlannedCase(BenchSubject subject, String algorithm, long size) {

    public String suite() {
        return subject.suite();
    }

    /** The items the case works on: its size, or for a square board (life) its cells. */
    public double items() {
        return subject.sizeIsSide() ? (double) size * size : size;
    }

    /** How progress lines and errors name the case, e.g. "scan decoupled-lookback 2^24". */
    public String describe() {
        return suite() + " " + algorithm + " " + Sizes.format(size);
    }
}
