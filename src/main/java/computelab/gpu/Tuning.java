package computelab.gpu;

/**
 * How a workload may run its kernels beyond its algorithm: one record for every workload (each reads the
 * settings that apply to it). The defaults are what a program wants; the other settings reach paths a
 * fast GPU rarely takes (tests) or time a variant (benchmarks). An immutable value.
 *
 * @param subgroups use subgroup operations where the device has the {@code subgroups} feature (false:
 *     the workgroup-memory forms everywhere)
 * @param vectorize use vec4 loads and stores where offsets and buffer sizes allow (false: single words)
 * @param maxWorkgroupsPerDimension 0 for the device's limit; a smaller value spreads dispatches over 2D
 *     grids sooner, so small inputs exercise the indexing of inputs beyond 65,535 workgroups
 * @param spinLimit look-back steps without news from a tile before a chained scan reduces that tile
 *     itself; negative for the kernel's default
 * @param forceFallback chained scans reduce the previous tile from its input at every tile's first
 *     look-back step (slower; it proves the fallback path correct)
 * @param keysPerInvocation the onesweep sort's keys per invocation; 0 for its default
 * @param targetWorkgroups how many workgroups the fast reduction's first pass aims for; 0 for its default
 * @param countOnGpu a run of a known n takes the path of a count on the GPU ({@link GpuCount}): n written to a
 *     word of its own, read there, the dispatches sized indirectly (it proves that path at every size a
 *     sweep runs; scan, compaction and sort)
 */
public record Tuning(boolean subgroups, boolean vectorize, int maxWorkgroupsPerDimension, int spinLimit,
        boolean forceFallback, int keysPerInvocation, int targetWorkgroups, boolean countOnGpu) {

    public static final Tuning DEFAULT = new Tuning(true, true, 0, -1, false, 0, 0, false);
    /**
     * Grids of at most 16 workgroups per dimension: a few dozen tiles then take the 2D indexing that
     * inputs beyond 65,535 workgroups take, at sizes a CPU adapter runs in milliseconds.
     */
    public static final Tuning SMALL_GRIDS = DEFAULT.withMaxWorkgroupsPerDimension(16);

    public Tuning withSubgroups(boolean value) {
        return new Tuning(value, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback, keysPerInvocation,
                targetWorkgroups, countOnGpu);
    }

    public Tuning withVectorize(boolean value) {
        return new Tuning(subgroups, value, maxWorkgroupsPerDimension, spinLimit, forceFallback, keysPerInvocation,
                targetWorkgroups, countOnGpu);
    }

    public Tuning withMaxWorkgroupsPerDimension(int value) {
        return new Tuning(subgroups, vectorize, value, spinLimit, forceFallback, keysPerInvocation, targetWorkgroups,
                countOnGpu);
    }

    public Tuning withSpinLimit(int value) {
        return new Tuning(subgroups, vectorize, maxWorkgroupsPerDimension, value, forceFallback, keysPerInvocation,
                targetWorkgroups, countOnGpu);
    }

    public Tuning withForceFallback(boolean value) {
        return new Tuning(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, value, keysPerInvocation,
                targetWorkgroups, countOnGpu);
    }

    public Tuning withKeysPerInvocation(int value) {
        return new Tuning(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback, value,
                targetWorkgroups, countOnGpu);
    }

    public Tuning withTargetWorkgroups(int value) {
        return new Tuning(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback, keysPerInvocation,
                value, countOnGpu);
    }

    public Tuning withCountOnGpu(boolean value) {
        return new Tuning(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback, keysPerInvocation,
                targetWorkgroups, value);
    }

    /** Whether kernels use subgroup operations on this device: it has them and this tuning allows them. */
    public boolean subgroupsOn(DeviceFacts device) {
        return subgroups && device.hasSubgroups();
    }

    /** The most workgroups a dispatch puts in one dimension of its grid on this device. */
    public int workgroupsPerDimension(DeviceFacts device) {
        int limit = (int) device.limit("maxComputeWorkgroupsPerDimension");
        return maxWorkgroupsPerDimension > 0 ? Math.min(maxWorkgroupsPerDimension, limit) : limit;
    }
}
