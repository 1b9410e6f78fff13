package computelab.histogram;

import computelab.gpu.Plan;
import java.util.List;
import java.util.Map;

/**
 * One global atomic add per value (histogram/global_counts.wgsl): the input read once for any number of
 * bins, no workgroup memory; the baseline the private counters are measured against, and slow where one
 * bin takes everything.
 */
public final class GlobalAtomicsHistogram implements HistogramVariant {
    @Override
    public String name() {
        return "global-atomics";
    }

    @Override
    public String summary() {
        return "Every value adds one to its bin's global count with an atomic: one read of the input for any "
                + "number of bins, contended where one bin takes everything.";
    }

    @Override
    public String shader() {
        return "histogram/global_counts.wgsl";
    }

    @Override
    public String entryPoint() {
        return "count_global";
    }

    @Override
    public Plan plan(HistogramJob job) {
        long walkers = HistogramVariant.walkers(job.count(), job.targetWorkgroups());
        Plan.Dispatch dispatch = dispatch(job, Map.of(), walkers, HistogramVariant.params(job, 0, walkers, 1));
        return HistogramVariant.plan(name(), job, List.of(dispatch)).with("ranges", 1).with("workgroups", walkers);
    }
}
