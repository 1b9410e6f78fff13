package computelab.sort;

import computelab.data.ElementType;
import computelab.gpu.GpuCount;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * What one sort works on, in buffers the caller owns: {@code n} keys of {@code type} from element
 * {@code keysInOffset} of {@code keysIn}, sorted into {@code keysOut} from {@code keysOutOffset} (the
 * same range of the same buffer sorts in place), and, for key-value pairs, u32 values that move with
 * their keys. Offsets and counts are in 32-bit elements. The number of keys is {@code n}, or, where
 * {@code count} is not null, read on the GPU at every run from that word (at most {@code n}, its capacity),
 * so a sort can follow a compaction without its count coming back to the host. An immutable value:
 *
 * <pre>
 * SortData.keys(input, 0, output, 0, n, ElementType.F32).withValues(indices, 0, permutation, 0)
 * SortData.keys(kept, 0, kept, 0, GpuCount.at(keptCount, 0, capacity), ElementType.U32)
 * </pre>
 */
public record SortData(GPUBuffer keysIn, long keysInOffset, GPUBuffer keysOut, long keysOutOffset,
        GPUBuffer valuesIn, long valuesInOffset, GPUBuffer valuesOut, long valuesOutOffset, long n,
        ElementType type, GpuCount count) {

    /** Keys only. */
    public static SortData keys(GPUBuffer keysIn, long keysInOffset, GPUBuffer keysOut, long keysOutOffset, long n,
            ElementType type) {
        return new SortData(keysIn, keysInOffset, keysOut, keysOutOffset, null, 0, null, 0, n, type, null);
    }

    /** Keys only, as many as the count on the GPU says at each run (ranges checked for its capacity). */
    public static SortData keys(GPUBuffer keysIn, long keysInOffset, GPUBuffer keysOut, long keysOutOffset,
            GpuCount n, ElementType type) {
        return new SortData(keysIn, keysInOffset, keysOut, keysOutOffset, null, 0, null, 0, n.capacity(), type, n);
    }

    /** The same keys with values that move with them (the same range of one buffer sorts them in place). */
    public SortData withValues(GPUBuffer in, long inOffset, GPUBuffer out, long outOffset) {
        return new SortData(keysIn, keysInOffset, keysOut, keysOutOffset, in, inOffset, out, outOffset, n, type,
                count);
    }

    public boolean hasValues() {
        return valuesIn != null;
    }
}
