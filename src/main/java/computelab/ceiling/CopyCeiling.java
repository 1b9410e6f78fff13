package computelab.ceiling;

import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.gpu.Timing;
import computelab.gpu.WarmUp;

/**
 * How fast this GPU copies memory: the time of a plain vec4 copy kernel (wgsl/common/copy.wgsl) that
 * moves {@code trafficBytes} in all, reading half of them and writing the other half. An algorithm
 * whose least traffic is T bytes can at best match {@code time(gpu, T, reps)}; scan, for example,
 * reads and writes 4 bytes per u32 element, so its ceiling is {@code time(gpu, 8.0 * n, reps)}.
 * The data is filled on the GPU once and kept for later calls (see {@link #release}); nothing but the
 * kernel is timed, after the same warm-up as every measurement. GPU failures arrive as GpuException.
 */
public final class CopyCeiling {
    private CopyCeiling() {
    }

    /** The copy's timing over {@code reps} repetitions after warming up; null without timestamps. */
    public static Timing time(Gpu gpu, double trafficBytes, int reps) {
        return time(gpu, trafficBytes, reps, RunControl.NONE);
    }

    /** The same, telling {@code control} what it does (a page's run bar shows the ceiling as its own phase). */
    public static Timing time(Gpu gpu, double trafficBytes, int reps, RunControl control) {
        long words = wordsOf(trafficBytes / 2);
        return gpu.scoped("timing the copy ceiling", () -> {
            CeilingData data = CeilingData.of(gpu);
            long vectors = (words + 3) / 4;
            try (CopyRun copy = new CopyRun(gpu, data.source(vectors), data.destination(vectors), words, false,
                    CeilingKernels.CEILING_VECTORS_PER_THREAD)) {
                return data.stopwatch().time("the copy ceiling", copy, reps, WarmUp.STEADY, control).timing();
            }
        });
    }

    /** Frees the ceilings' buffers on this Gpu (also those of {@link ReadCeiling}). */
    public static void release(Gpu gpu) {
        CeilingData.release(gpu);
    }

    static long wordsOf(double bytes) {
        if (!(bytes > 0) || Double.isInfinite(bytes)) {
            throw new IllegalArgumentException("A ceiling needs a positive number of bytes, not " + bytes);
        }
        return (long) Math.ceil(bytes / 4);
    }
}
