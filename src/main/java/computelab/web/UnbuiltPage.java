package computelab.web;

import computelab.gpu.Gpu;
import computelab.gpu.LabException;
import java.util.List;

/** A page whose workload is not built yet: it says so plainly instead of pretending to run. */
final class UnbuiltPage implements Experiment {
    private final String page;
    private final String what;

    UnbuiltPage(String page, String what) {
        this.page = page;
        this.what = what;
    }

    @Override
    public String page() {
        return page;
    }

    @Override
    public List<Field> fields() {
        return List.of();
    }

    @Override
    public Json.Obj run(Gpu gpu, Params params) {
        throw new LabException(what + " page is not built yet: this page is a shell.");
    }
}
