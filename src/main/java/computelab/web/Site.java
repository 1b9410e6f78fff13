package computelab.web;

import computelab.failure.LabException;
import computelab.lab.BenchExperiment;
import computelab.lab.Experiment;
import computelab.lab.SelfCheck;
import computelab.lab.Workloads;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Every page of the lab, the one place a page is registered: its name (the {@code NAME.html} file and
 * the script's entry), its title in every page's nav, its experiment (what the page computes, also
 * headless under Node) and how the page starts in a browser. A workload's page comes from its row of
 * {@link Workloads}, and its view from the one its {@code web/<w>/} folder marks with {@link ViewOf} (a
 * workload without one shows its JSON only); the pages that show no workload (the index, the bench) are
 * declared here.
 */
public final class Site {
    /**
     * One page: its name, its link's text in the nav, its experiment, and its view of a result beyond the JSON (null: the JSON
     * only). A view that is an {@link Experiment} itself (Life's studio) is what the page runs.
     */
    public record Page(String name, String label, Supplier<Experiment> experiment,
            Function<Experiment, ResultView> view) {
    }

    /** The index, a page per workload of {@link Workloads} in its order, and the bench. */
    public static final List<Page> PAGES = pages();

    private static List<Page> pages() {
        List<Page> pages = new ArrayList<>();
        pages.add(new Page("index", "WebGPU Compute Lab", SelfCheck::new, experiment -> SelfCheckView::show));
        for (Workloads.Workload workload : Workloads.ALL) {
            pages.add(new Page(workload.name(), workload.label(), workload.experiment(),
                    experiment -> ResultViews.BY_EXPERIMENT.getOrDefault(experiment.getClass(), shown -> null)
                            .apply(experiment)));
        }
        pages.add(new Page("bench", "Benchmarks", () -> new BenchExperiment(Workloads.suites()),
                experiment -> BenchPage.attach((BenchExperiment) experiment)));
        return List.copyOf(pages);
    }

    private Site() {
    }

    /** The page of that name; a LabException listing the pages if there is none. */
    public static Page named(String name) {
        List<String> names = new ArrayList<>();
        for (Page page : PAGES) {
            if (page.name().equals(name)) {
                return page;
            }
            names.add(page.name());
        }
        throw new LabException("Unknown page \"" + LabException.quotable(name) + "\": choose one of "
                + String.join(", ", names) + ".");
    }
}
