package computelab.sort;

/**
 * How a RadixSort runs beyond its algorithm, for tests that reach paths a fast GPU rarely takes: a
 * smaller grid limit (2D grids from a few workgroups on), onesweep's look-back giving up at once
 * ({@code spinLimit} 0: every tile not yet published is counted by the waiting workgroup) or always
 * counting the previous tile itself ({@code forceFallback}). An immutable value.
 *
 * @param maxWorkgroupsPerDimension 0 for the device's limit
 * @param spinLimit look-back steps without news before the fallback; negative for the kernel's default
 */
public record SortOptions(int maxWorkgroupsPerDimension, int spinLimit, boolean forceFallback) {

    public static SortOptions defaults() {
        return new SortOptions(0, -1, false);
    }

    public SortOptions withMaxWorkgroupsPerDimension(int max) {
        return new SortOptions(max, spinLimit, forceFallback);
    }

    public SortOptions withSpinLimit(int limit) {
        return new SortOptions(maxWorkgroupsPerDimension, limit, forceFallback);
    }

    public SortOptions withForceFallback(boolean force) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, force);
    }
}
