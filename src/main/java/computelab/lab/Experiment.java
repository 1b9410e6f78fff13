package computelab.lab;

import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import java.util.function.Supplier;

/**
 * What a page computes, without the page: a typed request in, result JSON out. Touches no DOM, so the
 * same run works in a browser page and under Node (bench/run.mjs); the table of workloads ({@link Workloads}) and the site's pages list them. GPU resources it creates belong to
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

    /**
     * Throws the LabException a run of this request would end in before it touches the GPU, for the checks
     * across parameters that the table alone does not make (an engine that does not run a rule); the
     * sweep asks so before it lists a case.
     */
    default void requireRunnable(Request request) {
    }

    /** How the correctness sweep ({@link Sweep}) walks this page's parameters; by default, its defaults. */
    default SweepSpace sweep() {
        return SweepSpace.AT_DEFAULTS;
    }

    /**
     * Sets the page's test hooks beyond {@code labRun} (globals the end-to-end tests call, see
     * lab/scan/ScanHooks), which run on the page's device; most pages have none.
     */
    default void installTestHooks(Supplier<Gpu> device) {
    }

    /** A run nobody watches or cancels. */
    default Json.Obj run(Gpu gpu, Request request) {
        return run(gpu, request, RunControl.NONE);
    }
}
