package computelab.ceiling;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Submit;
import computelab.gpu.Timed;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The read-only kernel over {@code words} 32-bit words (rounded up to whole vectors) of filled data, one
 * repetition per read: the read ceiling's measurement, and the bench's "read" row. Timed passes write
 * nothing; verification runs one more pass that records the XOR of everything read.
 */
public final class ReadRun implements Timed, AutoCloseable {
    private final Gpu gpu;
    private final VectorChunks source;
    private final long words;
    private final long vectors;
    private final boolean owned;
    // One atomic word the kernel XORs into, only when asked to record.
    private final GPUBuffer sink;
    private final GPUBuffer quiet;
    private final GPUBuffer recording;
    private final ChunkedDispatch timedRead;
    private final ChunkedDispatch recordingRead;

    /** With {@code owned}, the run frees the source when closed. */
    ReadRun(Gpu gpu, VectorChunks source, long words, boolean owned, int vectorsPerThread) {
        this.gpu = gpu;
        this.source = source;
        this.words = words;
        this.vectors = Math.max(1, (words + 3) / 4);
        this.owned = owned;
        sink = BufferIO.storage(gpu, "read sink", 4);
        quiet = BufferIO.uniform(gpu, "read parameters (record off)", CeilingKernels.READ_PARAMS.bytes());
        recording = BufferIO.uniform(gpu, "read parameters (record on)", CeilingKernels.READ_PARAMS.bytes());
        BufferIO io = new BufferIO(gpu);
        io.upload(quiet, 0, CeilingKernels.READ_PARAMS.words().set("record", false).array());
        io.upload(recording, 0, CeilingKernels.READ_PARAMS.words().set("record", true).array());
        timedRead = dispatch(quiet, vectorsPerThread);
        recordingRead = dispatch(recording, vectorsPerThread);
    }

    /** A read of {@code words} words over data of its own, filled on the GPU. */
    public static ReadRun owned(Gpu gpu, long words, int vectorsPerThread) {
        return new ReadRun(gpu, VectorChunks.filled(gpu, "read benchmark data", (words + 3) / 4), words, true,
                vectorsPerThread);
    }

    private ChunkedDispatch dispatch(GPUBuffer params, int vectorsPerThread) {
        GPUPipeline.Compute pipeline = CeilingKernels.read(gpu, vectorsPerThread);
        ChunkedDispatch dispatch = new ChunkedDispatch(pipeline);
        for (int i = 0; i < source.chunksFor(vectors); i++) {
            dispatch.add(Bindings.of(gpu, pipeline, source.range(i, vectors), new Bindings.Range(sink, 0, 4),
                    new Bindings.Range(params, 0, CeilingKernels.READ_PARAMS.bytes())),
                    CeilingKernels.gridFor(gpu, source.vectorsIn(i, vectors), vectorsPerThread));
        }
        return dispatch;
    }

    @Override
    public void encode(GPUCommandEncoder encoder, Passes passes) {
        timedRead.encode(encoder, passes, "read");
    }

    @Override
    public int passesPerRepetition() {
        return 1;
    }

    /** The timed passes wrote nothing, and a recording pass XORs exactly the data formula's words. */
    public boolean verify() {
        BufferIO io = new BufferIO(gpu);
        try {
            if (io.readInts(sink, 0, 1)[0] != 0) {
                return false;
            }
            GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
            recordingRead.encode(encoder, Passes.UNTIMED, "read, recording");
            gpu.queue().submit(Submit.of(encoder.finish()));
            int expected = 0;
            for (int chunk = 0; chunk < source.chunksFor(vectors); chunk++) {
                expected ^= CeilingWords.xorOf((int) (source.firstVectorOf(chunk) * 4),
                        (int) (source.vectorsIn(chunk, vectors) * 4));
            }
            return io.readInts(sink, 0, 1)[0] == expected;
        } finally {
            io.destroy();
        }
    }

    public long words() {
        return words;
    }

    /** GPU bytes of the data this run owns (0 for the shared ceiling data). */
    public double allocatedBytes() {
        return owned ? source.bytes() : 0;
    }

    @Override
    public void close() {
        sink.destroy();
        quiet.destroy();
        recording.destroy();
        if (owned) {
            source.destroy();
        }
    }
}
