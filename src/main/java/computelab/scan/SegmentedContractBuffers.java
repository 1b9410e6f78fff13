package computelab.scan;

import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import computelab.gpu.RunControl;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The contract's input and output ({@link ContractBuffers}) and the contract's segment heads, bit-packed
 * on the CPU and uploaded (n / 32 words), for the segmented scan page and its benchmark. Verifies the
 * output chunk by chunk as the plain scan's, its sums restarting at the heads.
 */
public final class SegmentedContractBuffers implements AutoCloseable {
    private final ContractBuffers data;
    private final GPUBuffer heads;
    private final BufferIO io;
    private int seed;
    private int bits;
    private long segment;

    private SegmentedContractBuffers(Gpu gpu, ContractBuffers data, double headBytes) {
        this.data = data;
        this.heads = BufferIO.storage(gpu, "segment heads", headBytes);
        this.io = new BufferIO(gpu);
    }

    /** The buffers for {@code n} elements (a sentence where they do not fit the device). */
    public static SegmentedContractBuffers create(Gpu gpu, long n) {
        double headBytes = headBytes(n);
        BufferPlan heads = BufferPlan.of("n = " + n).bound("segment heads", headBytes);
        heads.requireFits(gpu);
        ContractBuffers data = ContractBuffers.create(gpu, n);
        try {
            return heads.allocate(gpu, () -> new SegmentedContractBuffers(gpu, data, headBytes));
        } catch (RuntimeException failure) {
            data.close();
            throw failure;
        }
    }

    /** Whole vectors of head words, at least one. */
    private static double headBytes(long n) {
        return Math.max(1, (SegmentHeads.wordCount(n) + 3) / 4) * 16.0;
    }

    public long n() {
        return data.n();
    }

    public GPUBuffer input() {
        return data.input();
    }

    public GPUBuffer output() {
        return data.output();
    }

    public GPUBuffer heads() {
        return heads;
    }

    /** Bytes of the three buffers. */
    public double bytes() {
        return data.bytes() + heads.getSize();
    }

    /** Uploads the contract's values and heads. */
    public void fill(ElementType type, int seed, int bits, long segment, RunControl control) {
        this.seed = seed;
        this.bits = bits;
        this.segment = segment;
        data.fill(type, seed, bits, control);
        long n = data.n();
        long words = SegmentHeads.wordCount(n);
        control.inChunks("Writing the segment heads", words, ScanInputs.CHUNK / 32, (start, count) ->
                io.upload(heads, start * 4.0, SegmentHeads.words(seed, segment, n, start, count)));
    }

    public void clearOutput() {
        data.clearOutput();
    }

    /** The check of the output against the CPU, its guard, and its first {@code keep} outputs. */
    public ContractBuffers.Verified verify(ScanMode mode, int keep, RunControl control) {
        long n = data.n();
        return data.verify(mode, keep, control, (start, count) ->
                SegmentHeads.words(seed, segment, n, start / 32, (int) SegmentHeads.wordCount(count)));
    }

    /** The first min(n, count) inputs as 32-bit words. */
    public int[] firstInputs(int count) {
        return data.firstInputs(count);
    }

    /** The first min(n, count) outputs, read back. */
    public int[] firstOutputs(int count) {
        return data.firstOutputs(count);
    }

    /** The heads of the first min(n, count) elements, 1 for a head. */
    public int[] firstHeads(int count) {
        int shown = (int) Math.min(data.n(), count);
        int[] words = SegmentHeads.words(seed, segment, data.n(), 0, (int) SegmentHeads.wordCount(shown));
        int[] flags = new int[shown];
        for (int i = 0; i < shown; i++) {
            flags[i] = SegmentHeads.bit(words, i) ? 1 : 0;
        }
        return flags;
    }

    @Override
    public void close() {
        heads.destroy();
        io.destroy();
        data.close();
    }
}
