package computelab.ceiling;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Timed;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The copy kernel over {@code words} 32-bit words (rounded up to whole vectors) from filled data to a
 * destination, one repetition per copy: the copy ceiling's measurement, and the bench's "copy" row.
 */
public final class CopyRun implements Timed, AutoCloseable {
    /** Readback slice for verification: 16 MiB. */
    private static final int SLICE_WORDS = 1 << 22;
    private final Gpu gpu;
    private final VectorChunks source;
    private final VectorChunks destination;
    private final long words;
    private final long vectors;
    private final boolean owned;
    private final ChunkedDispatch dispatch;

    /** With {@code owned}, the run frees both chunk lists when closed. */
    CopyRun(Gpu gpu, VectorChunks source, VectorChunks destination, long words, boolean owned, int vectorsPerThread) {
        this.gpu = gpu;
        this.source = source;
        this.destination = destination;
        this.words = words;
        this.vectors = Math.max(1, (words + 3) / 4);
        this.owned = owned;
        dispatch = new ChunkedDispatch(CeilingKernels.copy(gpu, vectorsPerThread));
        for (int i = 0; i < destination.chunksFor(vectors); i++) {
            dispatch.add(Bindings.of(gpu, CeilingKernels.copy(gpu, vectorsPerThread), source.range(i, vectors),
                    destination.range(i, vectors)),
                    CeilingKernels.gridFor(gpu, destination.vectorsIn(i, vectors), vectorsPerThread));
        }
    }

    /** A copy of {@code words} words over data of its own, filled on the GPU. */
    public static CopyRun owned(Gpu gpu, long words, int vectorsPerThread) {
        long vectors = (words + 3) / 4;
        return new CopyRun(gpu, VectorChunks.filled(gpu, "copy benchmark source", vectors),
                VectorChunks.allocate(gpu, "copy benchmark destination", vectors), words, true, vectorsPerThread);
    }

    @Override
    public void encode(GPUCommandEncoder encoder, Passes passes) {
        dispatch.encode(encoder, passes, "copy");
    }

    @Override
    public int passesPerRepetition() {
        return 1;
    }

    /** Every copied word, read back slice by slice, equals the data formula. */
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

    public long words() {
        return words;
    }

    /** GPU bytes of the data this run owns (0 for the shared ceiling data). */
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
