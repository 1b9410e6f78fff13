package computelab.compact;

import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.FromCount;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Tuning;
import computelab.scan.LookbackTiles;
import computelab.scan.TileStateRun;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Single-pass compaction on the scan's decoupled look-back (select_lookback.wgsl): each workgroup flags
 * its tile, scans the flags, learns the count of kept elements before its tile from the tiles' published
 * states and writes its kept elements there. Reads the input once and writes only what it keeps. With
 * subgroups, one subgroup reads the tile states (the scan's subgroup_look_back.wgsl); the portable form
 * (tuning: no subgroups) scans the tile in workgroup memory and one invocation walks the tile states
 * (lane_look_back.wgsl). The look-back's decoupled fallback (tuning: forced, or a spin limit of 0) counts a silent tile from the input, so it never waits
 * on a workgroup that is not running. Tiles ({@link LookbackTiles}) and state as the scan's
 * {@code decoupled-lookback}. Counted (n read on the GPU): n and the tiles follow the count, at least one
 * tile, so a count of 0 still writes a kept count of 0; the state is cleared before every such run.
 */
final class LookbackCompaction implements CompactVariant {
    static final String NAME = "decoupled-lookback";
    private static final String SHADER = "compact/select_lookback.wgsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "One pass: each workgroup flags the elements of its tile it keeps, scans the flags and finds how many "
                + "earlier tiles kept by decoupled look-back, then writes its kept elements (or their indices) in order "
                + "(where the device has subgroups, each subgroup trades its elements by shuffles so that one store writes "
                + "consecutive places).";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return LookbackTiles.SIZES;
    }

    /**
     * The portable look-back, the fallback forced or reached by impatience, 2D grids, and n read on the GPU
     * (its grids indirect, 1D and 2D).
     */
    @Override
    public List<Tuning> tunings() {
        Tuning portable = Tuning.DEFAULT.withSubgroups(false);
        return List.of(portable, Tuning.DEFAULT.withForceFallback(true), Tuning.DEFAULT.withSpinLimit(0),
                portable.withForceFallback(true), Tuning.SMALL_GRIDS, Tuning.DEFAULT.withCountOnGpu(true),
                Tuning.SMALL_GRIDS.withCountOnGpu(true));
    }

    @Override
    public Plan plan(CompactJob job) {
        int workgroupSize = LookbackTiles.workgroupSize(job.maxWorkgroupSize());
        long tiles = LookbackTiles.count(job.n(), workgroupSize);
        TileStateRun state = TileStateRun.lease(job.tileState(), tiles, job.counted());
        List<Bound> bindings = new ArrayList<>(job.data());
        bindings.add(state.binding());
        Map<String, Double> constants = new HashMap<>();
        constants.put("ELEMENT", (double) job.selection().type().code());
        constants.put("KEEP", (double) job.selection().keep().code());
        constants.put("INDICES", job.selection().output() == CompactOutput.INDICES ? 1.0 : 0.0);
        TileStateRun.putConstants(constants, workgroupSize, job.options());
        FromCount tilesOfCount = FromCount.per(LookbackTiles.tile(workgroupSize), 1);
        Plan.Dispatch dispatch = new Plan.Dispatch(new Kernel(SHADER, "chained_select", job.subgroups(), constants),
                DispatchGrid.of(tiles, job.maxWorkgroupsPerDimension()), job.params(tiles), bindings)
                .following(new Plan.Counted(Map.of(CompactJob.PARAMS.wordOf("n"), FromCount.COUNT,
                        CompactJob.PARAMS.wordOf("tiles"), tilesOfCount), tilesOfCount,
                        job.maxWorkgroupsPerDimension()));
        return Plan.of(NAME, List.of(Plan.Pass.of("decoupled-lookback: chained select", dispatch)))
                .holding(List.of(state.lease())).beforeEachRun(state::beforeRun)
                .with("tile", (double) LookbackTiles.tile(workgroupSize));
    }
}
