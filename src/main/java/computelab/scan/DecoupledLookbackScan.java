package computelab.scan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Single-pass chained scan with decoupled look-back and decoupled fallback
 * (decoupled_lookback.wgsl): reads and writes every element once. Its state is a ticket counter and
 * two words per 4096-element tile; see {@link TileState} and {@link TileTickets}. Not in place: the
 * fallback re-reads earlier tiles' input, which an in-place scan may already have overwritten.
 */
final class DecoupledLookbackScan implements ScanVariant {
    static final String NAME = "decoupled-lookback";
    static final int TILE = 4096;
    private static final String SHADER = "scan/decoupled_lookback.wgsl";

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
        return false;
    }

    @Override
    public ScanPlan plan(ScanJob job) {
        long tiles = ScanJob.ceil(job.n(), TILE);
        double stateBytes = (1 + 2 * tiles) * 4.0;
        Scratch.Lease state = job.tileState().lease(stateBytes);
        List<Bound> bindings = new ArrayList<>(job.data());
        bindings.add(new Bound(5, state.buffer(), 0, stateBytes));
        Map<String, Double> constants = job.typeConstants();
        constants.put("ACCESS", (double) job.layout().access().code());
        constants.put("SPIN_LIMIT", (double) job.options().spinLimit());
        constants.put("FORCE_FALLBACK", job.options().forceFallback() ? 1.0 : 0.0);
        ScanPass pass = new ScanPass("decoupled-lookback: chained scan",
                new KernelKey(SHADER, "chained_scan", job.subgroups(), constants), job.grid(tiles),
                ScanPass.params(job.n(), job.layout().inBase(), job.layout().outBase(), tiles, job.mode().inclusive()),
                bindings);
        return new ScanPlan(NAME, List.of(pass), List.of(state), encoder -> {
            if (state.tickets().clearBeforeRun(tiles)) {
                encoder.clearBuffer(state.buffer(), 0, stateBytes);
            }
        });
    }
}
