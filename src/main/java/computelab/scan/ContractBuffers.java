package computelab.scan;

import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import java.util.Arrays;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * An input buffer filled with the contract's deterministic input and an output buffer for its scan,
 * used by the scan page and the benchmark. Both are whole vectors long plus one guard vector where the
 * device's largest buffer leaves room for it (at the largest size it does not); before a checked run
 * the output is filled with a sentinel, so an element the scan never wrote, or a write past the range,
 * shows up when the output is verified. Filling and verifying go chunk by chunk.
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

    private ContractBuffers(Gpu gpu, long n, long capacity) {
        this.n = n;
        this.capacity = capacity;
        this.input = BufferIO.storage(gpu, "scan input", capacity * 4.0);
        this.output = BufferIO.storage(gpu, "scan output", capacity * 4.0);
        this.io = new BufferIO(gpu);
    }

    /**
     * The buffers for {@code n} elements, checked against the device's limits before either is made
     * (a sentence naming the buffer and the limit where they do not fit, another naming the bytes where
     * the GPU is out of memory).
     */
    public static ContractBuffers create(Gpu gpu, long n) {
        long capacity = capacity(n, gpu.limit("maxBufferSize"));
        String guard = capacity > vectorWords(n) ? " (with its guard vector)" : "";
        return BufferPlan.of("n = " + n).buffer("scan input" + guard, capacity * 4.0)
                .buffer("scan output" + guard, capacity * 4.0)
                .allocate(gpu, () -> new ContractBuffers(gpu, n, capacity));
    }

    /**
     * Words of each buffer: whole vectors and a guard vector after them where a buffer may be that large;
     * else whole vectors; else (a largest buffer that is not whole vectors) as many words as it holds,
     * which the scan then reads one word at a time.
     */
    static long capacity(long n, double maxBufferBytes) {
        long vectors = vectorWords(n);
        long most = (long) Math.floor(maxBufferBytes / 4);
        return vectors + 4 <= most ? vectors + 4 : Math.max(n, Math.min(vectors, most));
    }

    private static long vectorWords(long n) {
        return (n + 3) / 4 * 4;
    }

    /** The element type of the last fill. */
    public ElementType type() {
        return type;
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

    /** Bytes of the two buffers (each with its guard vector where it has one). */
    public double bytes() {
        return capacity * 8.0;
    }

    /** Uploads the contract's input for this type, seed and bits (bits are ignored for f32). */
    public void fill(ElementType type, int seed, int bits) {
        fill(type, seed, bits, RunControl.NONE);
    }

    /** The same, reporting its chunks as progress and stopping between them when cancelled. */
    public void fill(ElementType type, int seed, int bits, RunControl control) {
        this.type = type;
        this.seed = seed;
        this.bits = bits;
        control.inChunks("Writing the input", n, ScanInputs.CHUNK, (start, count) -> {
            if (type == ElementType.F32) {
                io.upload(input, start * 4.0, ScanInputs.floats(seed, start, count));
            } else {
                io.upload(input, start * 4.0, ScanInputs.integers(type, seed, bits, start, count));
            }
        });
    }

    /** Fills the whole output buffer, guard included, with the sentinel. */
    public void clearOutput() {
        io.fill(output, capacity, SENTINEL);
    }

    /**
     * Reads the output back (the guard words after it with the last chunk) and compares it with the
     * CPU reference of the last {@link #fill}; keeps the first {@code keep} outputs for showing.
     */
    public Verified verify(ScanMode mode, int keep) {
        return verify(mode, keep, RunControl.NONE);
    }

    /** The same, reporting its chunks as progress and stopping between them when cancelled. */
    public Verified verify(ScanMode mode, int keep, RunControl control) {
        return verify(mode, keep, control, null);
    }

    /** A segmented scan's heads: the packed words of {@code count} elements from {@code start}, a multiple of 32. */
    @FunctionalInterface
    public interface Heads {
        int[] words(long start, int count);
    }

    /** The same for a segmented scan with these {@code heads} (null: a plain scan). */
    public Verified verify(ScanMode mode, int keep, RunControl control, Heads heads) {
        ScanCheck check = new ScanCheck(type, mode, n);
        int[] first = null;
        boolean guard = true;
        control.status("Checking every element against the CPU");
        for (long start = 0; start < n; start += ScanInputs.CHUNK) {
            control.progress(start, n);
            control.checkCancelled();
            int count = (int) Math.min(ScanInputs.CHUNK, n - start);
            boolean last = start + count == n;
            int[] words = io.readInts(output, start * 4.0, last ? (int) (capacity - start) : count);
            int[] values = last ? Arrays.copyOf(words, count) : words;
            int[] headWords = heads == null ? null : heads.words(start, count);
            if (type == ElementType.F32) {
                float[] floats = new float[count];
                for (int i = 0; i < count; i++) {
                    floats[i] = Float.intBitsToFloat(values[i]);
                }
                check.acceptFloats(ScanInputs.floats(seed, start, count), headWords, floats);
            } else {
                check.acceptInts(ScanInputs.integers(type, seed, bits, start, count), headWords, values);
            }
            if (start == 0) {
                first = Arrays.copyOf(values, (int) Math.min(keep, count));
            }
            for (int i = count; last && i < words.length; i++) {
                guard &= words[i] == SENTINEL;
            }
        }
        return new Verified(check, guard, first);
    }

    /**
     * A verified output: the comparison, whether the guard after the range is untouched (nothing was
     * written past it), and the first outputs as 32-bit words.
     */
    public record Verified(ScanCheck check, boolean guardIntact, int[] firstOutputs) {
    }

    /** The first min(n, count) inputs as 32-bit words (computed, not read back). */
    public int[] firstInputs(int count) {
        int shown = (int) Math.min(n, count);
        if (type != ElementType.F32) {
            return ScanInputs.integers(type, seed, bits, 0, shown);
        }
        int[] words = new int[shown];
        float[] values = ScanInputs.floats(seed, 0, shown);
        for (int i = 0; i < shown; i++) {
            words[i] = Float.floatToRawIntBits(values[i]);
        }
        return words;
    }

    /** The first min(n, count) outputs as 32-bit words, read back. */
    public int[] firstOutputs(int count) {
        return io.readInts(output, 0, (int) Math.min(n, count));
    }

    @Override
    public void close() {
        input.destroy();
        output.destroy();
        io.destroy();
    }
}
