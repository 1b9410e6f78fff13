package computelab.gpu;

/**
 * How much to run before timing. A GPU that was idle for a few seconds runs at a fraction of its clock
 * and needs tens of milliseconds of continuous work before it speeds up (an H200 copied 1 GiB at
 * 1.5 TB/s after 10 s idle, 4.4 TB/s once warm: BENCHMARKS.md, "Warm-up"). A fixed number of warm-up
 * repetitions is not enough for short kernels, so warm-up runs rounds of repetitions, back to back, until
 * the GPU has worked at least {@code minMillis} and a round's median time is no more than {@code tolerance}
 * faster than the best round before it (the clocks stopped rising), or {@code maxMillis} of wall time has
 * passed. Counted in wall time, the minimum let an H100 that was idle for seconds be timed at its idle
 * clock (345 MHz instead of 1980): it had worked only part of that time, too little to raise its clocks,
 * and rounds at the idle clock are as steady as warm ones. Work whose repetitions change what it computes
 * (a Life board) may still warm up where its caller accounts for the extra repetitions. A CPU adapter
 * (SwiftShader) has no clocks to raise and runs {@link #CPU_REPETITIONS} instead.
 */
public record WarmUp(double minMillis, double maxMillis, double tolerance) {
    /** No warm-up: every repetition is timed, starting cold. */
    public static final WarmUp NONE = new WarmUp(0, 0, 0);
    /**
     * The pages' and the bench's warm-up: the GPU at its steady speed before anything is timed. The
     * H200 needed about 170 ms of continuous work to leave its idle clocks, and its times were steady
     * at the idle clocks before that, so the minimum is well past that.
     */
    public static final WarmUp STEADY = new WarmUp(400, 3000, 0.03);

    /** Repetitions run before timing on a CPU adapter (no clocks to raise): pipelines and memory in use once. */
    static final int CPU_REPETITIONS = 1;

    /** The warm-up for a run of {@code reps} timed repetitions: one repetition asked for is one cold run. */
    public static WarmUp forReps(int reps) {
        return reps > 1 ? STEADY : NONE;
    }

    public boolean none() {
        return maxMillis <= 0;
    }
}
