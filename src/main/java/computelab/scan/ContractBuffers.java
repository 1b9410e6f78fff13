package computelab.scan;

import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * An input buffer filled with the contract's deterministic input and an output buffer for its scan,
 * used by the scan page and the benchmark. Both are whole vectors long plus one guard vector; before
 * a checked run the output is filled with a sentinel, so an element the scan never wrote, or a write
 * past the range, shows up when the output is verified. Filling and verifying go chunk by chunk.
 */
public final class ContractBuffers implements AutoCloseable {
    /** What the output holds before a checked run: not a plausible sum of small inputs. */
    static final int SENTINEL = 0x7FC0DEAD;

    private final long n;
    private final long capacity;
    private final GPUBuffer input;
    private final GPUBuffer output;
    private final BufferIO io;
    private ElementType type;
    private int seed;
    private int bits;

    public ContractBuffers(Gpu gpu, long n) {
        this.n = n;
        this.capacity = (n + 3) / 4 * 4 + 4;
        this.input = BufferIO.storage(gpu, "scan input", capacity * 4.0);
        this.output = BufferIO.storage(gpu, "scan output", capacity * 4.0);
        this.io = new BufferIO(gpu);
    }

    public long n() {
        return n;
    }

    public GPUBuffer input() {
        return input;
    }

    public GPUBuffer output() {
        return output;
    }

    /** Bytes of the two buffers. */
    public double bytes() {
        return capacity * 8.0;
    }

    /** Uploads the contract's input for this type, seed and bits (bits are ignored for f32). */
    public void fill(ElementType type, int seed, int bits) {
        this.type = type;
        this.seed = seed;
        this.bits = bits;
        for (long start = 0; start < n; start += ScanInputs.CHUNK) {
            int count = (int) Math.min(ScanInputs.CHUNK, n - start);
            if (type == ElementType.F32) {
                io.upload(input, start * 4.0, ScanInputs.floats(seed, start, count));
            } else {
                io.upload(input, start * 4.0, ScanInputs.integers(type, seed, bits, start, count));
            }
        }
    }

    /** Fills the whole output buffer, guard included, with the sentinel. */
    public void clearOutput() {
        int[] sentinel = new int[(int) Math.min(capacity, ScanInputs.CHUNK)];
        java.util.Arrays.fill(sentinel, SENTINEL);
        for (long start = 0; start < capacity; start += sentinel.length) {
            int count = (int) Math.min(sentinel.length, capacity - start);
            io.upload(output, start * 4.0, count == sentinel.length ? sentinel : java.util.Arrays.copyOf(sentinel, count));
        }
    }

    /** Reads the output back and compares it with the CPU reference of the last {@link #fill}. */
    public ScanCheck verify(ScanMode mode) {
        ScanCheck check = new ScanCheck(type, mode, n);
        for (long start = 0; start < n; start += ScanInputs.CHUNK) {
            int count = (int) Math.min(ScanInputs.CHUNK, n - start);
            if (type == ElementType.F32) {
                check.acceptFloats(ScanInputs.floats(seed, start, count), io.readFloats(output, start * 4.0, count));
            } else {
                check.acceptInts(ScanInputs.integers(type, seed, bits, start, count),
                        io.readInts(output, start * 4.0, count));
            }
        }
        return check;
    }

    /** Whether the words after the n-th output still hold the sentinel (nothing was written past the range). */
    public boolean guardIntact() {
        for (int word : io.readInts(output, n * 4.0, (int) (capacity - n))) {
            if (word != SENTINEL) {
                return false;
            }
        }
        return true;
    }

    /** The first min(n, count) inputs and outputs as 32-bit words, for showing small scans. */
    public int[][] firstWords(int count) {
        int shown = (int) Math.min(n, count);
        return new int[][] { io.readInts(input, 0, shown), io.readInts(output, 0, shown) };
    }

    @Override
    public void close() {
        input.destroy();
        output.destroy();
        io.destroy();
    }
}
