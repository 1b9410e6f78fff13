package computelab.sort;

/**
 * How a RadixSort runs beyond its algorithm, for tests that reach paths a fast GPU rarely takes and
 * for timing onesweep's variants: a smaller grid limit (2D grids from a few workgroups on), onesweep's
 * look-back giving up at once ({@code spinLimit} 0: every tile not yet published is counted by the
 * waiting workgroup) or always counting the previous tile itself ({@code forceFallback}), onesweep's
 * ranking in workgroup memory on a device with subgroups ({@code subgroups} false), its keys per
 * invocation (tiles of 256 times as many keys), the lanes of one row of its ballot ranking (fewer than
 * a subgroup's lanes take the path of wide subgroups) and the tiles one look-back step reads. An
 * immutable value.
 *
 * @param maxWorkgroupsPerDimension 0 for the device's limit
 * @param spinLimit look-back steps without news before the fallback; negative for the kernel's default
 * @param subgroups rank with subgroup ballots where the device has the {@code subgroups} feature
 * @param keysPerInvocation onesweep's keys per invocation, 8 to 16; 0 for its default
 * @param rowLanes lanes of a row of onesweep's ballot ranking, 1, 2, 4, 8, 16 or 32; 0 for 32
 * @param lookBackWindow tiles one step of onesweep's look-back reads, 1 to 16; 0 for its default
 */
public record SortOptions(int maxWorkgroupsPerDimension, int spinLimit, boolean forceFallback, boolean subgroups,
        int keysPerInvocation, int rowLanes, int lookBackWindow) {

    public static SortOptions defaults() {
        return new SortOptions(0, -1, false, true, 0, 0, 0);
    }

    public SortOptions withMaxWorkgroupsPerDimension(int max) {
        return new SortOptions(max, spinLimit, forceFallback, subgroups, keysPerInvocation, rowLanes, lookBackWindow);
    }

    public SortOptions withSpinLimit(int limit) {
        return new SortOptions(maxWorkgroupsPerDimension, limit, forceFallback, subgroups, keysPerInvocation, rowLanes,
                lookBackWindow);
    }

    public SortOptions withForceFallback(boolean force) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, force, subgroups, keysPerInvocation, rowLanes,
                lookBackWindow);
    }

    public SortOptions withSubgroups(boolean use) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, forceFallback, use, keysPerInvocation, rowLanes,
                lookBackWindow);
    }

    public SortOptions withKeysPerInvocation(int keys) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, forceFallback, subgroups, keys, rowLanes,
                lookBackWindow);
    }

    public SortOptions withRowLanes(int lanes) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, forceFallback, subgroups, keysPerInvocation, lanes,
                lookBackWindow);
    }

    public SortOptions withLookBackWindow(int tiles) {
        return new SortOptions(maxWorkgroupsPerDimension, spinLimit, forceFallback, subgroups, keysPerInvocation,
                rowLanes, tiles);
    }
}
