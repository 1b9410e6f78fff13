package computelab.lab.reduce;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The reduce page's guided edits ("Try this"), from Mark Harris' "Optimizing Parallel Reduction in CUDA". */
public final class ReduceTries {
    public static final List<KernelTry> ALL = List.of(
            new KernelTry("Interleaved modulo becomes the strided index", "reduce/v1_interleaved_modulo.wgsl",
                    "algo=v1-interleaved-modulo",
                    "        if (tid % (2u * s) == 0u) {\n            tile[tid] = combine(tile[tid], tile[tid + s]);\n",
                    "        let index = 2u * s * tid;\n        if (index < WORKGROUP_SIZE) {\n"
                            + "            tile[index] = combine(tile[index], tile[index + s]);\n",
                    Outcome.STILL_CORRECT,
                    "Still correct, and the tutorial's first step up the ladder (v1 to v2): the modulo test leaves"
                            + " the working threads scattered over every subgroup, so each subgroup diverges and"
                            + " pays a division per step; the strided index keeps them together in the first"
                            + " subgroups. Faster on a GPU; a CPU adapter shows little difference."),
            new KernelTry("The tree starts one step late", "reduce/v1_interleaved_modulo.wgsl", "algo=v1-interleaved-modulo",
                    "for (var s = 1u; s < WORKGROUP_SIZE; s *= 2u) {", "for (var s = 2u; s < WORKGROUP_SIZE; s *= 2u) {",
                    Outcome.WRONG,
                    "Wrong: without the first step (pairs of neighbours) every odd-numbered element of a tile is"
                            + " never added, and the check shows a sum other than the CPU's."));

    private ReduceTries() {
    }
}
