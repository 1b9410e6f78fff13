package computelab.web;

import computelab.bench.BenchRow;
import computelab.lab.BenchBaseline;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * One suite's throughput as an inline SVG figure, on a log scale: lines against size when the run has
 * several sizes ({@link BenchLineChart}), bars per algorithm when it has one ({@link BenchBarChart}). Each
 * algorithm is drawn beside its own ceiling, the rate it would reach moving its minimum traffic as fast as
 * the plain kernel that bounds it (a copy, or a read for read-only algorithms): throughput / fraction. A
 * loaded baseline is drawn faintly behind.
 */
final class BenchChart {
    private BenchChart() {
    }

    /** What every chart shows, said once above them. */
    static String key(BenchBaseline baseline) {
        return "Throughput on log scales: lines against size, or a bar per algorithm where one size ran. Dashed: "
                + "each algorithm's ceiling, its minimum traffic moved by a plain copy (a read for read-only "
                + "algorithms) in the same run." + (baseline == null ? "" : " Faint: the baseline, " + baseline.name() + ".");
    }

    /** Draws the suite's figure into {@code parent} (nothing when no row has a time); returns it or null. */
    static HTMLElement draw(HTMLElement parent, String suite, List<BenchRow> rows, BenchBaseline baseline) {
        List<ChartPoint> points = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        for (BenchRow row : rows) {
            if (row.ok() && row.throughput() != null) {
                points.add(point(row));
                if (!sizes.contains(row.size())) {
                    sizes.add(row.size());
                }
            }
        }
        if (points.isEmpty()) {
            return null;
        }
        HTMLElement figure = Dom.append(parent, "figure");
        figure.setAttribute("class", "bench-chart");
        String unit = unit(rows.get(0).throughputKey());
        if (sizes.size() == 1) {
            BenchBarChart.draw(figure, suite, unit, points, baseline);
        } else {
            BenchLineChart.draw(figure, suite, unit, points, baseline);
        }
        return figure;
    }

    private static ChartPoint point(BenchRow row) {
        boolean readOnly = row.facts().readOnly();
        Double fraction = readOnly ? row.fractionOfRead() : row.fractionOfCopy();
        Double ceiling = fraction == null || !(fraction > 0) ? null : row.throughput() / fraction;
        return new ChartPoint(row.algorithm(), row.size(), row.facts().items(), row.planned().subject().sizeIsSide(),
                row.throughput(), ceiling, readOnly ? "read" : "copy", row.facts().trafficBytes() / row.facts().items(),
                row.ceilingSuspect());
    }

    /** The rate's item word for Numbers.rate: "elements", "cells" or "keys". */
    static String unit(String throughputKey) {
        return "gcellsPerS".equals(throughputKey) ? "cells" : "gkeysPerS".equals(throughputKey) ? "keys" : "elements";
    }
}
