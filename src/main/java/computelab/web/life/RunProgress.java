package computelab.web.life;

/**
 * The generations the page still owes and how far it got: a long step ("Step by 100000"), which the
 * frame loop takes a share of each frame until it is done or stopped, and a run of the page's
 * parameters, which counts on its own thread. Either shows its count over the board once it has taken
 * long enough to need one, so short ones show nothing.
 */
final class RunProgress {
    /** A step or a run shows its progress once it has taken this long. */
    private static final double SHOWN_AFTER_MS = 250;

    /** What the progress bar over the board shows: a long step's or a run's count so far. */
    record Bar(String what, long done, long total) {
    }

    private long owed;
    private long stepTotal;
    private long stepDone;
    private double stepStarted;
    private double runStarted;
    private Bar bar;

    /** Owes the given number of generations more; a step that is not under way starts counting now. */
    void step(long generations, double now) {
        if (owed == 0) {
            stepTotal = 0;
            stepDone = 0;
            stepStarted = now;
        }
        owed += generations;
        stepTotal += generations;
    }

    /** Ends a step under way where it got to (Stop, a new board, a pause). */
    void stopStepping() {
        owed = 0;
    }

    /** Whether a step is under way. */
    boolean stepping() {
        return owed > 0;
    }

    /** Takes up to {@code most} of the owed generations for this frame; returns how many. */
    int take(int most) {
        int steps = (int) Math.min(owed, Math.max(0, most));
        owed -= steps;
        stepDone += steps;
        return steps;
    }

    /** After a frame: a step under way long enough shows its count; one that ended takes its bar away. */
    void frameDone(double now) {
        if (owed > 0 && now - stepStarted >= SHOWN_AFTER_MS) {
            bar = new Bar("Step", stepDone, stepTotal);
        } else if (owed == 0 && stepTotal > 0) {
            stepTotal = 0;
            stepDone = 0;
            bar = null;
        }
    }

    /** A run of the page's parameters begins. */
    void runStarting(double now) {
        runStarted = now;
    }

    /** The run's count so far; false while it is too young to show (a short run shows no progress). */
    boolean runAt(long done, long total, double now) {
        if (now - runStarted < SHOWN_AFTER_MS) {
            return false;
        }
        bar = new Bar("Run", done, total);
        return true;
    }

    /** The run is over: its bar goes. */
    void runEnded() {
        bar = null;
    }

    /** A long step's or a run's progress, or null when there is none to show. */
    Bar bar() {
        return bar;
    }
}
