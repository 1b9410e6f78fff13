package computelab.gpu;

import computelab.failure.LabException;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A number of elements that lives on the GPU: the u32 word at {@code byteOffset} of {@code buffer}, written by
 * earlier work (a compaction's kept count, say) and read by a prepared run each time it runs, so the count
 * never travels to the host. {@code capacity} is the most it may be: the run is planned for that many (buffers
 * checked, scratch sized, grids validated) and takes a larger count as the capacity. The buffer needs
 * {@code STORAGE} usage.
 */
public record GpuCount(GPUBuffer buffer, double byteOffset, long capacity) {

    public GpuCount {
        if (byteOffset < 0 || byteOffset % 4 != 0 || byteOffset + 4 > buffer.getSize()) {
            throw new LabException("A count is one u32 word at a multiple of 4 bytes inside its buffer of "
                    + (long) buffer.getSize() + " bytes, not at byte " + (long) byteOffset + ".");
        }
        if (capacity < 1) {
            throw new LabException("A count's capacity is at least 1 element, not " + capacity + ".");
        }
    }

    /** The count in the word at {@code byteOffset} of {@code buffer}, planned for at most {@code capacity} elements. */
    public static GpuCount at(GPUBuffer buffer, long byteOffset, long capacity) {
        return new GpuCount(buffer, byteOffset, capacity);
    }
}
