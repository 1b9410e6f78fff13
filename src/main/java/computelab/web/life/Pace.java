package computelab.web.life;

/**
 * How many generations the next animation frame encodes. The chosen {@link Speed} asks for a number;
 * the GPU budget caps it: a frame only queues the generations the GPU finishes in a share of the frame
 * interval, judged by the measured time per generation, so the page keeps drawing and answering input
 * however large the board. At the maximum speed the count adapts (at most doubling per frame, dropping
 * at once) to fill the budget.
 */
public final class Pace {
    /** Most generations one frame encodes: each is a compute pass the CPU has to encode too. */
    static final int MOST_PER_FRAME = 1024;
    /** The share of a frame interval given to simulation; the rest is drawing and the browser's own work. */
    static final double BUDGET_SHARE = 0.6;
    static final double MIN_BUDGET_MS = 4;
    static final double MAX_BUDGET_MS = 16;
    /**
     * GPU time a frame may give a long step when the simulation is not running: the person waits for
     * the count, not for smooth motion, and the page still answers (and stops) within a frame.
     */
    static final double LONG_STEP_BUDGET_MS = 40;
    /** After a pause (hidden tab) a per-second speed does not catch up more than this much time. */
    private static final double MOST_CATCH_UP_MS = 250;

    private double credit;
    private int adaptive = 1;

    /**
     * The generations to encode in this frame.
     *
     * @param elapsedMs       time since the previous frame
     * @param msPerGeneration measured GPU time of one generation, NaN while unknown
     * @param frameIntervalMs typical time between frames (the display's refresh), NaN while unknown
     */
    public int generations(Speed speed, double elapsedMs, double msPerGeneration, double frameIntervalMs) {
        int affordable = affordable(msPerGeneration, frameIntervalMs);
        int wanted;
        if (speed.isMax()) {
            adaptive = Double.isNaN(msPerGeneration) ? 1 : Math.max(1, Math.min(affordable, 2 * adaptive));
            return adaptive;
        } else if (speed.perFrame() > 0) {
            wanted = speed.perFrame();
        } else {
            credit += Math.min(Math.max(elapsedMs, 0), MOST_CATCH_UP_MS) * speed.perSecond() / 1000;
            wanted = (int) Math.floor(credit);
        }
        int count = Math.min(wanted, affordable);
        credit = Math.min(credit - count, 1);
        return count;
    }

    /** Forgets owed generations (after pausing), so a restart does not begin with a burst. */
    public void restart() {
        credit = 0;
        adaptive = 1;
    }

    /**
     * How many generations fit the frame's GPU budget; one while the time per generation is unknown (a
     * new board), so the first frame measures before a large one is queued.
     */
    static int affordable(double msPerGeneration, double frameIntervalMs) {
        return affordableWithin(msPerGeneration, budgetMs(frameIntervalMs));
    }

    /** How many generations fit a GPU budget in milliseconds; one while the time per generation is unknown. */
    static int affordableWithin(double msPerGeneration, double budgetMs) {
        if (Double.isNaN(msPerGeneration) || msPerGeneration <= 0) {
            return 1;
        }
        return (int) Math.max(1, Math.min(MOST_PER_FRAME, Math.floor(budgetMs / msPerGeneration)));
    }

    static double budgetMs(double frameIntervalMs) {
        double interval = Double.isNaN(frameIntervalMs) ? 1000.0 / 60 : frameIntervalMs;
        return Math.max(MIN_BUDGET_MS, Math.min(MAX_BUDGET_MS, BUDGET_SHARE * interval));
    }
}
