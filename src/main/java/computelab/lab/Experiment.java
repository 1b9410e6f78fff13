package computelab.lab;

import computelab.gpu.Gpu;
import computelab.gpu.RunControl;

/**
 * What a page computes, without the page: a typed request in, result JSON out. Touches no DOM, so the
 * same run works in a browser page and under Node (bench/run.mjs); the site's page table (web.Site) lists them. GPU resources it creates belong to
 * the Gpu it was given and are reused while that Gpu lives.
 */
public interface Experiment {
    /** The page's parameters, the one declaration of them: the form, the URL and the request come from it. */
    ParamTable params();

    /**
     * Runs the request (read from {@link #params()} for this device) and returns the result fields (without
     * page, state, adapter and features, which the caller adds). Throws LabException for bad input,
     * GpuException for GPU failures and RunCancelled when {@code control} asks to stop; reports countable
     * progress through it.
     */
    Json.Obj run(Gpu gpu, Request request, RunControl control);

    /** A run nobody watches or cancels. */
    default Json.Obj run(Gpu gpu, Request request) {
        return run(gpu, request, RunControl.NONE);
    }
}
