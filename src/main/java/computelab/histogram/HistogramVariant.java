package computelab.histogram;

import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Tuning;
import computelab.gpu.Variant;
import java.util.List;
import java.util.Map;

/**
 * One histogram algorithm. Every kernel shares histogram/input_walk.wgsl: binding 0 its parameters, 1 the
 * values, 2 their whole vectors, 3 the counts, which the plan clears before every run. Registered in
 * {@link Histogram#ALGORITHMS}.
 */
public interface HistogramVariant extends Variant<HistogramJob> {
    int WORKGROUP_SIZE = 256;
    /** Vectors a thread reads at least before the input takes another workgroup. */
    long MIN_VECTORS_PER_THREAD = 8;
    /**
     * Workgroups a walk of the input takes at most; beyond, each thread takes more vectors. Fewer workgroups
     * merge fewer counters: on an H100, 256 bins at 2^26 ran at 0.84 of the read kernel with 2,048, 0.89 with
     * 1,056, 0.90 with 528, 0.90 with 512 and 0.76 with 264 (at 2^28 0.92-0.93 from 512 up; BENCHMARKS.md,
     * "Histogram"). 528 is four per multiprocessor of an H100 or H200 (132 each).
     */
    long MAX_WORKGROUPS = 528;

    /** The kernel under wgsl/histogram/. */
    String shader();

    /** The kernel's entry point. */
    String entryPoint();

    @Override
    default List<String> shaders() {
        return List.of(shader());
    }

    /** 2D grids and a walk by few workgroups (many vectors per thread). */
    @Override
    default List<Tuning> tunings() {
        return List.of(Tuning.SMALL_GRIDS, Tuning.DEFAULT.withTargetWorkgroups(3));
    }

    /** Where a walk takes one more workgroup, and where the vector loop's four loads start to run. */
    @Override
    default List<Long> tileSizes(Tuning tuning) {
        long vectorRound = 4L * WORKGROUP_SIZE;
        return List.of(4L, vectorRound, vectorRound * MIN_VECTORS_PER_THREAD, 4 * vectorRound * MIN_VECTORS_PER_THREAD);
    }

    /**
     * Workgroups that walk {@code count} values: one per {@link #MIN_VECTORS_PER_THREAD} vectors per thread,
     * at most {@link #MAX_WORKGROUPS} (or the tuning's target), at least one.
     */
    static long walkers(long count, long target) {
        long perWorkgroup = 4L * WORKGROUP_SIZE * MIN_VECTORS_PER_THREAD;
        long wanted = Math.max(1, (count + perWorkgroup - 1) / perWorkgroup);
        return Math.min(wanted, target > 0 ? target : MAX_WORKGROUPS);
    }

    /** One dispatch of this variant's kernel over {@code workgroups} with these parameter words. */
    default Plan.Dispatch dispatch(HistogramJob job, Map<String, Double> constants, long workgroups, int[] params) {
        Kernel kernel = new Kernel(shader(), entryPoint(), false, constants);
        List<Bound> bound = List.of(new Bound(1, job.values(), 0, Math.max(4, job.count() * 4.0)),
                new Bound(2, job.vectors(), 0, job.vectorBytes()),
                new Bound(3, job.counts(), 0, job.bins() * 4.0));
        return new Plan.Dispatch(kernel, DispatchGrid.of(workgroups, job.maxPerDimension()), params, bound);
    }

    /** The parameter words of a dispatch. */
    static int[] params(HistogramJob job, long firstBin, long workgroups, long ranges) {
        return HistogramParams.LAYOUT.words().set("count", job.count()).set("bins", job.bins()).set("bits", job.bits())
                .set("first_bin", firstBin).set("workgroups", workgroups).set("ranges", ranges).array();
    }

    /** The plan of these dispatches in one pass, the counts cleared before it, n words to read. */
    static Plan plan(String name, HistogramJob job, List<Plan.Dispatch> dispatches) {
        return Plan.of(name, List.of(new Plan.Pass(job.label(), dispatches)))
                .beforeEachRun(encoder -> encoder.clearBuffer(job.counts(), 0, job.bins() * 4.0))
                .moving(4.0 * job.count());
    }
}
