package computelab.gpu;

import java.util.Arrays;

/**
 * GPU times in milliseconds: the median, the minimum, the spread (the interquartile range, a spread
 * that one stray repetition cannot move) and how many times there were. Spans that are not positive
 * are dropped: a timestamp counter may be quantized or reset.
 */
public record Timing(double median, double min, double spread, int reps) {

    /** The timing of these spans, or null when none is usable. */
    public static Timing of(double[] millis) {
        double[] valid = Arrays.stream(millis).filter(ms -> ms > 0 && Double.isFinite(ms)).sorted().toArray();
        if (valid.length == 0) {
            return null;
        }
        return new Timing(quantile(valid, 0.5), valid[0], quantile(valid, 0.75) - quantile(valid, 0.25),
                valid.length);
    }

    /** The q-quantile of sorted values, interpolated between neighbours (the median of an even count is the mean of the middle two). */
    static double quantile(double[] sorted, double q) {
        double at = q * (sorted.length - 1);
        int below = (int) Math.floor(at);
        int above = Math.min(sorted.length - 1, below + 1);
        return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
    }
}
