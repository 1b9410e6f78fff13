package computelab.histogram;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.BufferPlan;
import computelab.gpu.Gpu;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The contract's u32 input with {@code bits} on the GPU, with the CPU's counts for one number of bins. A
 * few words after the input hold 0xFFFFFFFF (the last bin), which would change the counts if a kernel read
 * past n. The buffer is planned first, so a size past the device's limits ends before any input is made;
 * then it is generated, uploaded and counted on the CPU chunk by chunk (never held whole on the CPU).
 */
public final class HistogramInput implements AutoCloseable {
    /** Poisoned words after the input (fewer where the device's largest buffer leaves no room). */
    private static final int TAIL = 8;
    /** Values generated, uploaded and counted at a time: 4 MiB of words. */
    private static final int CHUNK = 1 << 20;

    private final int length;
    private final int seed;
    private final int bits;
    private final GPUBuffer buffer;
    private final java.util.Map<Integer, int[]> counts = new java.util.HashMap<>();

    private HistogramInput(Gpu gpu, int length, int seed, int bits, int tail) {
        this.length = length;
        this.seed = seed;
        this.bits = bits;
        this.buffer = BufferIO.storage(gpu, "histogram input n=" + length, (length + tail) * 4.0);
    }

    /** The contract's input of {@code length} u32 values. */
    public static HistogramInput contract(Gpu gpu, int length, int seed, int bits) {
        int tail = (int) Math.max(0, Math.min(TAIL, Math.floor(gpu.limit("maxBufferSize") / 4) - length));
        HistogramInput input = BufferPlan.of("n = " + length).buffer("histogram input buffer", (length + tail) * 4.0)
                .allocate(gpu, () -> new HistogramInput(gpu, length, seed, bits, tail));
        BufferIO io = new BufferIO(gpu);
        for (int start = 0; start < length; start += CHUNK) {
            io.upload(input.buffer, start * 4.0, ContractInputs.integers(ElementType.U32, seed, bits, start,
                    Math.min(CHUNK, length - start)));
        }
        int[] poison = new int[tail];
        java.util.Arrays.fill(poison, -1);
        io.upload(input.buffer, length * 4.0, poison);
        io.destroy();
        return input;
    }

    /** The CPU's counts for {@code bins} bins, made once per number of bins (chunk by chunk). */
    public int[] expected(int bins) {
        return counts.computeIfAbsent(bins, each -> {
            int[] made = new int[bins];
            for (int start = 0; start < length; start += CHUNK) {
                CpuHistogram.add(made, ContractInputs.integers(ElementType.U32, seed, bits, start,
                        Math.min(CHUNK, length - start)), bits);
            }
            return made;
        });
    }

    /** Whether this input is the one those parameters describe. */
    public boolean matches(int otherLength, int otherSeed, int otherBits) {
        return length == otherLength && seed == otherSeed && bits == otherBits;
    }

    public GPUBuffer buffer() {
        return buffer;
    }

    public int length() {
        return length;
    }

    public int bits() {
        return bits;
    }

    public double bytes() {
        return buffer.getSize();
    }

    @Override
    public void close() {
        buffer.destroy();
    }
}
