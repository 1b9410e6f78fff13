package computelab.web;

import computelab.gpu.Gpu;
import java.util.ArrayList;
import java.util.List;

/**
 * What a page computes, without the page: URL parameters in, result JSON out. Touches no DOM, so the
 * same run works in a browser page and under Node (bench/run.mjs). GPU resources it creates belong to
 * the Gpu it was given and are reused while that Gpu lives.
 */
public interface Experiment {
    /** The page name used in results and in the script's entry, e.g. "scan". */
    String page();

    /** The page's parameters besides {@code run}, in form order. */
    List<Field> fields();

    /**
     * Runs with the given parameters and returns the result fields (without page, state, adapter and
     * features, which the caller adds). Throws LabException for bad input, GpuException for GPU failures.
     */
    Json.Obj run(Gpu gpu, Params params);

    default List<String> parameterNames() {
        List<String> names = new ArrayList<>();
        names.add("run");
        for (Field field : fields()) {
            names.add(field.name());
        }
        return names;
    }
}
