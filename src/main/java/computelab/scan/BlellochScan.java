package computelab.scan;

import computelab.gpu.Bound;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The tutorial's scan (blelloch.wgsl) at any length: block scans level by level up the hierarchy of
 * {@link BlockLevels}, then the scanned block sums added back level by level down to the data.
 * log512(n) scan passes and one fewer add passes; about n/511 words of scratch.
 */
final class BlellochScan implements ScanVariant {
    static final String NAME = "blelloch";
    private static final String SHADER = "scan/blelloch.wgsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "The tutorial's work-efficient scan: up-sweep and down-sweep over 512 elements in workgroup memory, "
                + "block sums scanned level by level, so any length works.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    @Override
    public boolean vectorizes() {
        return false;
    }

    @Override
    public boolean worksInPlace() {
        return true;
    }

    @Override
    public Plan plan(ScanJob job) {
        BlockLevels levels = BlockLevels.of(job.n(), job.alignmentWords());
        Scratch.Lease sums = job.sums().lease(levels.scratchWords() * 4.0);
        List<BlockLevels.Level> all = levels.levels();
        List<Plan.Pass> passes = new ArrayList<>();
        for (int l = 0; l < all.size(); l++) {
            BlockLevels.Level level = all.get(l);
            boolean data = l == 0;
            Map<String, Double> constants = job.typeConstants();
            constants.put("ONE_BUFFER", !data || job.layout().access().oneBuffer() ? 1.0 : 0.0);
            List<Bound> bindings = new ArrayList<>();
            if (data) {
                bindings.addAll(job.wordBindings());
            } else {
                bindings.add(new Bound(3, job.readDummy(), 0, 16));
                bindings.add(region(4, sums, all.get(l - 1), job.alignmentWords()));
            }
            bindings.add(region(5, sums, level, job.alignmentWords()));
            passes.add(Plan.Pass.of("blelloch: scan blocks, level " + l, job.dispatch(SHADER, "scan_blocks", false,
                    constants, level.blocks(), params(job, level, data), bindings)));
        }
        for (int l = all.size() - 2; l >= 0; l--) {
            BlockLevels.Level level = all.get(l);
            boolean data = l == 0;
            List<Bound> bindings = new ArrayList<>();
            bindings.add(data ? job.wordOutput() : region(4, sums, all.get(l - 1), job.alignmentWords()));
            bindings.add(region(5, sums, level, job.alignmentWords()));
            passes.add(Plan.Pass.of("blelloch: add block sums, level " + l, job.dispatch(SHADER, "add_block_sums",
                    false, job.typeConstants(), level.blocks(), params(job, level, data), bindings)));
        }
        return Plan.of(NAME, passes).holding(List.of(sums));
    }

    /** The sums region a level writes, bound at the given binding. */
    private static Bound region(int binding, Scratch.Lease sums, BlockLevels.Level level, long alignmentWords) {
        return new Bound(binding, sums.buffer(), level.sumsOffset() * 4.0, level.sumsWords(alignmentWords) * 4.0);
    }

    /** Level 0 is the caller's data at its bases and in its mode; the sums levels are exclusive, from 0. */
    private static int[] params(ScanJob job, BlockLevels.Level level, boolean data) {
        if (!data) {
            return ScanJob.params(level.length(), 0, 0, level.blocks(), false);
        }
        return ScanJob.params(level.length(), job.layout().inBase(), job.layout().outBase(), level.blocks(),
                job.mode().inclusive());
    }
}
