package computelab.ceiling;

import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.gpu.Timing;
import computelab.gpu.WarmUp;

/**
 * How fast this GPU reads memory: the time of a read-only vec4 kernel (wgsl/common/read.wgsl) that
 * loads {@code bytes} and writes nothing. A reduction of n u32 elements reads 4n bytes: its ceiling is
 * {@code time(gpu, 4.0 * n, reps)}. Shares its data with {@link CopyCeiling}.
 */
public final class ReadCeiling {
    private ReadCeiling() {
    }

    /** The read's timing over {@code reps} repetitions after warming up; null without timestamps. */
    public static Timing time(Gpu gpu, double bytes, int reps) {
        return time(gpu, bytes, reps, RunControl.NONE);
    }

    /** The same, telling {@code control} what it does (a page's run bar shows the ceiling as its own phase). */
    public static Timing time(Gpu gpu, double bytes, int reps, RunControl control) {
        long words = CopyCeiling.wordsOf(bytes);
        return gpu.scoped("timing the read ceiling", () -> {
            CeilingData data = CeilingData.of(gpu);
            try (ReadRun read = new ReadRun(gpu, data.source((words + 3) / 4), words, false,
                    CeilingKernels.CEILING_VECTORS_PER_THREAD)) {
                return data.stopwatch().time("the read ceiling", read, reps, WarmUp.STEADY, control).timing();
            }
        });
    }
}
