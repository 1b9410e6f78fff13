package computelab.life;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.gpu.Passes;
import computelab.gpu.Submit;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/** Counts live cells on the GPU (wgsl/life/population.wgsl): one pass, a 64-bit total read back. */
final class PopulationCounter {
    /** Elements one workgroup of population.wgsl sums: 256 threads x 16. */
    private static final int PER_WORKGROUP = 256 * 16;

    private final Gpu gpu;
    private final BufferIO io;
    private GPUBuffer totals;

    PopulationCounter(Gpu gpu, BufferIO io) {
        this.gpu = gpu;
        this.io = io;
    }

    /** Live cells among the first {@code elements} u32 of the buffer. */
    long count(GPUBuffer cells, long elements, CellEncoding encoding) {
        if (totals == null) {
            // Low and high halves of the 64-bit count, cleared before every pass.
            totals = BufferIO.storage(gpu, "life population total", 8);
        }
        String entry = switch (encoding) {
            case BIT_PACKED -> "count_words";
            case CELL_PER_WORD -> "count_cells";
            case STATE_PER_CELL -> "count_state_one";
        };
        GPUPipeline.Compute pipeline = gpu.pipelines().compute(Kernel.of("life/population.wgsl", entry));
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        encoder.clearBuffer(totals);
        GPUComputePassEncoder pass = Passes.untimed(encoder, "life population");
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, Bindings.of(gpu, pipeline, new Bindings.Range(cells, 0, elements * 4.0),
                new Bindings.Range(totals, 0, 8)));
        DispatchGrid.forItems(elements, PER_WORKGROUP, gpu.maxWorkgroupsPerDimension()).dispatch(pass);
        pass.end();
        gpu.queue().submit(Submit.of(encoder.finish()));
        int[] halves = io.readInts(totals, 0, 2);
        return (halves[0] & 0xFFFFFFFFL) + ((halves[1] & 0xFFFFFFFFL) << 32);
    }

    void destroy() {
        if (totals != null) {
            totals.destroy();
            totals = null;
        }
    }
}
