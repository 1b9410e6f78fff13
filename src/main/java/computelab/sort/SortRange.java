package computelab.sort;

import computelab.failure.LabException;
import computelab.gpu.Bound;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A range of 32-bit elements as a sort kernel reaches it: storage bindings must start at multiples of
 * the device's offset alignment, so the binding starts at the aligned byte at or below the first
 * element and the kernel adds {@code base}.
 */
record SortRange(GPUBuffer buffer, double byteOffset, double bytes, long base) {

    static SortRange of(String role, GPUBuffer buffer, long offset, long n, double alignment, double maxBinding) {
        if (offset < 0) {
            throw new LabException("The " + role + " offset must not be negative, not " + offset + ".");
        }
        long capacity = (long) Math.floor(buffer.getSize() / 4);
        if (offset + n > capacity) {
            throw new LabException("The " + role + " range of " + n + " elements at offset " + offset
                    + " does not fit in its buffer of " + capacity + " elements.");
        }
        double start = Math.floor(offset * 4.0 / alignment) * alignment;
        double bytes = offset * 4.0 + n * 4.0 - start;
        if (bytes > maxBinding) {
            throw new LabException("This sort needs a storage binding of " + (long) bytes + " bytes, more than this "
                    + "device's largest (" + (long) maxBinding + " bytes): sort fewer keys.");
        }
        return new SortRange(buffer, start, bytes, (long) (offset - start / 4));
    }

    /** A scratch buffer from its start. */
    static SortRange whole(GPUBuffer buffer, long n) {
        return new SortRange(buffer, 0, Math.max(4, n * 4.0), 0);
    }

    Bound at(int binding) {
        return new Bound(binding, buffer, byteOffset, bytes);
    }
}
