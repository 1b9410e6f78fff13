package computelab.scan;

/**
 * How a {@link PrefixSum} may run its kernels. The defaults are what a program wants; the other
 * settings force the portable paths so they can be compared or tested on any device, or pick
 * decoupled-lookback's tile shape for measuring.
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
 * @param workgroupSize decoupled-lookback's invocations per workgroup: 64, 128, 256 or 512, or 0 for
 *     the shipped choice (512 where the device allows it, else 256)
 * @param vectorsPerInvocation decoupled-lookback's vectors of 4 elements per invocation and tile,
 *     1 to 8 (4 is the shipped kernel)
 * @param backOff decoupled-lookback's spin between two polls of a silent tile, in dependent
 *     multiply-adds (0: none, as shipped)
 */
public record ScanOptions(boolean subgroups, boolean vectorize, int maxWorkgroupsPerDimension, int spinLimit,
        boolean forceFallback, int workgroupSize, int vectorsPerInvocation, int backOff) {

    public static ScanOptions defaults() {
        return new ScanOptions(true, true, 0, 1024, false, 0, TileShape.SHIPPED_VECTORS, 0);
    }

    public ScanOptions withSubgroups(boolean value) {
        return new ScanOptions(value, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback, workgroupSize,
                vectorsPerInvocation, backOff);
    }

    public ScanOptions withVectorize(boolean value) {
        return new ScanOptions(subgroups, value, maxWorkgroupsPerDimension, spinLimit, forceFallback, workgroupSize,
                vectorsPerInvocation, backOff);
    }

    public ScanOptions withMaxWorkgroupsPerDimension(int value) {
        return new ScanOptions(subgroups, vectorize, value, spinLimit, forceFallback, workgroupSize,
                vectorsPerInvocation, backOff);
    }

    public ScanOptions withSpinLimit(int value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, value, forceFallback, workgroupSize,
                vectorsPerInvocation, backOff);
    }

    public ScanOptions withForceFallback(boolean value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, value, workgroupSize,
                vectorsPerInvocation, backOff);
    }

    public ScanOptions withWorkgroupSize(int value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback, value,
                vectorsPerInvocation, backOff);
    }

    public ScanOptions withVectorsPerInvocation(int value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback,
                workgroupSize, value, backOff);
    }

    public ScanOptions withBackOff(int value) {
        return new ScanOptions(subgroups, vectorize, maxWorkgroupsPerDimension, spinLimit, forceFallback,
                workgroupSize, vectorsPerInvocation, value);
    }
}
