package computelab.web;

import computelab.bench.Suites;
import computelab.failure.LabException;
import computelab.lab.BenchExperiment;
import computelab.lab.Experiment;
import computelab.lab.LifeExperiment;
import computelab.lab.RdExperiment;
import computelab.lab.ReduceExperiment;
import computelab.lab.ScanExperiment;
import computelab.lab.SelfCheck;
import computelab.lab.SortExperiment;
import computelab.web.life.LifeStudio;
import computelab.web.rd.RdStudio;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Every page of the lab, the one place a page is registered: its name (the {@code NAME.html} file and
 * the script's entry), its title in every page's nav, its experiment (what the page computes, also
 * headless under Node) and how the page starts in a browser. Adding a page is its own files and one
 * line here.
 */
public final class Site {
    /**
     * One page: its name, title, experiment, and its view of a result beyond the JSON (null: the JSON
     * only). A view that is an {@link Experiment} itself (Life's studio) is what the page runs.
     */
    public record Page(String name, String title, Supplier<Experiment> experiment,
            Function<Experiment, ResultView> view) {
    }

    public static final List<Page> PAGES = List.of(
            new Page("index", "WebGPU Compute Lab", SelfCheck::new, experiment -> SelfCheckView::show),
            new Page("scan", "Prefix sum", ScanExperiment::new, experiment -> ScanResultView::show),
            new Page("reduce", "Reduction", ReduceExperiment::new, experiment -> ReducePage::show),
            new Page("sort", "Radix sort", SortExperiment::new, experiment -> SortResultView::show),
            new Page("life", "Game of Life", LifeExperiment::new,
                    experiment -> new LifeStudio((LifeExperiment) experiment)),
            new Page("reaction-diffusion", "Reaction-diffusion", RdExperiment::new,
                    experiment -> new RdStudio((RdExperiment) experiment)),
            new Page("bench", "Benchmarks", () -> new BenchExperiment(Suites.all()),
                    experiment -> BenchPage.attach((BenchExperiment) experiment)));

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
