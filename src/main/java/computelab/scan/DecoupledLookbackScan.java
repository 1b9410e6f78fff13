package computelab.scan;

import computelab.gpu.Bound;
import computelab.gpu.FromCount;
import computelab.gpu.Plan;
import computelab.gpu.Tuning;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Single-pass chained scan with decoupled look-back and decoupled fallback
 * (decoupled_lookback.wgsl, with subgroup_look_back.wgsl where the device has subgroups): reads and
 * writes every element once, in tiles as {@link LookbackTiles} says. Its state is a ticket counter and
 * one 128-byte line per tile; see {@link TileState} and {@link TileTickets}; a counted run (n read on the GPU)
 * clears it before it runs. Not in place: the fallback re-reads earlier tiles' input,
 * which an in-place scan may already have overwritten.
 */
final class DecoupledLookbackScan implements ScanVariant {
    static final String NAME = "decoupled-lookback";
    private static final String SHADER = "scan/decoupled_lookback.wgsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "One pass: each workgroup scans its tile and finds the sum of all earlier tiles by looking back at "
                + "their published states (decoupled look-back), reducing a silent tile itself (decoupled fallback).";
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
     * The portable look-back, single words, the fallback forced or reached by impatience, 2D grids, and n read
     * on the GPU (its grids indirect, 1D and 2D).
     */
    @Override
    public List<Tuning> tunings() {
        Tuning portable = Tuning.DEFAULT.withSubgroups(false);
        return List.of(portable, Tuning.DEFAULT.withVectorize(false), Tuning.DEFAULT.withForceFallback(true),
                Tuning.DEFAULT.withSpinLimit(0), portable.withForceFallback(true), portable.withSpinLimit(0),
                Tuning.SMALL_GRIDS, Tuning.DEFAULT.withCountOnGpu(true), Tuning.SMALL_GRIDS.withCountOnGpu(true));
    }

    @Override
    public boolean vectorizes() {
        return true;
    }

    @Override
    public boolean worksInPlace() {
        return false;
    }

    @Override
    public boolean followsCount() {
        return true;
    }

    @Override
    public Plan plan(ScanJob job) {
        int workgroupSize = LookbackTiles.workgroupSize(job.maxWorkgroupSize());
        long tiles = LookbackTiles.count(job.n(), workgroupSize);
        TileStateRun state = TileStateRun.lease(job.tileState(), tiles, job.counted());
        List<Bound> bindings = new ArrayList<>(job.data());
        bindings.add(state.binding());
        Map<String, Double> constants = job.typeConstants();
        constants.put("ACCESS", (double) job.layout().access().code());
        TileStateRun.putConstants(constants, workgroupSize, job.options());
        // Counted (n read on the GPU; the plan is made for the capacity): no tile for 0 elements.
        FromCount tilesOfCount = FromCount.per(LookbackTiles.tile(workgroupSize), 0);
        Plan.Pass pass = Plan.Pass.of("decoupled-lookback: chained scan", job.dispatch(SHADER, "chained_scan",
                job.subgroups(), constants, tiles,
                ScanJob.params(job.n(), job.layout().inBase(), job.layout().outBase(), tiles, job.mode().inclusive()),
                bindings).following(new Plan.Counted(Map.of(ScanJob.PARAMS.wordOf("n"), FromCount.COUNT,
                        ScanJob.PARAMS.wordOf("tiles"), tilesOfCount), tilesOfCount, job.maxWorkgroupsPerDimension())));
        return Plan.of(NAME, List.of(pass)).holding(List.of(state.lease())).beforeEachRun(state::beforeRun);
    }
}
