package computelab.ceiling;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Submit;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * Benchmark data as vec4<u32> vectors in one or more storage buffers, each no larger than one binding
 * may be (maxStorageBufferBindingSize), so ceilings over any number of bytes can be bound chunk by chunk.
 * Chunk i holds vectors [i * chunkVectors, (i + 1) * chunkVectors).
 */
final class VectorChunks {
    static final int VECTOR_BYTES = 16;
    private final List<GPUBuffer> buffers = new ArrayList<>();
    private final ChunkLayout layout;
    private final long vectors;

    private VectorChunks(ChunkLayout layout) {
        this.layout = layout;
        this.vectors = layout.vectors();
    }

    static VectorChunks allocate(Gpu gpu, String label, long vectors) {
        double bindable = Math.min(gpu.limit("maxStorageBufferBindingSize"), gpu.limit("maxBufferSize"));
        VectorChunks chunks = new VectorChunks(new ChunkLayout(Math.max(1, vectors),
                (long) Math.floor(bindable / VECTOR_BYTES)));
        int count = chunks.layout.chunks();
        for (int i = 0; i < count; i++) {
            String name = count == 1 ? label : label + " (part " + (i + 1) + " of " + count + ")";
            chunks.buffers.add(BufferIO.storage(gpu, name, chunks.vectorsIn(i, chunks.vectors) * (double) VECTOR_BYTES));
        }
        return chunks;
    }

    /** Chunks of {@code vectors} vectors holding the benchmark data, written on the GPU. */
    static VectorChunks filled(Gpu gpu, String label, long vectors) {
        VectorChunks chunks = allocate(gpu, label, vectors);
        chunks.fill(gpu);
        return chunks;
    }

    long vectors() {
        return vectors;
    }

    double bytes() {
        return vectors * (double) VECTOR_BYTES;
    }

    int chunksFor(long used) {
        return layout.chunksFor(used);
    }

    long vectorsIn(int chunk, long used) {
        return layout.vectorsIn(chunk, used);
    }

    long firstVectorOf(int chunk) {
        return layout.firstVectorOf(chunk);
    }

    GPUBuffer buffer(int chunk) {
        return buffers.get(chunk);
    }

    /** Chunk i's share of the first {@code used} vectors, as a binding. */
    Bindings.Range range(int chunk, long used) {
        return new Bindings.Range(buffers.get(chunk), 0, vectorsIn(chunk, used) * (double) VECTOR_BYTES);
    }

    /** Writes the benchmark data ({@link CeilingWords}) on the GPU; nothing is uploaded or timed. */
    void fill(Gpu gpu) {
        GPUPipeline.Compute fill = CeilingKernels.fill(gpu);
        BufferIO io = new BufferIO(gpu);
        List<GPUBuffer> params = new ArrayList<>();
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        GPUComputePassEncoder pass = Passes.untimed(encoder, "fill benchmark data");
        pass.setPipeline(fill);
        for (int i = 0; i < buffers.size(); i++) {
            GPUBuffer first = BufferIO.uniform(gpu, "fill parameters", CeilingKernels.FILL_PARAMS.bytes());
            // The first word's index as a u32: the shader's word arithmetic wraps at 2^32 as well.
            io.upload(first, 0,
                    CeilingKernels.FILL_PARAMS.words().set("firstWord", (int) (firstVectorOf(i) * 4)).array());
            params.add(first);
            long count = vectorsIn(i, vectors);
            pass.setBindGroup(0, Bindings.of(gpu, fill, range(i, vectors),
                    new Bindings.Range(first, 0, CeilingKernels.FILL_PARAMS.bytes())));
            DispatchGrid.forItems(count, CeilingKernels.WORKGROUP_SIZE, gpu.maxWorkgroupsPerDimension()).dispatch(pass);
        }
        pass.end();
        gpu.queue().submit(Submit.of(encoder.finish()));
        gpu.finishQueue();
        params.forEach(GPUBuffer::destroy);
    }

    void destroy() {
        buffers.forEach(GPUBuffer::destroy);
        buffers.clear();
    }
}
