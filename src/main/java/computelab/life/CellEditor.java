package computelab.life;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.gpu.Passes;
import computelab.gpu.UniformLayout;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * Writes a person's drawing into the engine's board on the GPU (wgsl/life/edit_cells.wgsl): a merged
 * batch of edits per frame, one small pass, no readback of the board.
 */
public final class CellEditor {
    private static final UniformLayout BATCH = UniformLayout.struct("Batch", "life/edit_cells.wgsl").boundAt(2)
            .u32("count");

    private final Gpu gpu;
    private final GPUPipeline.Compute words;
    private final GPUPipeline.Compute cells;
    private final GPUBuffer batch;
    // The edits, four u32 each; grown when a larger batch comes (pasting a big pattern by hand is rare).
    private GPUBuffer edits;

    public CellEditor(Gpu gpu) {
        this.gpu = gpu;
        words = gpu.pipelines().compute(Kernel.of("life/edit_cells.wgsl", "edit_words"));
        cells = gpu.pipelines().compute(Kernel.of("life/edit_cells.wgsl", "edit_cells"));
        batch = BufferIO.uniform(gpu, "life edit batch", BATCH.bytes());
    }

    /** Encodes the batch's pass into the frame's commands. */
    public void encode(GPUCommandEncoder encoder, LifeEngine engine, CellEdits pending, Passes passes) {
        int[] encoded = pending.encode();
        int count = pending.size();
        double bytes = 4.0 * encoded.length;
        if (edits == null || edits.getSize() < bytes) {
            if (edits != null) {
                edits.destroy();
            }
            edits = BufferIO.storage(gpu, "life edits", Math.max(bytes, 4096));
        }
        gpu.queue().writeBuffer(edits, 0, Int32Array.fromJavaArray(encoded));
        gpu.queue().writeBuffer(batch, 0, Int32Array.fromJavaArray(BATCH.words().set("count", count).array()));
        boolean packed = engine.encoding() == CellEncoding.BIT_PACKED;
        GPUPipeline.Compute pipeline = packed ? words : cells;
        GPUBindGroup bindings = packed ? Bindings.of(gpu, pipeline, edits, engine.currentCells(), batch)
                : Bindings.of(gpu, pipeline, edits, engine.currentCells(), batch,
                        engine.cells(1 - engine.currentIndex()));
        GPUComputePassEncoder pass = passes.begin(encoder, "life edit cells");
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, bindings);
        DispatchGrid.forItems(count, 64, gpu.maxWorkgroupsPerDimension()).dispatch(pass);
        pass.end();
    }

    public void destroy() {
        batch.destroy();
        if (edits != null) {
            edits.destroy();
        }
    }
}
