package computelab.lab;

import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import java.util.ArrayList;
import java.util.List;

/**
 * What a page computes, without the page: URL parameters in, result JSON out. Touches no DOM, so the
 * same run works in a browser page and under Node (bench/run.mjs); {@link Pages} lists them. GPU resources it creates belong to
 * the Gpu it was given and are reused while that Gpu lives.
 */
public interface Experiment {
    /** The page name used in results and in the script's entry, e.g. "scan". */
    String page();

    /** The page's parameters besides {@code run}, in form order. */
    List<Field> fields();

    /**
     * Runs with the given parameters and returns the result fields (without page, state, adapter and
     * features, which the caller adds). Throws LabException for bad input, GpuException for GPU failures
     * and RunCancelled when {@code control} asks to stop; reports countable progress through it.
     */
    Json.Obj run(Gpu gpu, Params params, RunControl control);

    /** A run nobody watches or cancels. */
    default Json.Obj run(Gpu gpu, Params params) {
        return run(gpu, params, RunControl.NONE);
    }

    default List<String> parameterNames() {
        List<String> names = new ArrayList<>();
        names.add("run");
        for (Field field : fields()) {
            names.add(field.name());
        }
        return names;
    }
}
