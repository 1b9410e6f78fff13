package computelab.gpu;

/**
 * A device for JVM tests that has these two storage limits (bytes), subgroups and timestamps, and runs on
 * a GPU; every other limit is 0.
 */
public record StorageLimits(double maxStorageBufferBindingSize, double maxBufferSize) implements DeviceFacts {
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
        return switch (name) {
            case "maxStorageBufferBindingSize" -> maxStorageBufferBindingSize;
            case "maxBufferSize" -> maxBufferSize;
            default -> 0;
        };
    }

    @Override
    public boolean cpu() {
        return false;
    }
}
