package computelab.histogram;

import computelab.gpu.Plan;
import java.util.List;
import java.util.Map;

/**
 * Workgroup-private counters, merged once, with the bins split into ranges that fit workgroup memory and
 * every range a slice of the one dispatch's workgroups (histogram/private_counts.wgsl): up to 4,096 bins
 * (8,192 with 32 KiB) the input is read once; beyond, each range reads it again, all at once.
 */
public final class PrivateSlicesHistogram implements HistogramVariant {
    static final String NAME = "private-slices";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Counts in workgroup memory merged once into the global counts; bins beyond what one workgroup's "
                + "memory holds are split into ranges, each range a slice of the workgroups of one dispatch.";
    }

    @Override
    public String shader() {
        return "histogram/private_counts.wgsl";
    }

    @Override
    public String entryPoint() {
        return "count_private";
    }

    @Override
    public Plan plan(HistogramJob job) {
        long walkers = HistogramVariant.walkers(job.count(), job.targetWorkgroups());
        int ranges = job.ranges();
        Plan.Dispatch dispatch = dispatch(job, Map.of("RANGE_BINS", (double) job.rangeBins()), walkers * ranges,
                HistogramVariant.params(job, 0, walkers, ranges));
        return HistogramVariant.plan(name(), job, List.of(dispatch)).with("ranges", ranges)
                .with("rangeBins", job.rangeBins()).with("workgroups", walkers * ranges);
    }
}
