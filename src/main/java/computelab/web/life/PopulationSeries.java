package computelab.web.life;

import java.util.Arrays;

/**
 * Population against generation for the graph under the board, from the measurements the frame loop
 * takes anyway (a few a second while running, one after every edit). At most {@link #MOST} points: when
 * full, every other point goes, so the graph always spans the whole history at a coarser step. A
 * generation at or before the last one (an edit while paused, an undo, Reset) replaces what lies from
 * there on. Pure Java, tested on the JVM.
 */
public final class PopulationSeries {
    static final int MOST = 256;

    private long[] generations = new long[MOST];
    private long[] populations = new long[MOST];
    private int count;
    private int changes;

    public void add(long generation, long population) {
        changes++;
        rewind(generation - 1);
        if (count == MOST) {
            thin();
        }
        generations[count] = generation;
        populations[count] = population;
        count++;
    }

    /** Forgets the points after {@code generation}. */
    public void rewind(long generation) {
        changes++;
        while (count > 0 && generations[count - 1] > generation) {
            count--;
        }
    }

    public void clear() {
        changes++;
        count = 0;
    }

    /** Counts every change, so a graph knows when to draw again. */
    public int changes() {
        return changes;
    }

    private void thin() {
        // Keeps the first point, every other one after it, and the newest.
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (i % 2 == 0 || i == count - 1) {
                generations[kept] = generations[i];
                populations[kept] = populations[i];
                kept++;
            }
        }
        count = kept;
    }

    public int size() {
        return count;
    }

    public long generation(int index) {
        return generations[index];
    }

    public long population(int index) {
        return populations[index];
    }

    public long maxPopulation() {
        return Arrays.stream(populations, 0, count).max().orElse(0);
    }

    public long minPopulation() {
        return Arrays.stream(populations, 0, count).min().orElse(0);
    }

    /**
     * The points in a {@code width} x {@code height} box as an SVG polyline's "x,y x,y ...": generations
     * across, population up from zero to the largest one seen.
     */
    public String polyline(double width, double height) {
        if (count == 0) {
            return "";
        }
        if (count == 1) {
            // One measurement so far: a level line at its height.
            String y = round(height - 1 - (height - 2) * (populations[0] > 0 ? 1 : 0));
            return "0.0," + y + " " + round(width) + "," + y;
        }
        long first = generations[0];
        long span = Math.max(1, generations[count - 1] - first);
        double top = Math.max(1, maxPopulation());
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < count; i++) {
            double x = width * (generations[i] - first) / span;
            double y = height - 1 - (height - 2) * populations[i] / top;
            if (i > 0) {
                points.append(' ');
            }
            points.append(round(x)).append(',').append(round(y));
        }
        return points.toString();
    }

    private static String round(double value) {
        return Double.toString(Math.round(value * 10) / 10.0);
    }
}
