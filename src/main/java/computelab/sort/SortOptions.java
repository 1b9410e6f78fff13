package computelab.sort;

/**
 * How a RadixSort runs beyond its algorithm, for tests that reach paths a fast GPU rarely takes and
 * for timing onesweep's variants: a smaller grid limit (2D grids from a few workgroups on), onesweep's
 * look-back giving up at once ({@code spinLimit} 0: every tile not yet published is counted by the
 * waiting workgroup) or always counting the previous tile itself ({@code forceFallback}), onesweep's
 * ranking in workgroup memory on a device with subgroups ({@code subgroups} false) and its keys per
 * invocation (tiles of 256 times as many keys). An immutable value.
 *
 * @param maxWorkgroupsPerDimension 0 for the device's limit
 * @param spinLimit look-back steps without news before the fallback; negative for the kernel's default
 * @param subgroups rank with subgroup ballots where the device has the {@code subgroups} feature
 * @param keysPerInvocation onesweep's keys per invocation, 8 to 16; 0 for its default
 */
public record SortOptions(int maxWorkgroupsPerDimension, int spinLimit, boolean forceFallback, boolean subgroups,
        int keysPerInvocation) {

    public static SortOptions defaults() {
        return new SortOptions(0, -1, false, true, 0);
    }

    public SortOptions withMaxWorkgroupsPerDimension(int max) {
        return new SortOptions(max, spinLimit, forceFallback, subgroups, keysPerInvocation);
    }

    public SortOptions withSpinLimit(int limit) {
        return new SortOptions(maxWorkgroupsPerDimension, limit, forceFallback, subgroups, keysPerInvocation);
    }

    public SortOptions withForceFallback(boolean force) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, force, subgroups, keysPerInvocation);
    }

    public SortOptions withSubgroups(boolean use) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, forceFallback, use, keysPerInvocation);
    }

    public SortOptions withKeysPerInvocation(int keys) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, forceFallback, subgroups, keys);
    }
}
