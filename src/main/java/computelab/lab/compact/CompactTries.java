package computelab.lab.compact;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The compaction page's guided edits ("Try this"): the predicate, and the look-back's prefix in the output places. */
public final class CompactTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("The odd predicate's comparison flipped", "compact/select_lookback.wgsl",
                    "algo=decoupled-lookback&keep=odd&subgroups=0",
                    "return (v & vec4<u32>(1u)) == vec4<u32>(1u);", "return (v & vec4<u32>(1u)) != vec4<u32>(1u);",
                    Outcome.WRONG,
                    "Wrong count: the kernel now keeps the even elements, so the count is n minus the odd ones and the"
                            + " check names the first place whose element differs (the first even element stands where"
                            + " the first odd one should). The scan and the look-back are untouched: they pack whatever"
                            + " the predicate keeps, in order."),
            new KernelTry("The output places without the look-back's prefix", "compact/select_lookback.wgsl",
                    "algo=decoupled-lookback&keep=odd&n=100000&subgroups=0",
                    "write_kept(tile, rank, kept, before);", "write_kept(tile, rank, kept, 0u);", Outcome.WRONG,
                    "Wrong early in the output: every tile now packs its kept elements from place 0, so the later"
                            + " tiles overwrite the first tile's places (whichever writes last wins) and no element"
                            + " lands past the fullest tile's count. The count is still right, since the last tile"
                            + " adds the prefix it looked back for; with a single tile (n up to 4096) nothing changes."));

    private CompactTries() {
    }
}
