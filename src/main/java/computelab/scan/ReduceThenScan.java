package computelab.scan;

import computelab.gpu.Bound;
import computelab.gpu.FromCount;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reduce-then-scan (reduce_then_scan.wgsl): tile sums, one workgroup scanning them, then every tile
 * scanned with its offset. Three passes whatever the length; one scratch word per 4096 elements.
 * Safe in place, so it also serves in-place requests made of decoupled-lookback.
 */
final class ReduceThenScan implements ScanVariant {
    static final String NAME = "reduce-then-scan";
    static final int TILE = 4096;
    private static final String SHADER = "scan/reduce_then_scan.wgsl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Three passes whatever the length: sum each 4096-element tile, scan the tile sums in one workgroup, "
                + "then scan every tile from its offset; reads the input twice.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of((long) TILE);
    }

    @Override
    public List<Tuning> tunings() {
        return List.of(Tuning.DEFAULT.withSubgroups(false), Tuning.DEFAULT.withVectorize(false), Tuning.SMALL_GRIDS,
                Tuning.DEFAULT.withCountOnGpu(true), Tuning.SMALL_GRIDS.withCountOnGpu(true));
    }

    @Override
    public boolean vectorizes() {
        return true;
    }

    @Override
    public boolean worksInPlace() {
        return true;
    }

    @Override
    public boolean followsCount() {
        return true;
    }

    @Override
    public Plan plan(ScanJob job) {
        long tiles = ScanJob.ceil(job.n(), TILE);
        Scratch.Lease sums = job.sums().lease(tiles * 4.0);
        Bound tileSums = new Bound(5, sums.buffer(), 0, tiles * 4.0);
        int[] params = ScanJob.params(job.n(), job.layout().inBase(), job.layout().outBase(), tiles,
                job.mode().inclusive());
        List<Bound> dataAndSums = new ArrayList<>(job.data());
        dataAndSums.add(tileSums);

        Map<String, Double> access = job.typeConstants();
        access.put("ACCESS", (double) job.layout().access().code());

        // Counted (n read on the GPU; the plan is made for the capacity): no tile for 0 elements.
        FromCount tilesOfCount = FromCount.per(TILE, 0);
        Plan.Counted tiled = new Plan.Counted(Map.of(ScanJob.PARAMS.wordOf("n"), FromCount.COUNT,
                ScanJob.PARAMS.wordOf("tiles"), tilesOfCount), tilesOfCount, job.maxWorkgroupsPerDimension());
        List<Plan.Pass> passes = List.of(
                Plan.Pass.of("reduce-then-scan: reduce tiles", job.dispatch(SHADER, "reduce_tiles", job.subgroups(),
                        access, tiles, params, dataAndSums).following(tiled)),
                Plan.Pass.of("reduce-then-scan: scan tile sums", job.dispatch(SHADER, "scan_tile_sums",
                        job.subgroups(), job.typeConstants(), 1, ScanJob.params(0, 0, 0, tiles, false),
                        List.of(tileSums)).following(new Plan.Counted(Map.of(ScanJob.PARAMS.wordOf("tiles"),
                                tilesOfCount), null, job.maxWorkgroupsPerDimension()))),
                Plan.Pass.of("reduce-then-scan: scan tiles", job.dispatch(SHADER, "scan_tiles", job.subgroups(),
                        access, tiles, params, dataAndSums).following(tiled)));
        return Plan.of(NAME, passes).holding(List.of(sums));
    }
}
