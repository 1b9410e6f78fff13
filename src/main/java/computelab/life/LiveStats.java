package computelab.life;

import computelab.gpu.Await;
import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.gpu.Passes;
import computelab.gpu.UniformLayout;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * Population and live area of the current generation, measured on the GPU by wgsl/life/view_stats.wgsl
 * inside a frame's command buffer; six u32 come back instead of the board.
 */
public final class LiveStats {
    /** Elements one workgroup covers: 256 threads x 8. */
    private static final int PER_WORKGROUP = 256 * 8;
    private static final int[] CLEARED = { 0, 0, -1, -1, 0, 0 };
    private static final UniformLayout BOARD = UniformLayout.struct("Board", "life/view_stats.wgsl").boundAt(2)
            .u32("width").u32("row_stride").u32("elements").u32("packed");

    private final Gpu gpu;
    private final GPUPipeline.Compute pipeline;
    // Atomic totals the shader merges into, cleared before every pass.
    private final GPUBuffer totals;
    private final GPUBuffer board;
    private final GPUBuffer readback;
    private boolean pending;

    public LiveStats(Gpu gpu) {
        this.gpu = gpu;
        pipeline = gpu.pipelines().compute(Kernel.of("life/view_stats.wgsl", "measure"));
        totals = BufferIO.storage(gpu, "life view stats", 24);
        board = BufferIO.uniform(gpu, "life view stats board", BOARD.bytes());
        readback = BufferIO.create(gpu, "life view stats readback", 24,
                GPUBuffer.Usage.MAP_READ | GPUBuffer.Usage.COPY_DST);
    }

    /** Encodes the measuring pass and the copy of its result; read it with {@link #read()} after submitting. */
    public void encode(GPUCommandEncoder encoder, LifeEngine engine, Passes passes) {
        int layout = switch (engine.encoding()) {
            case CELL_PER_WORD -> 0;
            case BIT_PACKED -> 1;
            case STATE_PER_CELL -> 2;
        };
        long elements = engine.rowStride() * engine.height();
        gpu.queue().writeBuffer(totals, 0, Int32Array.fromJavaArray(CLEARED));
        gpu.queue().writeBuffer(board, 0, Int32Array.fromJavaArray(BOARD.words().set("width", engine.width())
                .set("row_stride", engine.rowStride()).set("elements", elements).set("packed", layout).array()));
        GPUComputePassEncoder pass = passes.begin(encoder, "life view stats");
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, Bindings.of(gpu, pipeline, engine.currentCells(), totals, board));
        DispatchGrid.forItems(elements, PER_WORKGROUP, gpu.maxWorkgroupsPerDimension()).dispatch(pass);
        pass.end();
        encoder.copyBufferToBuffer(totals, 0, readback, 0, 24);
        pending = true;
    }

    public boolean pending() {
        return pending;
    }

    /** The measured statistics (waits for the GPU). */
    public LiveArea read() {
        pending = false;
        Await.await(readback.mapAsync(GPUBuffer.MapMode.READ, 0, 24));
        int[] words = new int[6];
        Int32Array.fromJavaArray(words).set(Int32Array.create(readback.getMappedRange(0, 24)));
        readback.unmap();
        long population = (words[0] & 0xFFFFFFFFL) + ((words[1] & 0xFFFFFFFFL) << 32);
        return population == 0 ? LiveArea.NONE : new LiveArea(population, words[2], words[3], words[4], words[5]);
    }

    public void destroy() {
        totals.destroy();
        board.destroy();
        readback.destroy();
    }
}
