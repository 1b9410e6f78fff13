package computelab.rd;

/**
 * What the contract reports about the fields after a run: the mean of u and of v over every cell, and
 * the least and greatest v. Means are summed in double, so they do not depend on the order of cells.
 */
public record FieldStats(double meanU, double meanV, double minV, double maxV) {

    /** Gathers the statistics one band of cells at a time, in any order. */
    public static final class Accumulator {
        private double sumU;
        private double sumV;
        private double minV = Double.POSITIVE_INFINITY;
        private double maxV = Double.NEGATIVE_INFINITY;
        private long cells;

        /** Adds cells [0, count) of the two arrays. */
        public void add(float[] u, float[] v, int count) {
            // Per band in local variables: the sums are doubles, the count a long only once per band.
            double bandU = 0;
            double bandV = 0;
            double low = minV;
            double high = maxV;
            for (int i = 0; i < count; i++) {
                bandU += u[i];
                bandV += v[i];
                low = Math.min(low, v[i]);
                high = Math.max(high, v[i]);
            }
            sumU += bandU;
            sumV += bandV;
            minV = low;
            maxV = high;
            cells += count;
        }

        public FieldStats stats() {
            return new FieldStats(sumU / cells, sumV / cells, minV, maxV);
        }
    }

    /** Whether every cell held finite numbers: one NaN or infinity makes a mean NaN or infinite. */
    public boolean finite() {
        return Double.isFinite(meanU) && Double.isFinite(meanV);
    }

    /** The largest difference of the four statistics from another run's. */
    public double largestDifference(FieldStats other) {
        return Math.max(Math.max(Math.abs(meanU - other.meanU), Math.abs(meanV - other.meanV)),
                Math.max(Math.abs(minV - other.minV), Math.abs(maxV - other.maxV)));
    }
}
