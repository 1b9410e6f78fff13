package computelab.scan;

import computelab.gpu.Bound;
import computelab.gpu.Plan;
import computelab.gpu.Tuning;
import computelab.gpu.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The segmented scan in one pass (segmented_lookback.wgsl): decoupled look-back with decoupled fallback
 * over the segmented operator, in the plain scan's tiles and tile state ({@link LookbackTiles},
 * {@link TileState}, {@link TileTickets}). A tile holding a head publishes its inclusive prefix at once,
 * so a look-back ends at the nearest such tile. Reads n values and n / 32 head words, writes n.
 * The scan across a workgroup's ranks uses subgroup shuffles where the device has subgroups (workgroup
 * memory where it has not, or where the tuning turns them off), and so does the look-back (the scan's
 * subgroup_look_back.wgsl; without subgroups one invocation walks the tile states, lane_look_back.wgsl).
 * Always in workgroups of 256 (4,096-element tiles), where the plain scan takes 512 where it can: on an H100
 * the segmented scan ran 1.03 times as fast in the smaller tiles at 2^26 and 2^28, the plain scan 1.07 and 1.08
 * times slower (BENCHMARKS.md, "Stream compaction and segmented scan").
 */
final class SegmentedLookbackScan implements Variant<SegmentedScanJob> {
    static final String NAME = "segmented-lookback";
    private static final String SHADER = "scan/segmented_lookback.wgsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "One pass: each workgroup scans its tile with sums that restart at every head and looks back at earlier"
                + " tiles' published sums up to the nearest tile that holds a head, reducing a silent tile itself.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of((long) LookbackTiles.SMALL_TILE);
    }

    /** The portable scan across ranks, single words, the fallback forced or reached by impatience, 2D grids. */
    @Override
    public List<Tuning> tunings() {
        Tuning portable = Tuning.DEFAULT.withSubgroups(false);
        return List.of(portable, Tuning.DEFAULT.withVectorize(false), Tuning.DEFAULT.withForceFallback(true),
                Tuning.DEFAULT.withSpinLimit(0), portable.withForceFallback(true), Tuning.SMALL_GRIDS);
    }

    @Override
    public Plan plan(SegmentedScanJob segmented) {
        ScanJob job = segmented.scan();
        int workgroupSize = LookbackTiles.SMALL_WORKGROUP_SIZE;
        long tiles = LookbackTiles.count(job.n(), workgroupSize);
        TileStateRun state = TileStateRun.lease(job.tileState(), tiles, false);
        List<Bound> bindings = new ArrayList<>(job.data());
        bindings.add(state.binding());
        bindings.add(segmented.heads());
        Map<String, Double> constants = job.typeConstants();
        constants.put("ACCESS", (double) job.layout().access().code());
        TileStateRun.putConstants(constants, workgroupSize, job.options());
        Plan.Pass pass = Plan.Pass.of(NAME + ": chained scan", job.dispatch(SHADER, "segmented_chained_scan", job.subgroups(),
                constants, tiles,
                ScanJob.params(job.n(), job.layout().inBase(), job.layout().outBase(), tiles, job.mode().inclusive()),
                bindings));
        return Plan.of(NAME, List.of(pass)).holding(List.of(state.lease())).beforeEachRun(state::beforeRun);
    }
}
