package computelab.web;

import computelab.lab.BenchExperiment;
import computelab.lab.HeadlessRun;
import computelab.lab.Pages;
import computelab.web.life.LifeStudio;
import computelab.web.rd.RdStudio;

/**
 * The script's entry. In a page, {@code main(["scan"])} starts that page with its view; under Node (no
 * document), {@code main(["scan", "n=1024&type=u32"])} runs the experiment once and prints its result JSON.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        String page = args.length > 0 ? args[0] : "index";
        if (HeadlessRun.hasDocument()) {
            start(page);
        } else {
            HeadlessRun.run(page, args.length > 1 ? args[1] : "");
        }
    }

    /** The page's experiment ({@link Pages}) with what the page shows beyond the result JSON. */
    private static void start(String page) {
        switch (page) {
            case "life" -> {
                LifeStudio studio = new LifeStudio();
                PageShell.start(studio, studio);
            }
            case "reaction-diffusion" -> {
                RdStudio studio = new RdStudio();
                PageShell.start(studio, studio);
            }
            case "scan" -> PageShell.start(Pages.experiment(page), ScanResultView::show);
            case "reduce" -> PageShell.start(Pages.experiment(page), ReducePage::show);
            case "sort" -> PageShell.start(Pages.experiment(page), SortResultView::show);
            case "bench" -> {
                BenchExperiment bench = (BenchExperiment) Pages.experiment(page);
                PageShell.start(bench, BenchPage.attach(bench));
            }
            default -> PageShell.start(Pages.experiment(page), null);
        }
    }
}
