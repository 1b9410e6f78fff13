package computelab.web;

import computelab.bench.ReadCeiling;
import computelab.gpu.LabException;
import computelab.web.life.LifeStudio;
import java.util.List;

/**
 * The script's entry. In a page, {@code main(["scan"])} starts that page; under Node (no document),
 * {@code main(["scan", "n=1024&type=u32"])} runs the experiment once and prints its result JSON.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        String page = args.length > 0 ? args[0] : "index";
        if (Environment.hasDocument()) {
            PageShell.start(experiment(page));
        } else {
            HeadlessRun.run(page, args.length > 1 ? args[1] : "");
        }
    }

    /** The experiment behind each page; a new workload registers here. */
    static Experiment experiment(String page) {
        return switch (page) {
            case "index" -> new SelfCheck();
            case "scan" -> new ScanExperiment();
            case "reduce" -> new ReduceExperiment().withReadCeiling((gpu, bytes) -> ReadCeiling.gbPerS(gpu, bytes, 10));
            case "life" -> new LifeStudio();
            case "bench" -> BenchPage.experiment();
            default -> throw new LabException("Unknown page \"" + page + "\": choose one of "
                    + String.join(", ", List.of("index", "scan", "reduce", "life", "bench")) + ".");
        };
    }
}
