package computelab.web;

import computelab.gpu.Gpu;

/** One experiment run without a page (under Node with Dawn): the result JSON goes to the runner. */
final class HeadlessRun {
    private HeadlessRun() {
    }

    static void run(String page, String query) {
        Gpu gpu = null;
        Json.Obj result;
        try {
            Experiment experiment = Main.experiment(page);
            Params params = Params.parse(query, experiment.parameterNames());
            gpu = Gpu.acquire();
            result = Results.done(page, gpu, experiment.run(gpu, params));
        } catch (Throwable failure) {
            result = Results.error(page, gpu, Results.sentence(failure));
        }
        Environment.emit(result.toString());
    }
}
