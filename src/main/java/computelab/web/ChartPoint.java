package computelab.web;

import computelab.bench.Sizes;
import computelab.lab.BenchBaseline;

/**
 * One timed row as the bench charts need it: its throughput (value) and its own ceiling, in the same
 * unit, and the baseline's throughput for the same case.
 */
record ChartPoint(String algorithm, long n, double items, boolean side, double value, Double ceiling,
        String ceilingKind, double trafficPerItem, boolean suspect) {

    /** The size as the axis shows it: 2^16 for elements, 256 x 256 for a board. */
    String sizeLabel() {
        return side ? n + " x " + n : Sizes.format(n);
    }

    /** The baseline's throughput for the same case, or null. */
    Double in(BenchBaseline baseline, String suite) {
        if (baseline == null) {
            return null;
        }
        BenchBaseline.Row row = baseline.find(suite, algorithm, n);
        return row == null ? null : row.throughput();
    }
}
