package computelab.web;

import computelab.failure.LabException;
import computelab.lab.BenchExperiment;
import computelab.lab.Experiment;
import computelab.lab.SelfCheck;
import computelab.lab.Workloads;
import computelab.lab.compact.CompactExperiment;
import computelab.lab.histogram.HistogramExperiment;
import computelab.lab.life.LifeExperiment;
import computelab.lab.rd.RdExperiment;
import computelab.lab.reduce.ReduceExperiment;
import computelab.lab.scan.ScanExperiment;
import computelab.lab.segscan.SegmentedScanExperiment;
import computelab.lab.sort.SortExperiment;
import computelab.web.compact.CompactResultView;
import computelab.web.histogram.HistogramResultView;
import computelab.web.life.LifeStudio;
import computelab.web.rd.RdStudio;
import computelab.web.reduce.ReducePage;
import computelab.web.scan.ScanResultView;
import computelab.web.segscan.SegmentedScanResultView;
import computelab.web.sort.SortResultView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Every page of the lab, the one place a page is registered: its name (the {@code NAME.html} file and
 * the script's entry), its title in every page's nav, its experiment (what the page computes, also
 * headless under Node) and how the page starts in a browser. A workload's page comes from its row of
 * {@link Workloads}; the pages that show no workload (the index, the bench) are declared here.
 */
public final class Site {
    /**
     * One page: its name, its link's text in the nav, its experiment, and its view of a result beyond the JSON (null: the JSON
     * only). A view that is an {@link Experiment} itself (Life's studio) is what the page runs.
     */
    public record Page(String name, String label, Supplier<Experiment> experiment,
            Function<Experiment, ResultView> view) {
    }

    /**
     * Each workload's view of its result, by the class of its experiment: the one thing of a workload the
     * lab's table cannot name, since lab stands below web. A workload without one shows its JSON only.
     */
    private static final Map<Class<?>, Function<Experiment, ResultView>> VIEWS = Map.of(
            ScanExperiment.class, experiment -> ScanResultView::show,
            CompactExperiment.class, experiment -> CompactResultView::show,
            SegmentedScanExperiment.class, experiment -> SegmentedScanResultView::show,
            ReduceExperiment.class, experiment -> ReducePage::show,
            SortExperiment.class, experiment -> SortResultView::show,
            LifeExperiment.class, experiment -> new LifeStudio((LifeExperiment) experiment),
            RdExperiment.class, experiment -> new RdStudio((RdExperiment) experiment),
            HistogramExperiment.class, experiment -> HistogramResultView::show);

    /** The index, a page per workload of {@link Workloads} in its order, and the bench. */
    public static final List<Page> PAGES = pages();

    private static List<Page> pages() {
        List<Page> pages = new ArrayList<>();
        pages.add(new Page("index", "WebGPU Compute Lab", SelfCheck::new, experiment -> SelfCheckView::show));
        for (Workloads.Workload workload : Workloads.ALL) {
            pages.add(new Page(workload.name(), workload.label(), workload.experiment(),
                    experiment -> VIEWS.getOrDefault(experiment.getClass(), shown -> null).apply(experiment)));
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
