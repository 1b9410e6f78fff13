package computelab.reduce;

/**
 * The bandwidth-bound reduction: vec4 loads walked with a grid stride by a moderate, fixed number of
 * workgroups, many elements per thread, subgroup operations (or a workgroup-memory tree) inside each
 * workgroup, then one workgroup over the partials. Two levels up to 2^30 elements (three beyond);
 * where the level before the last has few workgroups (up to 2^26 elements) the last of them to
 * finish combines the partials, so the reduction is one dispatch (integer sums through four counted
 * words that every workgroup adds its partial's bytes to, see fast_share.wgsl).
 */
public final class FastReduction implements ReduceVariant {
    static final int WORKGROUP_SIZE = 256;
    /**
     * Workgroups a level aims for by default, until each thread would stream more than
     * {@link #MAX_VECTORS_PER_THREAD} vectors: few, so every thread streams several vectors and the finishing
     * step waits for few workgroups; with the cap, large levels still fill a big GPU (512 workgroups at 2^24,
     * 2,048 at 2^26). On an H200, 256 instead of 1,024 took 2^20, 2^22 and 2^24 elements from 0.75, 0.82 and
     * 0.93 of the read kernel to 0.87, 0.93 and 0.95 (BENCHMARKS.md).
     */
    public static final int DEFAULT_TARGET_WORKGROUPS = 256;
    /**
     * Vectors per thread before the level takes more workgroups instead. With 32, 2^25 elements take 1,024
     * workgroups (one wave on an H200) and 2^26 take 2,048, which still finish in the kernel; with 16 they
     * took 2,048 and two dispatches (0.92 and 0.96 of the read kernel against 0.97 and 0.97); 64 was slower
     * at 2^28 (0.977 against 0.993, BENCHMARKS.md).
     */
    static final long MAX_VECTORS_PER_THREAD = 32;
    /**
     * The most workgroups whose partials the last of them combines (8 per thread) rather than a dispatch
     * of its own: on an H200 one workgroup reading 4,096 partials costs more than the dispatch. It also
     * keeps integer sums' counted words from overflowing (fast_share.wgsl: byte sums in 20 bits, 2,048 x
     * 255 < 2^20; the count in 12).
     */
    static final long FINISH_IN_KERNEL_LIMIT = 2048;
    /** fast_share.wgsl's counted words of integer sums: at words 1, 33, 65 and 97. */
    static final long COUNTED_WORDS = 98;
    /** A level this small is one workgroup: a second pass would cost more than it saves. */
    static final long SINGLE_WORKGROUP_LIMIT = 32768;

    private final long targetWorkgroups;

    public FastReduction() {
        this(DEFAULT_TARGET_WORKGROUPS);
    }

    /** A fast reduction aiming for {@code targetWorkgroups} in its first pass (a tuning knob). */
    public FastReduction(long targetWorkgroups) {
        if (targetWorkgroups < 1) {
            throw new IllegalArgumentException("At least one workgroup, not " + targetWorkgroups);
        }
        this.targetWorkgroups = targetWorkgroups;
    }

    @Override
    public String name() {
        return "fast";
    }

    @Override
    public String summary() {
        return "The bandwidth-bound reduction: vec4 loads with a grid stride by a fixed number of workgroups, subgroup operations inside each, then one workgroup over the partials (the last to finish, where they are few; integer sums gather in four counted atomic words instead).";
    }

    @Override
    public String shader() {
        return "reduce/fast.wgsl";
    }


    @Override
    public boolean readsVectors() {
        return true;
    }

    @Override
    public boolean canFinishInLastWorkgroup() {
        return true;
    }

    @Override
    public boolean finishesInLastWorkgroup(long workgroups) {
        return workgroups <= FINISH_IN_KERNEL_LIMIT;
    }

    /** The ticket counter, then two words per workgroup, or the counted words of an integer sum. */
    @Override
    public long arrivalWords(long workgroups) {
        return Math.max(1 + 2 * workgroups, COUNTED_WORDS);
    }

    @Override
    public LevelPlan levels(long n) {
        return LevelPlan.of(n, this::workgroupsFor);
    }

    /** Workgroups for a level of {@code count} values. */
    long workgroupsFor(long count) {
        if (count <= SINGLE_WORKGROUP_LIMIT) {
            return 1;
        }
        long elementsPerVectorRound = 4L * WORKGROUP_SIZE; // one vec4 for every thread of a workgroup
        long vectorsPerThread = Math.min(MAX_VECTORS_PER_THREAD,
                Math.max(1, LevelPlan.ceilDiv(count, elementsPerVectorRound * targetWorkgroups)));
        return LevelPlan.ceilDiv(count, elementsPerVectorRound * vectorsPerThread);
    }
}
