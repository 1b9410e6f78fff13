package computelab.rd;

/**
 * The (k, F) plane of the Gray-Scott model as its map shows it: where the uniform reaction has a second
 * steady state besides u = 1, v = 0 (patterns need one). A uniform state with v > 0 has u v = F + k and
 * F (1 - u) = (F + k) v, so (F + k) v^2 - F v + F (F + k) = 0: two roots where F >= 4 (F + k)^2, that is
 * k <= sqrt(F) / 2 - F (the saddle-node line; to its right u = 1, v = 0 is the only uniform state, yet
 * spots that keep still or divide live just beyond it). The upper root loses stability in a Hopf
 * bifurcation where the Jacobian's trace k - v^2 changes sign: to the left of that line the uniform state
 * oscillates. Pearson's patterns lie along the saddle-node line, on both sides of it.
 */
public final class FeedKillPlane {
    /** The map's window: k along x, F up along y. */
    public static final double MIN_KILL = 0.045;
    public static final double MAX_KILL = 0.07;
    public static final double MIN_FEED = 0;
    public static final double MAX_FEED = 0.09;

    private FeedKillPlane() {
    }

    /** The kill rate of the saddle-node line at feed F: the largest k with a second steady state. */
    public static double saddleNodeKill(double feed) {
        return Math.sqrt(feed) / 2 - feed;
    }

    /**
     * The kill rate of the Hopf line at feed F (where the upper steady state's v^2 equals k), or NaN where
     * the line does not exist at this F (F above 1/16, where the two lines meet).
     */
    public static double hopfKill(double feed) {
        double low = 0;
        double high = saddleNodeKill(feed);
        if (!(high > 0)) {
            return Double.NaN;
        }
        // k - v(k)^2 rises from negative (small k) to positive at the saddle-node line: bisect for the zero.
        if (trace(feed, low) > 0 || trace(feed, high) < 0) {
            return Double.NaN;
        }
        for (int i = 0; i < 60; i++) {
            double middle = (low + high) / 2;
            if (trace(feed, middle) < 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return (low + high) / 2;
    }

    /** k - v^2 at the upper (larger v) steady state of (F, k). */
    static double trace(double feed, double kill) {
        double sum = feed + kill;
        double discriminant = Math.max(0, feed * feed - 4 * feed * sum * sum);
        double v = (feed + Math.sqrt(discriminant)) / (2 * sum);
        return kill - v * v;
    }
}
