package computelab.gpu;

import java.util.Arrays;

/** Median and minimum of GPU times in milliseconds; spans that are not positive are dropped. */
public record Timing(double median, double min, int reps) {

    public static Timing of(double[] millis) {
        double[] valid = Arrays.stream(millis).filter(ms -> ms > 0 && Double.isFinite(ms)).sorted().toArray();
        if (valid.length == 0) {
            return null;
        }
        int middle = valid.length / 2;
        double median = valid.length % 2 == 1 ? valid[middle] : (valid[middle - 1] + valid[middle]) / 2;
        return new Timing(median, valid[0], valid.length);
    }
}
