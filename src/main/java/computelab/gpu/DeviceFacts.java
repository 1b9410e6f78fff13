package computelab.gpu;

/**
 * What a page's parameters and a workload's plan may depend on: the device's optional features and
 * limits. {@link Gpu} is the real one; JVM tests pass a stand-in.
 */
public interface DeviceFacts {
    boolean hasSubgroups();

    boolean hasTimestamps();

    /** A device limit by its WebGPU name, as a number (some limits exceed 2^31); 0 where unknown. */
    double limit(String name);

    /** Whether the adapter runs on the CPU (SwiftShader and the like): sizes that suit it are small. */
    boolean cpu();

    /** The largest number of 32-bit elements one storage binding can hold. */
    default long maxStorageElements() {
        return (long) (Math.min(limit("maxStorageBufferBindingSize"), limit("maxBufferSize")) / 4);
    }

    /**
     * The most 32-bit elements of an input that the CPU also holds in one Java array (the reduction's and the
     * histogram's inputs): what one storage binding holds, and a little under 2^31.
     */
    default long maxArrayElements() {
        return Math.min(maxStorageElements(), Integer.MAX_VALUE - 64);
    }
}
