package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.Timing;

/**
 * How fast this GPU copies memory: the time of a plain vec4 copy kernel (wgsl/common/copy.wgsl) that
 * moves {@code trafficBytes} in all, reading half of them and writing the other half. An algorithm
 * whose least traffic is T bytes can at best match {@code millis(gpu, T, reps)}; scan, for example,
 * reads and writes 4 bytes per u32 element, so its ceiling is {@code millis(gpu, 8.0 * n, reps)}.
 * The data is filled on the GPU once and kept for later calls (see {@link #release}); nothing but the
 * kernel is timed. GPU failures arrive as GpuException.
 */
public final class CopyCeiling {
    private CopyCeiling() {
    }

    /** Median and minimum over {@code reps} timed copies after a warm-up; null without timestamps. */
    public static Timing time(Gpu gpu, double trafficBytes, int reps) {
        long words = wordsOf(trafficBytes / 2);
        return ErrorScoped.run(gpu, "timing the copy ceiling", () -> {
            CeilingData data = CeilingData.of(gpu);
            long vectors = (words + 3) / 4;
            try (CopyCase copy = new CopyCase(gpu, data.source(vectors), data.destination(vectors), words, false,
                    CeilingKernels.CEILING_VECTORS_PER_THREAD)) {
                return Repetitions.time(gpu, copy, reps).timing();
            }
        });
    }

    /** The median time in milliseconds, NaN without timestamp queries. */
    public static double millis(Gpu gpu, double trafficBytes, int reps) {
        Timing timing = time(gpu, trafficBytes, reps);
        return timing == null ? Double.NaN : timing.median();
    }

    /** Bytes moved (read + written) per second at the median time, in GB/s; NaN without timestamps. */
    public static double gbPerS(Gpu gpu, double trafficBytes, int reps) {
        return trafficBytes / millis(gpu, trafficBytes, reps) / 1e6;
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
