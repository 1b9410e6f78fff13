package computelab.scan;

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
    public boolean vectorizes() {
        return true;
    }

    @Override
    public boolean worksInPlace() {
        return true;
    }

    @Override
    public ScanPlan plan(ScanJob job) {
        long tiles = ScanJob.ceil(job.n(), TILE);
        Scratch.Lease sums = job.sums().lease(tiles * 4.0);
        Bound tileSums = new Bound(5, sums.buffer(), 0, tiles * 4.0);
        int[] params = ScanPass.params(job.n(), job.layout().inBase(), job.layout().outBase(), tiles,
                job.mode().inclusive());
        List<Bound> dataAndSums = new ArrayList<>(job.data());
        dataAndSums.add(tileSums);

        Map<String, Double> access = job.typeConstants();
        access.put("ACCESS", (double) job.layout().access().code());

        List<ScanPass> passes = List.of(
                new ScanPass("reduce-then-scan: reduce tiles", kernel(job, "reduce_tiles", access),
                        job.grid(tiles), params, dataAndSums),
                new ScanPass("reduce-then-scan: scan tile sums", kernel(job, "scan_tile_sums", job.typeConstants()),
                        job.grid(1), ScanPass.params(0, 0, 0, tiles, false), List.of(tileSums)),
                new ScanPass("reduce-then-scan: scan tiles", kernel(job, "scan_tiles", access),
                        job.grid(tiles), params, dataAndSums));
        return ScanPlan.of(NAME, passes, List.of(sums));
    }

    private static KernelKey kernel(ScanJob job, String entryPoint, Map<String, Double> constants) {
        return new KernelKey(SHADER, entryPoint, job.subgroups(), constants);
    }
}
