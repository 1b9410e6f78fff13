package computelab.lab.life;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The Life page's guided edits ("Try this"), on the tutorial's one-word-per-cell kernel. */
public final class LifeTries {
    private static final String RULE_BY_TABLE = "let counts = select(board.birth, board.survival, alive);\n"
            + "    next[index] = (counts >> live_neighbours(x, y)) & 1u;";

    public static final List<KernelTry> ALL = List.of(
            new KernelTry("The rule by branches instead of by table", "life/naive.wgsl",
                    "algo=naive&density=0.3&gens=32&w=128&h=128&verify=1", RULE_BY_TABLE,
                    "let n = live_neighbours(x, y);\n    next[index] = select(0u, 1u, n == 3u || (alive && n == 2u));",
                    Outcome.STILL_CORRECT,
                    "The same board for Conway's B3/S23, which the branches now hard-code (any other rule runs as"
                            + " Life). The table answers any rule with one shift and mask per cell; the branches"
                            + " compare counts. On a GPU the two take about as long: neighbouring threads mostly"
                            + " take the same branch, and the kernel waits on memory, not on arithmetic."),
            new KernelTry("Every cell counts one neighbour too many", "life/naive.wgsl",
                    "algo=naive&density=0.3&gens=32&w=128&h=128&verify=1", RULE_BY_TABLE,
                    "let counts = select(board.birth, board.survival, alive);\n"
                            + "    next[index] = (counts >> (live_neighbours(x, y) + 1u)) & 1u;",
                    Outcome.WRONG,
                    "Another board: a cell with two neighbours is now born and one with three dies, so the"
                            + " population and checksum differ from the shipped kernel's at once."));

    private LifeTries() {
    }
}
