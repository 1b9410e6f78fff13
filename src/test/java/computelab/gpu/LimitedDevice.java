package computelab.gpu;

import java.util.Map;

/**
 * A device for JVM tests: a GPU with subgroups and timestamps and these limits (by their WebGPU names); every
 * other limit is 0.
 */
public record LimitedDevice(Map<String, Double> limits) implements DeviceFacts {
    /** The two storage limits, in bytes. */
    public static LimitedDevice storage(double maxStorageBufferBindingSize, double maxBufferSize) {
        return new LimitedDevice(Map.of("maxStorageBufferBindingSize", maxStorageBufferBindingSize,
                "maxBufferSize", maxBufferSize));
    }

    /** Workgroups with {@code bytes} of workgroup memory. */
    public static LimitedDevice workgroupMemory(double bytes) {
        return new LimitedDevice(Map.of("maxComputeWorkgroupStorageSize", bytes));
    }

    @Override
    public boolean hasSubgroups() {
        return true;
    }

    @Override
    public boolean hasTimestamps() {
        return true;
    }

    @Override
    public double limit(String name) {
        return limits.getOrDefault(name, 0.0);
    }

    @Override
    public boolean cpu() {
        return false;
    }
}
