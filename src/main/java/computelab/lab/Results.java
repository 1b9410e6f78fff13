package computelab.lab;

import computelab.ceiling.CeilingComparison;
import computelab.failure.Failures;
import computelab.gpu.AdapterDescription;
import computelab.gpu.Gpu;
import computelab.gpu.Measured;
import computelab.gpu.RunCancelled;
import computelab.gpu.Timing;
import java.util.List;

/** The result JSON every page reports (docs/page-contract.md), done or error. */
public final class Results {
    private Results() {
    }

    public static Json.Obj done(String page, Gpu gpu, Json.Obj fields) {
        Json.Obj result = Json.object().put("page", page).put("state", "done").putAll(fields);
        return withDevice(result, gpu);
    }

    /** A run the person stopped: the page stays usable; what it had finished comes with it, if it keeps any. */
    public static Json.Obj cancelled(String page, Gpu gpu, RunCancelled cancelled) {
        Json.Obj result = Json.object().put("page", page).put("state", "cancelled");
        if (cancelled instanceof CancelledWithResults kept) {
            result.putAll(kept.fields());
        }
        return withDevice(result, gpu);
    }

    public static Json.Obj error(String page, Gpu gpu, String sentence) {
        Json.Obj result = Json.object().put("page", page).put("state", "error").put("error", sentence);
        return withDevice(result, gpu);
    }

    /** The error result of a failure: its sentence, and what a refused kernel adds (its compiler's messages). */
    public static Json.Obj failed(String page, Gpu gpu, Throwable failure) {
        Json.Obj result = error(page, gpu, Failures.sentence(failure));
        if (failure instanceof KernelRejected rejected) {
            result.putAll(rejected.fields());
        }
        return result;
    }

    private static Json.Obj withDevice(Json.Obj result, Gpu gpu) {
        if (gpu == null) {
            return result.put("adapter", null).put("features", null);
        }
        AdapterDescription d = gpu.description();
        result.put("adapter", Json.object().put("vendor", d.vendor()).put("architecture", d.architecture())
                .put("description", d.description()).put("fallback", d.fallback()));
        return result.put("features", Json.object().put("timestamp-query", gpu.hasTimestamps())
                .put("subgroups", gpu.hasSubgroups()));
    }

    /**
     * The contract's {@code gpuMs}: median, min, spread (interquartile range) and reps of the timed
     * repetitions and how many ran before them to warm up; null without timestamps.
     */
    public static Json.Obj gpuMs(Timing timing, int warmUpReps) {
        if (timing == null) {
            return null;
        }
        return Json.object().put("median", timing.median()).put("min", timing.min()).put("spread", timing.spread())
                .put("reps", timing.reps()).put("warmUpReps", warmUpReps);
    }

    /**
     * The fields every page reports of a measured run (docs/page-contract.md): {@code gpuMs}, the
     * throughput under {@code throughputKey} (billions of items per second at the median), the
     * comparison with its ceiling ({@link CeilingComparison#fields()}, where one was timed) and each
     * pass's median in the order of {@code passLabels}.
     */
    public static void measurement(Json.Obj result, Measured measured, String throughputKey, double items,
            CeilingComparison ceiling, List<String> passLabels) {
        Timing total = measured.timing();
        result.put("gpuMs", gpuMs(total, measured.warmUpReps()));
        result.put(throughputKey, total == null ? null : items / (total.median() * 1e6));
        if (ceiling != null) {
            ceiling.fields().forEach(result::put);
        }
        List<Object> passes = Json.list();
        for (String label : passLabels) {
            Timing pass = measured.passes().get(label);
            passes.add(Json.object().put("label", label).put("medianMs", pass == null ? null : pass.median()));
        }
        result.put("passes", passes);
    }
}
