package computelab.bench;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;

/**
 * The copy kernel over {@code words} 32-bit words (rounded up to whole vectors) from filled data to a
 * destination: the copy ceiling's measurement, and the "copy" calibration row of the bench.
 */
final class CopyCase implements BenchCase {
    /** Readback slice for verification: 16 MiB. */
    private static final int SLICE_WORDS = 1 << 22;
    private final Gpu gpu;
    private final VectorChunks source;
    private final VectorChunks destination;
    private final long words;
    private final long vectors;
    private final boolean owned;
    private final ChunkedDispatch dispatch;

    /** With {@code owned}, the case frees both chunk lists when closed. */
    CopyCase(Gpu gpu, VectorChunks source, VectorChunks destination, long words, boolean owned,
            int vectorsPerThread) {
        this.gpu = gpu;
        this.source = source;
        this.destination = destination;
        this.words = words;
        this.vectors = Math.max(1, (words + 3) / 4);
        this.owned = owned;
        CeilingKernels kernels = CeilingKernels.of(gpu);
        dispatch = new ChunkedDispatch(kernels.copy(vectorsPerThread));
        for (int i = 0; i < destination.chunksFor(vectors); i++) {
            dispatch.add(Bindings.of(gpu, kernels.copy(vectorsPerThread), source.range(i, vectors),
                    destination.range(i, vectors)),
                    CeilingKernels.gridFor(gpu, destination.vectorsIn(i, vectors), vectorsPerThread));
        }
    }

    @Override
    public void encode(GPUCommandEncoder encoder, GpuTimer timer) {
        GPUComputePassEncoder pass = timer.beginComputePass(encoder, "copy");
        dispatch.encode(pass);
        pass.end();
    }

    @Override
    public int passesPerRepetition() {
        return 1;
    }

    /** Every copied word, read back slice by slice, equals the data formula. */
    @Override
    public boolean verify() {
        BufferIO io = new BufferIO(gpu);
        try {
            for (int chunk = 0; chunk < destination.chunksFor(vectors); chunk++) {
                int chunkWords = (int) (destination.vectorsIn(chunk, vectors) * 4);
                int firstWord = (int) (destination.firstVectorOf(chunk) * 4);
                for (int at = 0; at < chunkWords; at += SLICE_WORDS) {
                    int count = Math.min(SLICE_WORDS, chunkWords - at);
                    int[] copied = io.readInts(destination.buffer(chunk), at * 4.0, count);
                    for (int i = 0; i < count; i++) {
                        if (copied[i] != CeilingWords.word(firstWord + at + i)) {
                            return false;
                        }
                    }
                }
            }
            return true;
        } finally {
            io.destroy();
        }
    }

    @Override
    public double items() {
        return words;
    }

    /** Every word read once and written once. */
    @Override
    public double minimumTrafficBytes() {
        return 8.0 * words;
    }

    @Override
    public double scratchBytes() {
        return 0;
    }

    @Override
    public double allocatedBytes() {
        return owned ? source.bytes() + destination.bytes() : 0;
    }

    @Override
    public void close() {
        if (owned) {
            source.destroy();
            destination.destroy();
        }
    }
}
