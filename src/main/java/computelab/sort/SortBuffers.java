package computelab.sort;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import computelab.scan.ScanInputs;
import java.util.Arrays;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The buffers of the sort page and the benchmark: the contract's keys, their indices as values, and
 * outputs for both, each followed by a guard of four words. Before a checked run the outputs are
 * filled with a sentinel, so a key the sort never wrote, or a write past the range, shows up when the
 * output is compared with the CPU's sort. Filling and reading back go chunk by chunk.
 */
public final class SortBuffers implements AutoCloseable {
    static final int SENTINEL = 0x7FC0DEAD;
    private static final int GUARD = 4;

    private final long n;
    private final GPUBuffer keysIn;
    private final GPUBuffer keysOut;
    private final GPUBuffer valuesIn;
    private final GPUBuffer valuesOut;
    private final BufferIO io;
    private int[] keys;
    private ElementType type;

    public SortBuffers(Gpu gpu, long n) {
        this.n = n;
        double bytes = (n + GUARD) * 4.0;
        this.keysIn = BufferIO.storage(gpu, "sort input keys", bytes);
        this.keysOut = BufferIO.storage(gpu, "sort output keys", bytes);
        this.valuesIn = BufferIO.storage(gpu, "sort input values (indices)", bytes);
        this.valuesOut = BufferIO.storage(gpu, "sort output values", bytes);
        this.io = new BufferIO(gpu);
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
        return 4 * (n + GUARD) * 4.0;
    }

    /** Bytes of the buffers a sort with or without values uses. */
    public double bytes(boolean values) {
        return (values ? 4 : 2) * (n + GUARD) * 4.0;
    }

    /** Uploads the contract's keys for this type, seed and bits (bits are ignored for f32) and the indices. */
    public void fill(ElementType type, int seed, int bits, RunControl control) {
        this.type = type;
        control.status("Writing the input");
        keys = new int[(int) n];
        for (long start = 0; start < n; start += ScanInputs.CHUNK) {
            control.progress(start, n);
            control.checkCancelled();
            int count = (int) Math.min(ScanInputs.CHUNK, n - start);
            int[] chunk = type == ElementType.F32 ? bits(ScanInputs.floats(seed, start, count))
                    : ScanInputs.integers(type, seed, bits, start, count);
            System.arraycopy(chunk, 0, keys, (int) start, count);
            io.upload(keysIn, start * 4.0, chunk);
            int[] indices = new int[count];
            for (int i = 0; i < count; i++) {
                indices[i] = (int) start + i;
            }
            io.upload(valuesIn, start * 4.0, indices);
        }
    }

    private static int[] bits(float[] values) {
        int[] words = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            words[i] = Float.floatToRawIntBits(values[i]);
        }
        return words;
    }

    /** The first min(n, count) keys as 32-bit words. */
    public int[] firstKeys(int count) {
        return Arrays.copyOf(keys, (int) Math.min(n, count));
    }

    /** Fills both outputs, guards included, with the sentinel. */
    public void clearOutputs() {
        long words = n + GUARD;
        int[] sentinel = new int[(int) Math.min(words, ScanInputs.CHUNK)];
        Arrays.fill(sentinel, SENTINEL);
        for (long start = 0; start < words; start += sentinel.length) {
            int count = (int) Math.min(sentinel.length, words - start);
            int[] chunk = count == sentinel.length ? sentinel : Arrays.copyOf(sentinel, count);
            io.upload(keysOut, start * 4.0, chunk);
            io.upload(valuesOut, start * 4.0, chunk);
        }
    }

    /**
     * Reads the sorted keys (and values) back and compares them with the CPU's stable sort of the
     * input; keeps the first {@code keep} of each for showing.
     */
    public SortCheck verify(boolean values, int keep, RunControl control) {
        control.status("Sorting on the CPU");
        int[] order = CpuSort.order(keys, type);
        SortCheck check = new SortCheck(values, keep);
        control.status("Checking every key against the CPU");
        for (long start = 0; start < n; start += ScanInputs.CHUNK) {
            control.progress(start, n);
            control.checkCancelled();
            int count = (int) Math.min(ScanInputs.CHUNK, n - start);
            boolean last = start + count == n;
            int read = last ? count + GUARD : count;
            int[] gpuKeys = io.readInts(keysOut, start * 4.0, read);
            int[] gpuValues = values ? io.readInts(valuesOut, start * 4.0, read) : null;
            for (int i = 0; i < count; i++) {
                int index = order[(int) start + i];
                check.accept(start + i, keys[index], gpuKeys[i], index, values ? gpuValues[i] : 0);
            }
            for (int g = count; g < read; g++) {
                check.guard(gpuKeys[g] == SENTINEL && (!values || gpuValues[g] == SENTINEL));
            }
        }
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
