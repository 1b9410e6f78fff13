package computelab.scan;

import computelab.gpu.Bound;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Single-pass chained scan with decoupled look-back and decoupled fallback
 * (decoupled_lookback.wgsl, with subgroup_look_back.wgsl where the device has subgroups): reads and
 * writes every element once. Workgroups of 512 invocations where the device allows them (8192-element
 * tiles), else 256 (4096). Its state is a ticket counter and one 128-byte line per tile; see
 * {@link TileState} and {@link TileTickets}. Not in place: the fallback re-reads earlier tiles' input,
 * which an in-place scan may already have overwritten.
 */
final class DecoupledLookbackScan implements ScanVariant {
    static final String NAME = "decoupled-lookback";
    /** Elements per invocation and tile (the shader's GROUPS vectors of 4). */
    static final int ELEMENTS_PER_INVOCATION = 16;
    static final int WORKGROUP_SIZE = 512;
    static final int SMALL_WORKGROUP_SIZE = 256;
    /** The smallest tile, on devices without 512-invocation workgroups. */
    static final int SMALL_TILE = SMALL_WORKGROUP_SIZE * ELEMENTS_PER_INVOCATION;
    private static final String SHADER = "scan/decoupled_lookback.wgsl";
    /** Look-back steps without news from a tile before the waiting workgroup reduces it itself. */
    static final int SPIN_LIMIT = 1024;

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
    public boolean vectorizes() {
        return true;
    }

    @Override
    public boolean worksInPlace() {
        return false;
    }

    /** The workgroup size on a device whose 1D workgroups may hold {@code maxWorkgroupSize} invocations. */
    static int workgroupSize(int maxWorkgroupSize) {
        return maxWorkgroupSize >= WORKGROUP_SIZE ? WORKGROUP_SIZE : SMALL_WORKGROUP_SIZE;
    }

    @Override
    public Plan plan(ScanJob job) {
        int workgroupSize = workgroupSize(job.maxWorkgroupSize());
        long tiles = ScanJob.ceil(job.n(), (long) workgroupSize * ELEMENTS_PER_INVOCATION);
        double stateBytes = TileState.bytes(tiles);
        Scratch.Lease state = job.tileState().lease(stateBytes);
        List<Bound> bindings = new ArrayList<>(job.data());
        bindings.add(new Bound(5, state.buffer(), 0, stateBytes));
        Map<String, Double> constants = job.typeConstants();
        constants.put("ACCESS", (double) job.layout().access().code());
        constants.put("WORKGROUP_SIZE", (double) workgroupSize);
        constants.put("SPIN_LIMIT", (double) (job.options().spinLimit() >= 0 ? job.options().spinLimit() : SPIN_LIMIT));
        constants.put("FORCE_FALLBACK", job.options().forceFallback() ? 1.0 : 0.0);
        Plan.Pass pass = Plan.Pass.of("decoupled-lookback: chained scan", job.dispatch(SHADER, "chained_scan",
                job.subgroups(), constants, tiles,
                ScanJob.params(job.n(), job.layout().inBase(), job.layout().outBase(), tiles, job.mode().inclusive()),
                bindings));
        TileTickets tickets = state.note(TileTickets::new);
        return Plan.of(NAME, List.of(pass)).holding(List.of(state)).beforeEachRun(encoder -> {
            if (tickets.clearBeforeRun(tiles)) {
                encoder.clearBuffer(state.buffer(), 0, stateBytes);
            }
        });
    }
}
