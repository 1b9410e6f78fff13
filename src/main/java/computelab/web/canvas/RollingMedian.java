package computelab.web.canvas;

import java.util.Arrays;

/**
 * The median of the last few values of a measurement (GPU time per generation, frame intervals):
 * steady against the odd slow frame, yet following real changes within a second.
 */
public final class RollingMedian {
    private final double[] window;
    private int count;
    private int next;

    public RollingMedian(int size) {
        window = new double[size];
    }

    /** Records a value; values that are not positive and finite (dropped timestamps) are ignored. */
    public void add(double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            return;
        }
        window[next] = value;
        next = (next + 1) % window.length;
        count = Math.min(count + 1, window.length);
    }

    /** The median of the recorded values, or NaN before the first one. */
    public double median() {
        if (count == 0) {
            return Double.NaN;
        }
        double[] sorted = Arrays.copyOf(window, count);
        Arrays.sort(sorted);
        int middle = count / 2;
        return count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public void clear() {
        count = 0;
        next = 0;
    }
}
