package computelab.sort;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.scan.ScanInputs;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The buffers of the sort page and the benchmark: the contract's keys, their indices as values, and
 * outputs for both, each followed by a guard of four words where the device's largest buffer leaves
 * room (at the largest size it does not). Before a checked run the outputs are filled with a sentinel,
 * so a key the sort never wrote, or a write past the range, shows up when the output is checked. The
 * keys are never held whole on the CPU: filling and checking regenerate them chunk by chunk from the
 * contract's generator, and the check ({@link SortCheck}) takes linear time.
 */
public final class SortBuffers implements AutoCloseable {
    static final int SENTINEL = 0x7FC0DEAD;
    private static final int GUARD = 4;

    private final long n;
    private final long guard;
    private final GPUBuffer keysIn;
    private final GPUBuffer keysOut;
    private final GPUBuffer valuesIn;
    private final GPUBuffer valuesOut;
    private final BufferIO io;
    private ElementType type;
    private int seed;
    private int bits;

    private SortBuffers(Gpu gpu, long n, long guard) {
        this.n = n;
        this.guard = guard;
        double bytes = (n + guard) * 4.0;
        this.keysIn = BufferIO.storage(gpu, "sort input keys", bytes);
        this.keysOut = BufferIO.storage(gpu, "sort output keys", bytes);
        this.valuesIn = BufferIO.storage(gpu, "sort input values (indices)", bytes);
        this.valuesOut = BufferIO.storage(gpu, "sort output values", bytes);
        this.io = new BufferIO(gpu);
    }

    /**
     * The buffers for {@code n} keys, checked against the device's limits before any is made (a sentence
     * naming the buffer and the limit where they do not fit, another naming the bytes where the GPU is
     * out of memory).
     */
    public static SortBuffers create(Gpu gpu, long n) {
        long guard = (long) Math.max(0, Math.min(GUARD, Math.floor(gpu.limit("maxBufferSize") / 4) - n));
        double bytes = (n + guard) * 4.0;
        String guarded = guard > 0 ? " (with its guard words)" : "";
        return BufferPlan.of("n = " + n).buffer("sort input keys buffer" + guarded, bytes)
                .buffer("sort output keys buffer" + guarded, bytes)
                .buffer("sort input values buffer" + guarded, bytes)
                .buffer("sort output values buffer" + guarded, bytes)
                .allocate(gpu, () -> new SortBuffers(gpu, n, guard));
    }

    public long n() {
        return n;
    }

    public ElementType type() {
        return type;
    }

    /** What the sort works on: keys only, or keys with their indices as values. */
    public SortData data(boolean values) {
        SortData keysOnly = SortData.keys(keysIn, 0, keysOut, 0, n, type);
        return values ? keysOnly.withValues(valuesIn, 0, valuesOut, 0) : keysOnly;
    }

    /** Bytes of the four buffers. */
    public double bytes() {
        return 4 * (n + guard) * 4.0;
    }

    /** Bytes of the buffers a sort with or without values uses. */
    public double bytes(boolean values) {
        return (values ? 4 : 2) * (n + guard) * 4.0;
    }

    /**
     * Uploads the contract's keys for this type, seed and bits (bits are ignored for f32) and, for a sort
     * with values, their indices. A {@code check} (null for none) takes each chunk of keys as it is made,
     * so the check after the run ({@link #verify}) has only the output left to read.
     */
    public void fill(ElementType type, int seed, int bits, boolean values, SortCheck check, RunControl control) {
        this.type = type;
        this.seed = seed;
        this.bits = bits;
        control.inChunks("Writing the input", n, ScanInputs.CHUNK, (start, count) -> {
            int[] keys = keys(start, count);
            io.upload(keysIn, start * 4.0, keys);
            if (check != null) {
                check.acceptInputs(start, keys);
            }
            if (values) {
                int[] indices = new int[count];
                for (int i = 0; i < count; i++) {
                    indices[i] = (int) start + i;
                }
                io.upload(valuesIn, start * 4.0, indices);
            }
        });
    }

    /** Keys start..start+count-1 of the last fill, as 32-bit words. */
    private int[] keys(long start, int count) {
        if (type != ElementType.F32) {
            return ScanInputs.integers(type, seed, bits, start, count);
        }
        float[] values = ScanInputs.floats(seed, start, count);
        int[] words = new int[count];
        for (int i = 0; i < count; i++) {
            words[i] = Float.floatToRawIntBits(values[i]);
        }
        return words;
    }

    /** The first min(n, count) keys as 32-bit words. */
    public int[] firstKeys(int count) {
        return keys(0, (int) Math.min(n, count));
    }

    /** Fills the keys' output (and with values the values' output), guards included, with the sentinel. */
    public void clearOutputs(boolean values) {
        io.fill(keysOut, n + guard, SENTINEL);
        if (values) {
            io.fill(valuesOut, n + guard, SENTINEL);
        }
    }

    /**
     * Checks the sorted keys (and values) in linear time ({@link SortCheck}, which took the input while it
     * was filled): one pass over the output, read back chunk by chunk.
     */
    public SortCheck verify(SortCheck check, RunControl control) {
        boolean values = check.values();
        control.inChunks("Checking the sorted keys' order and fingerprint", n, ScanInputs.CHUNK, (start, count) -> {
            boolean last = start + count == n;
            int read = last ? (int) (count + guard) : count;
            int[] gpuKeys = io.readInts(keysOut, start * 4.0, read);
            int[] gpuValues = values ? io.readInts(valuesOut, start * 4.0, read) : null;
            check.acceptOutputs(start, count, gpuKeys, gpuValues);
            for (int g = count; g < read; g++) {
                check.guard(gpuKeys[g] == SENTINEL && (!values || gpuValues[g] == SENTINEL));
            }
        });
        return check;
    }

    /** The contract's checksum of 32-bit words, for callers that hold them. */
    public static long checksum(int[] words) {
        return ContractInputs.checksum(words);
    }

    @Override
    public void close() {
        keysIn.destroy();
        keysOut.destroy();
        valuesIn.destroy();
        valuesOut.destroy();
        io.destroy();
    }
}
