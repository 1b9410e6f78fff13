package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.Timing;

/**
 * How fast this GPU reads memory: the time of a read-only vec4 kernel (wgsl/common/read.wgsl) that
 * loads {@code bytes} and writes nothing. A reduction of n u32 elements reads 4n bytes: its ceiling is
 * {@code millis(gpu, 4.0 * n, reps)}. Shares its data with {@link CopyCeiling}.
 */
public final class ReadCeiling {
    private ReadCeiling() {
    }

    /** Median and minimum over {@code reps} timed reads after a warm-up; null without timestamps. */
    public static Timing time(Gpu gpu, double bytes, int reps) {
        long words = CopyCeiling.wordsOf(bytes);
        return ErrorScoped.run(gpu, "timing the read ceiling", () -> {
            CeilingData data = CeilingData.of(gpu);
            try (ReadCase read = new ReadCase(gpu, data.source((words + 3) / 4), words, false,
                    CeilingKernels.CEILING_VECTORS_PER_THREAD)) {
                return Repetitions.time(gpu, read, reps).timing();
            }
        });
    }

    /** The median time in milliseconds, NaN without timestamp queries. */
    public static double millis(Gpu gpu, double bytes, int reps) {
        Timing timing = time(gpu, bytes, reps);
        return timing == null ? Double.NaN : timing.median();
    }

    /** Bytes read per second at the median time, in GB/s; NaN without timestamps. */
    public static double gbPerS(Gpu gpu, double bytes, int reps) {
        return bytes / millis(gpu, bytes, reps) / 1e6;
    }
}
