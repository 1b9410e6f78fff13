package computelab.sort;

import computelab.data.ElementType;
import computelab.gpu.Bound;
import computelab.gpu.FromCount;
import computelab.gpu.Plan;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import computelab.scan.PrefixSum;
import computelab.scan.ScanMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Split-scan radix sort (split_scan.wgsl), the teaching version: eight passes of one 4-bit digit each,
 * and every pass is count, prefix sum, scatter. The prefix sum is the lab's own {@link PrefixSum}
 * (reduce-then-scan, in place over the digit counts), its passes planned into the sort's run.
 * Scratch: a second copy of the keys (and values) the passes ping-pong through, and 16 counts per
 * 1024-key tile (n / 16 bytes).
 */
final class SplitScanSort implements SortVariant {
    static final String NAME = "split-scan";
    static final int TILE = 1024;
    static final int RADIX_BITS = 4;
    static final int RADIX = 1 << RADIX_BITS;
    private static final String SHADER = "sort/split_scan.wgsl";
    /** The parameters of a pass over one digit. */
    static final UniformLayout PARAMS = UniformLayout.struct("Params", SHADER).u32("n").u32("src_base").u32("dst_base")
            .u32("shift").u32("tiles").u32("src_value_base").u32("dst_value_base");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of((long) TILE);
    }

    @Override
    public List<Tuning> tunings() {
        return List.of(Tuning.SMALL_GRIDS, Tuning.DEFAULT.withCountOnGpu(true));
    }

    @Override
    public String summary() {
        return "Eight passes of one 4-bit digit each: count each 1024-key tile's digits, prefix-sum the counts with "
                + "the lab's own scan (reduce-then-scan), then scatter every key to its digit's offset; stable.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    /** Per pass: count reads the keys, scatter reads and writes them (and reads and writes the values). */
    @Override
    public double trafficBytes(long n, boolean values) {
        return 32.0 / RADIX_BITS * (values ? 20.0 : 12.0) * n;
    }

    /** A pass of the counts' scan as its own plan sized it: it scans the capacity's counts whatever the sort's count. */
    private static List<Plan.Dispatch> hostSized(Plan.Pass pass) {
        List<Plan.Dispatch> dispatches = new ArrayList<>();
        for (Plan.Dispatch dispatch : pass.dispatches()) {
            dispatches.add(dispatch.following(null));
        }
        return dispatches;
    }

    @Override
    public Plan plan(SortJob job) {
        long n = job.n();
        long tiles = SortJob.ceil(n, TILE);
        long countWords = RADIX * tiles;
        Scratch.Lease counts = job.counts().lease(countWords * 4.0);
        Scratch.Lease alternateKeys = job.alternateKeys().lease(n * 4.0);
        List<Scratch.Lease> leases = new ArrayList<>(List.of(counts, alternateKeys));
        SortRange alternateValueRange = null;
        if (job.hasValues()) {
            Scratch.Lease alternateValues = job.alternateValues().lease(n * 4.0);
            leases.add(alternateValues);
            alternateValueRange = SortRange.whole(alternateValues.buffer(), n);
        }
        SortRange alternateKeyRange = SortRange.whole(alternateKeys.buffer(), n);
        Bound countBinding = new Bound(5, counts.buffer(), 0, countWords * 4.0);
        // The counts' scan: in place, which PrefixSum runs with reduce-then-scan whatever its default.
        PreparedPlan scan = job.prefixSum().prepare(counts.buffer(), 0, counts.buffer(), 0, countWords,
                ElementType.U32, ScanMode.EXCLUSIVE);

        // Counted (n read on the GPU; the plan is made for the capacity): only n follows the count. The grids and
        // the counts' layout stay the capacity's: tiles past the count count no keys (zeros the scan adds) and
        // scatter none.
        Plan.Counted keysOfCount = new Plan.Counted(Map.of(PARAMS.wordOf("n"), FromCount.COUNT), null,
                job.maxWorkgroupsPerDimension());
        List<Plan.Pass> passes = new ArrayList<>();
        for (int pass = 0; pass < 32 / RADIX_BITS; pass++) {
            // Pass 0 reads the input; then keys go alternately to the scratch copy and to the output,
            // an even number of passes ending in the output.
            boolean toAlternate = pass % 2 == 0;
            SortRange srcKeys = pass == 0 ? job.keysIn() : toAlternate ? job.keysOut() : alternateKeyRange;
            SortRange dstKeys = toAlternate ? alternateKeyRange : job.keysOut();
            SortRange srcValues = pass == 0 ? job.valuesIn() : toAlternate ? job.valuesOut() : alternateValueRange;
            SortRange dstValues = toAlternate ? alternateValueRange : job.valuesOut();
            int shift = pass * RADIX_BITS;
            int[] params = PARAMS.words().set("n", n).set("src_base", srcKeys.base()).set("dst_base", dstKeys.base())
                    .set("shift", shift).set("tiles", tiles)
                    .set("src_value_base", srcValues == null ? 0 : srcValues.base())
                    .set("dst_value_base", dstValues == null ? 0 : dstValues.base()).array();
            String digit = "bits " + shift + "-" + (shift + RADIX_BITS - 1) + ": ";
            passes.add(Plan.Pass.of(digit + "count digits", job.dispatch(SHADER, "count_digits",
                    job.keyConstants(), tiles, params, List.of(srcKeys.at(1), countBinding)).following(keysOfCount)));
            for (Plan.Pass scanPass : scan.plan().passes()) {
                passes.add(new Plan.Pass(digit + "scan counts (" + scanPass.label() + ")", hostSized(scanPass)));
            }
            passes.add(Plan.Pass.of(digit + "scatter", job.dispatch(SHADER, "scatter", job.constants(), tiles, params,
                    List.of(srcKeys.at(1), dstKeys.at(2), job.values(srcValues, 3, false),
                            job.values(dstValues, 4, true), countBinding)).following(keysOfCount)));
        }
        List<Plan.Held> held = new ArrayList<>(leases);
        held.add(scan);
        return Plan.of(NAME, passes).holding(held);
    }
}
