package computelab.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * An estimate of how long the rest of a run takes, from the wall time of the cases done so far (they run
 * in plan order). A case not done yet is expected to take what the done cases of its suite took at the
 * nearest size, scaled by (items / their items)^p; p is how time grew with size in the suites that have
 * done two sizes already (between 0 and 1), and 1 (time grows with the work) before any has. A suite not
 * started yet borrows from the suites that ran. It is an estimate: warm-up, verification and pipeline
 * creation do not all grow alike, and it is corrected after every case.
 */
public final class TimeLeft {
    private final List<PlannedCase> plan;
    private final List<Double> seconds = new ArrayList<>();

    public TimeLeft(List<PlannedCase> plan) {
        this.plan = List.copyOf(plan);
    }

    /** The next case of the plan finished after {@code wallSeconds}. */
    public void done(double wallSeconds) {
        if (seconds.size() < plan.size()) {
            seconds.add(wallSeconds);
        }
    }

    public int casesDone() {
        return seconds.size();
    }

    /** Seconds the cases not finished yet should take; null before the first case finished. */
    public Double secondsLeft() {
        if (seconds.isEmpty()) {
            return null;
        }
        double exponent = exponent();
        double left = 0;
        for (int i = seconds.size(); i < plan.size(); i++) {
            left += estimate(plan.get(i), exponent);
        }
        return left;
    }

    private double estimate(PlannedCase next, double exponent) {
        List<Integer> pool = done(next.suite());
        if (pool.isEmpty()) {
            pool = done(null);
        }
        // The done size nearest to this one (on a log scale), and the mean time of the cases of that size.
        double nearest = 0;
        double distance = Double.MAX_VALUE;
        for (int i : pool) {
            double d = Math.abs(Math.log(plan.get(i).items() / next.items()));
            if (d < distance) {
                distance = d;
                nearest = plan.get(i).items();
            }
        }
        return meanAt(pool, nearest) * Math.pow(next.items() / nearest, exponent);
    }

    /** How time grew with items, averaged over the suites that have done two sizes or more. */
    private double exponent() {
        double sum = 0;
        int suites = 0;
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < seconds.size(); i++) {
            String suite = plan.get(i).suite();
            if (seen.contains(suite)) {
                continue;
            }
            seen.add(suite);
            List<Integer> ofSuite = done(suite);
            double smallest = Double.MAX_VALUE;
            double largest = 0;
            for (int j : ofSuite) {
                smallest = Math.min(smallest, plan.get(j).items());
                largest = Math.max(largest, plan.get(j).items());
            }
            double low = meanAt(ofSuite, smallest);
            double high = meanAt(ofSuite, largest);
            if (largest > smallest && low > 0 && high > 0) {
                sum += Math.max(0, Math.min(1, Math.log(high / low) / Math.log(largest / smallest)));
                suites++;
            }
        }
        return suites == 0 ? 1 : sum / suites;
    }

    /** Indices of the done cases of a suite (null: of every suite). */
    private List<Integer> done(String suite) {
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < seconds.size(); i++) {
            if (suite == null || plan.get(i).suite().equals(suite)) {
                indices.add(i);
            }
        }
        return indices;
    }

    private double meanAt(List<Integer> pool, double items) {
        double sum = 0;
        int count = 0;
        for (int i : pool) {
            if (plan.get(i).items() == items) {
                sum += seconds.get(i);
                count++;
            }
        }
        return count == 0 ? 0 : sum / count;
    }
}
