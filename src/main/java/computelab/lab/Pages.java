package computelab.lab;

import computelab.bench.Suites;
import computelab.failure.LabException;
import java.util.List;

/**
 * Every page of the lab and the experiment behind it, the one place a page is registered: the browser's
 * page shell and the headless runner under Node both start pages from here.
 */
public final class Pages {
    public static final List<String> NAMES = List.of("index", "scan", "reduce", "sort", "life", "reaction-diffusion", "bench");

    private Pages() {
    }

    public static Experiment experiment(String page) {
        return switch (page) {
            case "index" -> new SelfCheck();
            case "scan" -> new ScanExperiment();
            case "reduce" -> new ReduceExperiment();
            case "sort" -> new SortExperiment();
            case "life" -> new LifeExperiment();
            case "reaction-diffusion" -> new RdExperiment();
            case "bench" -> new BenchExperiment(Suites.all());
            default -> throw new LabException("Unknown page \"" + LabException.quotable(page) + "\": choose one of "
                    + String.join(", ", NAMES) + ".");
        };
    }
}
