package computelab.bench;

import java.util.List;

/** The rows of a run, in case order, and whether a person stopped it before every case ran. */
public record BenchOutcome(List<BenchRow> rows, boolean cancelled) {

    public BenchOutcome {
        rows = List.copyOf(rows);
    }
}
