package computelab.histogram;

import computelab.gpu.Plan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Workgroup-private counters as {@link PrivateSlicesHistogram}, but one dispatch per range of bins, each
 * over the whole input: the ranges run one after another, so a range finds none of the input in L2 that
 * another range just loaded, but each dispatch has the whole GPU.
 */
public final class PrivatePassesHistogram implements HistogramVariant {
    @Override
    public String name() {
        return "private-passes";
    }

    @Override
    public String summary() {
        return "Counts in workgroup memory merged once into the global counts; bins beyond what one workgroup's "
                + "memory holds take one dispatch over the whole input per range.";
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
        Map<String, Double> constants = Map.of("RANGE_BINS", (double) job.rangeBins());
        List<Plan.Dispatch> dispatches = new ArrayList<>();
        for (int range = 0; range < job.ranges(); range++) {
            dispatches.add(dispatch(job, constants, walkers,
                    HistogramVariant.params(job, (long) range * job.rangeBins(), walkers, 1)));
        }
        return HistogramVariant.plan(name(), job, dispatches).with("ranges", job.ranges())
                .with("rangeBins", job.rangeBins()).with("workgroups", walkers);
    }
}
