package computelab.bench;

import java.util.List;

/**
 * What a benchmark run was asked for. {@code suite} is a suite name or "all"; {@code algorithms} empty
 * means every algorithm the device runs. When {@code elementCounts} is set, sizes count elements for
 * every suite and each subject turns them into its own size (life: the side of a square grid of about
 * that many cells); otherwise they are the suite's own sizes (life: side lengths).
 */
public record BenchSettings(String suite, List<Long> sizes, boolean elementCounts, List<String> algorithms,
        int reps) {

    public static final String ALL = "all";

    public BenchSettings {
        sizes = List.copyOf(sizes);
        algorithms = List.copyOf(algorithms);
    }
}
