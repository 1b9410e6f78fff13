package computelab.web;

import computelab.lab.EditableExperiment;
import computelab.lab.Experiment;
import computelab.lab.HeadlessRun;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * The script's entry. In a page, {@code main(["scan"])} starts that page ({@link Site}); under Node (no
 * document), {@code main(["scan", "n=1024&type=u32"])} runs the page's experiment once and prints its
 * result JSON.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        String name = args.length > 0 ? args[0] : "index";
        if (!HeadlessRun.hasDocument()) {
            HeadlessRun.run(name, args.length > 1 ? args[1] : "", page -> Site.named(page).experiment().get(),
                    Site.PAGES.stream().map(Site.Page::name).toList());
            return;
        }
        Site.Page page = Site.named(name);
        WorkloadList.fill(HTMLDocument.current());
        Experiment experiment = page.experiment().get();
        ResultView view = page.view().apply(experiment);
        PageShell.start(page.name(), EditableExperiment.forPage(page.name(),
                view instanceof Experiment shown ? shown : experiment), view);
    }
}
