package computelab.sort;

import computelab.failure.LabException;
import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.FromCount;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * OneSweep radix sort (onesweep.wgsl): one pass counts all four 8-bit digits, then one pass per digit
 * ranks each tile's keys by the digit in workgroup memory and finds where they go by decoupled look-back
 * over the earlier tiles' digit counts, with the fallback that counts a silent tile's keys itself.
 * Ranking by subgroup ballots where the device has subgroups (rank_match.wgsl), else by two 4-bit
 * splits (rank_splits.wgsl); both are stable and right for every subgroup size. Tiles hold 256 x 16
 * keys where the device's workgroup memory allows, else as many as fit, down to 256 x 8 (which fits
 * the 16 KiB every WebGPU device offers); {@link Tuning#keysPerInvocation()} asks for 8 to 16 per
 * invocation. Keys and values ranked by ballots leave the tile through workgroup memory by halves, so 16
 * keys per invocation take 15.5 KiB: every device holds the full tile, and 3 workgroups of keys share an
 * H200 SM's 48 KiB instead of 2 (23.7 G keys/s at 2^26 instead of 21.9; pairs 1.04x; BENCHMARKS.md).
 * Scratch: a second copy of the keys (and values), 1 KiB of look-back state per tile, 8 KiB of histograms.
 */
final class OnesweepSort implements SortVariant {
    static final String NAME = "onesweep";
    static final int WORKGROUP_SIZE = 256;
    static final int KEYS_PER_INVOCATION = 16;
    static final int MIN_KEYS_PER_INVOCATION = 8;
    static final int MAX_KEYS_PER_INVOCATION = 16;
    static final int TILE = WORKGROUP_SIZE * KEYS_PER_INVOCATION;
    static final int CHUNK = 4096;
    static final int RADIX = 256;
    /** Workgroups of the histogram pass: each walks the chunks grid-stride, so atomics to the global histograms stay few. */
    static final int HISTOGRAM_WORKGROUPS = 1024;
    /** Bytes of workgroup memory sort_tile needs at its smallest tile, with either ranking. */
    static final double SMALLEST_WORKGROUP_BYTES = Math.max(
            workgroupBytes(WORKGROUP_SIZE * MIN_KEYS_PER_INVOCATION, true),
            workgroupBytes(WORKGROUP_SIZE * MIN_KEYS_PER_INVOCATION, false));
    private static final String SHADER = "sort/onesweep.wgsl";
    /** The parameters of every kernel of the sort (clear_words reads n alone, count_all_digits n, src_base, tiles). */
    static final UniformLayout PARAMS = UniformLayout.struct("Params", SHADER).u32("n").u32("src_base")
            .u32("dst_base").u32("shift").u32("tiles").u32("src_value_base").u32("dst_value_base").u32("digit_pass");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "One pass counts all four 8-bit digits, then one pass per digit: each tile of up to 4096 keys is "
                + "ranked in workgroup memory (by subgroup ballots where the device has subgroups) and finds its place "
                + "by decoupled look-back (with fallback) over earlier tiles' counts; stable.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    /** Its tile under the tuning, and the histogram pass's chunk. */
    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of((long) tile(tuning), (long) CHUNK);
    }

    /**
     * Ranking by 4-bit splits on a device with subgroups; the fewest and odd numbers of keys per invocation
     * (with both rankings); the look-back's fallback, forced or reached by impatience, with both
     * rankings; 2D grids; n read on the GPU (its grids indirect, 1D and 2D).
     */
    @Override
    public List<Tuning> tunings() {
        Tuning splits = Tuning.DEFAULT.withSubgroups(false);
        return List.of(splits, Tuning.DEFAULT.withKeysPerInvocation(MIN_KEYS_PER_INVOCATION),
                Tuning.DEFAULT.withKeysPerInvocation(15), splits.withKeysPerInvocation(9), Tuning.DEFAULT.withForceFallback(true),
                Tuning.DEFAULT.withSpinLimit(0), splits.withForceFallback(true), splits.withSpinLimit(0),
                Tuning.SMALL_GRIDS, Tuning.DEFAULT.withCountOnGpu(true), Tuning.SMALL_GRIDS.withCountOnGpu(true));
    }

    /** Histogram: read 4 bytes; each of four passes reads and writes the key (and the value). */
    @Override
    public double trafficBytes(long n, boolean values) {
        return (4.0 + 4 * (values ? 16.0 : 8.0)) * n;
    }

    @Override
    public Plan plan(SortJob job) {
        long n = job.n();
        if (n >= 1L << 30) {
            throw new LabException("The onesweep algorithm sorts fewer than 2^30 keys (its look-back state holds 30-bit counts); "
                    + "sort " + n + " keys with split-scan.");
        }
        int tile = tile(job);
        double workgroupBytes = workgroupBytes(tile, job.subgroups());
        if (job.workgroupStorageBytes() < workgroupBytes) {
            int keys = tile / WORKGROUP_SIZE;
            throw new LabException("The onesweep algorithm needs " + (long) workgroupBytes + " bytes of workgroup memory with "
                    + keys + " keys per invocation and this device offers " + (long) job.workgroupStorageBytes()
                    + (keys > MIN_KEYS_PER_INVOCATION ? ": ask for fewer keys per invocation, or use split-scan."
                            : ": use split-scan."));
        }
        long tiles = SortJob.ceil(n, tile);
        long stateWords = (tiles + 1) * RADIX;
        double stateBytes = stateWords * 4.0;
        double histogramBytes = 8 * RADIX * 4.0;
        Scratch.Lease counts = job.counts().lease(stateBytes + histogramBytes);
        Scratch.Lease alternateKeys = job.alternateKeys().lease(n * 4.0);
        List<Scratch.Lease> leases = new ArrayList<>(List.of(counts, alternateKeys));
        SortRange alternateValueRange = null;
        if (job.hasValues()) {
            Scratch.Lease alternateValues = job.alternateValues().lease(n * 4.0);
            leases.add(alternateValues);
            alternateValueRange = SortRange.whole(alternateValues.buffer(), n);
        }
        SortRange alternateKeyRange = SortRange.whole(alternateKeys.buffer(), n);
        Bound state = new Bound(5, counts.buffer(), 0, stateBytes);
        Bound histograms = new Bound(6, counts.buffer(), stateBytes, histogramBytes);
        Bound histogramsToClear = new Bound(5, counts.buffer(), stateBytes, histogramBytes);

        // Counted (n read on the GPU; the plan is made for the capacity): no tile for 0 keys. The histogram
        // pass keeps its grid (its workgroups walk the chunks there are), the state is cleared for the capacity.
        FromCount tilesOfCount = FromCount.per(tile, 0);
        List<Plan.Pass> passes = new ArrayList<>();
        long chunks = SortJob.ceil(n, CHUNK);
        int[] histogramParams = PARAMS.words().set("n", n).set("src_base", job.keysIn().base()).set("tiles", chunks)
                .array();
        passes.add(new Plan.Pass("all digits: histogram", List.of(
                job.dispatch(SHADER, "clear_words", Map.of(), 4, PARAMS.words().set("n", 4 * RADIX).array(),
                        List.of(histogramsToClear)),
                // One row of workgroups, each walking the chunks grid-stride.
                new Plan.Dispatch(new Kernel(SHADER, "count_all_digits", false, job.keyConstants()),
                        DispatchGrid.of(Math.min(chunks, Math.min(HISTOGRAM_WORKGROUPS,
                                job.maxWorkgroupsPerDimension())), job.maxWorkgroupsPerDimension()),
                        histogramParams, List.of(job.keysIn().at(1), histograms))
                        .following(followingCount(FromCount.per(CHUNK, 0), null, job)),
                job.dispatch(SHADER, "scan_histograms", Map.of(), 1, null, List.of(histograms)))));
        for (int pass = 0; pass < 4; pass++) {
            boolean toAlternate = pass % 2 == 0;
            SortRange srcKeys = pass == 0 ? job.keysIn() : toAlternate ? job.keysOut() : alternateKeyRange;
            SortRange dstKeys = toAlternate ? alternateKeyRange : job.keysOut();
            SortRange srcValues = pass == 0 ? job.valuesIn() : toAlternate ? job.valuesOut() : alternateValueRange;
            SortRange dstValues = toAlternate ? alternateValueRange : job.valuesOut();
            int shift = pass * 8;
            int[] params = PARAMS.words().set("n", n).set("src_base", srcKeys.base()).set("dst_base", dstKeys.base())
                    .set("shift", shift).set("tiles", tiles)
                    .set("src_value_base", srcValues == null ? 0 : srcValues.base())
                    .set("dst_value_base", dstValues == null ? 0 : dstValues.base()).set("digit_pass", pass).array();
            passes.add(new Plan.Pass("bits " + shift + "-" + (shift + 7) + ": sort tiles", List.of(
                    job.dispatch(SHADER, "clear_words", Map.of(), SortJob.ceil(stateWords, 256),
                            PARAMS.words().set("n", stateWords).array(), List.of(state)),
                    new Plan.Dispatch(new Kernel(SHADER, "sort_tile", job.subgroups(), tileConstants(job, tile)),
                            DispatchGrid.of(tiles, job.maxWorkgroupsPerDimension()), params,
                            List.of(srcKeys.at(1), dstKeys.at(2), job.values(srcValues, 3, false),
                                    job.values(dstValues, 4, true), state, histograms))
                            .following(followingCount(tilesOfCount, tilesOfCount, job)))));
        }
        return Plan.of(NAME, passes).holding(leases);
    }

    /** The words n and tiles of a dispatch that follow the count (tiles of {@code tiles}), and its grid. */
    private static Plan.Counted followingCount(FromCount tiles, FromCount workgroups, SortJob job) {
        return new Plan.Counted(Map.of(PARAMS.wordOf("n"), FromCount.COUNT, PARAMS.wordOf("tiles"), tiles), workgroups,
                job.maxWorkgroupsPerDimension());
    }

    /**
     * The tile of this sort: the keys per invocation its options ask for, else the most (up to 16) whose
     * workgroup memory the device offers; at least 8, so a device offering less fails in plan().
     */
    static int tile(SortJob job) {
        if (job.options().keysPerInvocation() != 0) {
            return tile(job.options());
        }
        int keys = KEYS_PER_INVOCATION;
        while (keys > MIN_KEYS_PER_INVOCATION
                && workgroupBytes(WORKGROUP_SIZE * keys, job.subgroups())
                        > job.workgroupStorageBytes()) {
            keys--;
        }
        return WORKGROUP_SIZE * keys;
    }

    /**
     * The tile of a sort with these options on a device with room for the largest: 256 invocations times
     * their keys each; LabException for a count outside 8..16 (the ranking parts' bounds).
     */
    static int tile(Tuning options) {
        int keys = options.keysPerInvocation();
        if (keys == 0) {
            return TILE;
        }
        if (keys < MIN_KEYS_PER_INVOCATION || keys > MAX_KEYS_PER_INVOCATION) {
            throw new LabException("The onesweep algorithm takes " + MIN_KEYS_PER_INVOCATION + " to " + MAX_KEYS_PER_INVOCATION
                    + " keys per invocation, not " + keys + ".");
        }
        return WORKGROUP_SIZE * keys;
    }

    /**
     * Workgroup memory of sort_tile, rounded up for alignment: 2 KiB of digit starts and bases and the
     * tile in digit order, 4 bytes per key, except that keys and values ranked with subgroups
     * (rank_match.wgsl) leave by halves (2 bytes per key); plus with subgroups 5.25 KiB of counters and
     * subgroup sums, without (rank_splits.wgsl) 2 bytes per key of origins and 1 KiB of raking sums.
     * Pairs need no more than keys alone.
     */
    static double workgroupBytes(int tile, boolean subgroups) {
        if (!subgroups) {
            return 6.0 * tile + 3.25 * 1024;
        }
        return 2.0 * tile + 7.5 * 1024;
    }

    /** The key constants, the tile's keys per invocation and, where the options ask, the look-back's spin limit and forced fallback. */
    private static Map<String, Double> tileConstants(SortJob job, int tile) {
        Map<String, Double> constants = job.constants();
        constants.put("KEYS_PER_INVOCATION", (double) (tile / WORKGROUP_SIZE));
        if (job.options().spinLimit() >= 0) {
            constants.put("SPIN_LIMIT", (double) job.options().spinLimit());
        }
        if (job.options().forceFallback()) {
            constants.put("FORCE_FALLBACK", 1.0);
        }
        return constants;
    }
}
