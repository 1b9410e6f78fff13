package computelab.scan;

/**
 * How a {@link PrefixSum} may run its kernels. The defaults are what a program wants; the other
 * settings force the portable paths so they can be compared or tested on any device.
 *
 * @param subgroups use the subgroup kernels where the device has the {@code subgroups} feature
 *     (false: the workgroup-memory kernels everywhere)
 * @param vectorize use vec4 loads and stores where offsets and buffer sizes allow (false: single words)
 * @param maxWorkgroupsPerDimension 0 for the device's limit; a smaller value spreads dispatches over
 *     2D grids sooner, so small inputs exercise the same indexing as inputs beyond 65,535 workgroups
 * @param spinLimit look-back steps without news from a tile before decoupled-lookback reduces that
 *     tile itself
 * @param forceFallback decoupled-lookback reduces the previous tile from its input at every tile's
 *     first look-back step (slower; it proves the fallback path correct)
 */
public record ScanOptions(boolean subgroups, boolean vectorize, int maxWorkgroupsPerDimension, int spinLimit,
        boolean forceFallback) {

    public static ScanOptions defaults() {
        return new ScanOptions(true, true, 0, 1024, false);
    }

    public ScanOptions withSubgroups(boolean value) {
        return new ScanOptions(value, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback);
    }

    public ScanOptions withVectorize(boolean value) {
        return new ScanOptions(subgroups, value, maxWorkgroupsPerDimension, spinLimit, forceFallback);
    }

    public ScanOptions withMaxWorkgroupsPerDimension(int value) {
        return new ScanOptions(subgroups, vectorize, value, spinLimit, forceFallback);
    }

    public ScanOptions withSpinLimit(int value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, value, forceFallback);
    }

    public ScanOptions withForceFallback(boolean value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, value);
    }
}
