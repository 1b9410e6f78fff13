package computelab.lab;

import computelab.bench.BenchRow;
import computelab.gpu.AdapterDescription;
import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.Timing;

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
     * The comparison with a ceiling kernel ("copy" or "read") over the same bytes: its bandwidth
     * ({@code copyGBs}) and the ceiling's time over this run's ({@code fractionOfCopy}); past
     * {@link BenchRow#SUSPECT_FRACTION} the ceiling was measured too slow and {@code ceilingSuspect} says so.
     */
    public static void ceiling(Json.Obj result, String kernel, double bytes, Timing ceiling, Timing run) {
        String suffix = Character.toUpperCase(kernel.charAt(0)) + kernel.substring(1);
        Double fraction = ceiling == null || run == null ? null : ceiling.median() / run.median();
        result.put(kernel + "GBs", ceiling == null ? null : bytes / (ceiling.median() * 1e6));
        result.put("fractionOf" + suffix, fraction);
        if (fraction != null && fraction > BenchRow.SUSPECT_FRACTION) {
            result.put("ceilingSuspect", true);
        }
    }
}
