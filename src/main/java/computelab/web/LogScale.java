package computelab.web;

import java.util.ArrayList;
import java.util.List;

/**
 * A logarithmic axis over positive values, from a power of ten below the smallest to one above the largest
 * (a little room on both sides, so no value sits on an edge). Throughputs span decades between sizes and
 * between algorithms; on a linear axis the slow ones lie flat at zero under the fast ones and the ceiling.
 */
record LogScale(double min, double max) {

    static LogScale covering(double smallest, double largest) {
        double lowDecade = Math.floor(Math.log10(smallest) - 0.05);
        double highDecade = Math.max(Math.ceil(Math.log10(largest) + 0.02), lowDecade + 1);
        // The smallest value keeps at least a 48th of the axis (8 pixels of a bar chart's 384), however many
        // decades the axis spans.
        if (Math.log10(smallest) - lowDecade < (highDecade - lowDecade) / 48) {
            lowDecade -= 1;
        }
        return new LogScale(Math.pow(10, lowDecade), Math.pow(10, highDecade));
    }

    /** Where a value lies between min (0) and max (1). */
    double fraction(double value) {
        return (Math.log10(value) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
    }

    /** The powers of ten on the axis, and 2 and 5 times them where it spans two decades or fewer. */
    List<Double> ticks() {
        int first = (int) Math.round(Math.log10(min));
        int last = (int) Math.round(Math.log10(max));
        List<Double> ticks = new ArrayList<>();
        int step = Math.max(1, (last - first + 7) / 8);
        for (int k = first; k <= last; k += step) {
            double decade = Math.pow(10, k);
            ticks.add(decade);
            if (last - first <= 2 && k < last) {
                ticks.add(2 * decade);
                ticks.add(5 * decade);
            }
        }
        return ticks;
    }
}
