package computelab.compact;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The contract's input for a compaction, an output as long as the input (every element may be kept) and
 * the count's word, used by the compact page and the benchmark. Before a checked run the output and the
 * count hold a sentinel, so an element the kernel never wrote shows up when verified. Filling and
 * verifying go chunk by chunk, so inputs of hundreds of millions of elements work.
 */
public final class CompactBuffers implements AutoCloseable {
    /** Elements per chunk when filling or verifying: 4 MiB of words. */
    static final int CHUNK = 1 << 20;
    /** What the output holds before a checked run. */
    static final int SENTINEL = 0x7FC0DEAD;

    private final long n;
    private final GPUBuffer input;
    private final GPUBuffer output;
    private final GPUBuffer count;
    private final BufferIO io;
    private ElementType type;
    private int seed;
    private int bits;

    private CompactBuffers(Gpu gpu, long n) {
        this.n = n;
        this.input = BufferIO.storage(gpu, "compact input", vectorWords(n) * 4.0);
        this.output = BufferIO.storage(gpu, "compact output", vectorWords(n) * 4.0);
        this.count = BufferIO.storage(gpu, "compact count", 16);
        this.io = new BufferIO(gpu);
    }

    /** The buffers for {@code n} elements, checked against the device's limits before any is made. */
    public static CompactBuffers create(Gpu gpu, long n) {
        return BufferPlan.of("n = " + n).buffer("compact input", vectorWords(n) * 4.0)
                .buffer("compact output", vectorWords(n) * 4.0).allocate(gpu, () -> new CompactBuffers(gpu, n));
    }

    private static long vectorWords(long n) {
        return (n + 3) / 4 * 4;
    }

    public long n() {
        return n;
    }

    public ElementType type() {
        return type;
    }

    public GPUBuffer input() {
        return input;
    }

    public GPUBuffer output() {
        return output;
    }

    public GPUBuffer count() {
        return count;
    }

    /** Bytes of the three buffers. */
    public double bytes() {
        return vectorWords(n) * 8.0 + 16;
    }

    /** Uploads the contract's input for this type, seed and bits (bits are ignored for f32). */
    public void fill(ElementType type, int seed, int bits, RunControl control) {
        this.type = type;
        this.seed = seed;
        this.bits = bits;
        control.inChunks("Writing the input", n, CHUNK, (start, chunk) -> io.upload(input, start * 4.0,
                inputs(start, chunk)));
    }

    /** Input elements start..start+count-1 of the last fill as 32-bit patterns (computed, not read back). */
    public int[] inputs(long start, int chunk) {
        if (type != ElementType.F32) {
            return ContractInputs.integers(type, seed, bits, start, chunk);
        }
        float[] values = ContractInputs.floats(seed, start, chunk);
        int[] words = new int[chunk];
        for (int i = 0; i < chunk; i++) {
            words[i] = Float.floatToRawIntBits(values[i]);
        }
        return words;
    }

    /** How many elements of the last fill the selection keeps, counted on the CPU chunk by chunk. */
    public long expectedCount(Selection selection) {
        long kept = 0;
        for (long start = 0; start < n; start += CHUNK) {
            kept += CpuCompaction.count(inputs(start, (int) Math.min(CHUNK, n - start)), selection);
        }
        return kept;
    }

    /** Fills the output and the count with the sentinel. */
    public void clearOutput() {
        io.fill(output, vectorWords(n), SENTINEL);
        io.fill(count, 4, SENTINEL);
    }

    /** The count the last run wrote, unsigned. */
    public long readCount() {
        return io.readInts(count, 0, 1)[0] & 0xFFFFFFFFL;
    }

    /** The first min(kept, shown) output words. */
    public int[] firstOutputs(long kept, int shown) {
        int length = (int) Math.min(Math.min(kept, n), shown);
        return length == 0 ? new int[0] : io.readInts(output, 0, length);
    }

    /**
     * Reads the output back and compares it in order with the CPU reference of the last fill: the count,
     * every kept element, the checksum over the output as written.
     */
    public Verified verify(Selection selection, RunControl control) {
        long count = readCount();
        long expectedCount = 0;
        long mismatch = -1;
        int checksum = 0;
        control.status("Checking every kept element against the CPU");
        for (long start = 0; start < n; start += CHUNK) {
            control.progress(start, n);
            control.checkCancelled();
            int chunk = (int) Math.min(CHUNK, n - start);
            int[] expected = CpuCompaction.kept(inputs(start, chunk), start, selection);
            long readable = Math.max(0, Math.min(expected.length, Math.min(count, n) - expectedCount));
            int[] actual = readable == 0 ? new int[0] : io.readInts(output, expectedCount * 4.0, (int) readable);
            for (int i = 0; i < actual.length; i++) {
                checksum = checksum * 31 + actual[i];
                if (mismatch < 0 && actual[i] != expected[i]) {
                    mismatch = expectedCount + i;
                }
            }
            if (mismatch < 0 && actual.length < expected.length) {
                mismatch = expectedCount + actual.length;
            }
            expectedCount += expected.length;
        }
        return new Verified(count, expectedCount, mismatch < 0 && count == expectedCount, checksum & 0xFFFFFFFFL,
                mismatch);
    }

    /**
     * A verified output: the count the GPU wrote and the CPU's, whether every kept element is in its place,
     * the checksum over the output (the CPU's count of words, c = c * 31 + v), and the first wrong place (-1: none).
     */
    public record Verified(long count, long expectedCount, boolean ok, long checksum, long mismatchIndex) {
    }

    @Override
    public void close() {
        input.destroy();
        output.destroy();
        count.destroy();
        io.destroy();
    }
}
