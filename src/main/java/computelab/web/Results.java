package computelab.web;

import computelab.gpu.AdapterDescription;
import computelab.gpu.Gpu;
import computelab.gpu.GpuException;
import computelab.gpu.LabException;
import computelab.gpu.Timing;

/** The result JSON every page reports (docs/page-contract.md), done or error. */
public final class Results {
    private Results() {
    }

    public static Json.Obj done(String page, Gpu gpu, Json.Obj fields) {
        Json.Obj result = Json.object().put("page", page).put("state", "done").putAll(fields);
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

    /** The contract's {@code gpuMs}: median, min and reps, or null without timestamps. */
    public static Json.Obj gpuMs(Timing timing) {
        if (timing == null) {
            return null;
        }
        return Json.object().put("median", timing.median()).put("min", timing.min()).put("reps", timing.reps());
    }

    /** The one sentence a person sees for any failure; unexpected ones are labelled as internal. */
    public static String sentence(Throwable failure) {
        String message = failure.getMessage();
        if (failure instanceof LabException || failure instanceof GpuException) {
            return message;
        }
        return "Internal error (" + failure.getClass().getSimpleName() + ")" + (message == null ? "." : ": " + message);
    }
}
