package computelab.life;

import computelab.data.ContractInputs;
import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import computelab.gpu.Kernel;
import computelab.gpu.Passes;
import computelab.failure.LabException;
import computelab.gpu.Submit;
import computelab.gpu.UniformLayout;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * Writes cells into a board buffer on the GPU: the contract's random fill (wgsl/life/random_fill.wgsl)
 * and patterns (wgsl/life/stamp.wgsl). Its small buffers are made on first use and reused.
 */
final class BoardWriter {
    private static final UniformLayout FILL = UniformLayout.struct("Fill", "life/random_fill.wgsl").boundAt(1)
            .u32("width").u32("height").u32("words_per_row").u32("seed_hash").u32("threshold").u32("alive_value")
            .u32("dead_value");
    private static final UniformLayout STAMP = UniformLayout.struct("Stamp", "life/stamp.wgsl").boundAt(2)
            .u32("first_target").u32("target_stride").u32("block_width").u32("block_rows").u32("alive_value");

    private final Gpu gpu;
    private final BufferIO io;
    private GPUBuffer fillUniform;
    private GPUBuffer stampUniform;
    private GPUBuffer stampBlock;

    BoardWriter(Gpu gpu, BufferIO io) {
        this.gpu = gpu;
        this.io = io;
    }

    /** Overwrites every cell with the random fill; one-cell-per-word boards get the given values. */
    void fillRandom(GPUBuffer cells, int width, int height, CellEncoding encoding, double density, int seed,
            int aliveValue, int deadValue) {
        if (!(density >= 0 && density <= 1)) {
            throw new LabException("Density " + density + " is not possible: it must be between 0 and 1.");
        }
        if (fillUniform == null) {
            fillUniform = BufferIO.uniform(gpu, "life random fill", FILL.bytes());
        }
        int threshold = (int) Math.floor(density * 65536);
        io.upload(fillUniform, 0, FILL.words().set("width", width).set("height", height)
                .set("words_per_row", Grid.wordsPerRow(width)).set("seed_hash", ContractInputs.mix32(seed))
                .set("threshold", threshold).set("alive_value", aliveValue).set("dead_value", deadValue).array());
        boolean packed = encoding == CellEncoding.BIT_PACKED;
        GPUPipeline.Compute pipeline = gpu.pipelines().compute(Kernel.of("life/random_fill.wgsl",
                packed ? "fill_words" : "fill_cells"));
        runOnce("life random fill", pipeline, Bindings.of(gpu, pipeline, cells, fillUniform),
                DispatchGrid.forItems(encoding.elements(width, height), 64, gpu.maxWorkgroupsPerDimension()));
    }

    /** Sets the pattern's live cells at (x, y); one-cell-per-word boards get aliveValue there. */
    void stamp(GPUBuffer cells, int width, int height, CellEncoding encoding, Pattern pattern, int x, int y,
            int aliveValue) {
        boolean packed = encoding == CellEncoding.BIT_PACKED;
        boolean states = encoding == CellEncoding.STATE_PER_CELL;
        PatternStamp stamp = packed ? PatternStamp.packed(pattern, x, y, width, height)
                : states ? PatternStamp.states(pattern, x, y, width, height)
                : PatternStamp.perCell(pattern, x, y, width, height);
        double blockBytes = 4.0 * stamp.block().length;
        if (stampBlock == null || stampBlock.getSize() < blockBytes) {
            if (stampBlock != null) {
                stampBlock.destroy();
            }
            stampBlock = BufferIO.storage(gpu, "life stamp block", Math.max(blockBytes, 4096));
        }
        if (stampUniform == null) {
            stampUniform = BufferIO.uniform(gpu, "life stamp", STAMP.bytes());
        }
        io.upload(stampBlock, 0, stamp.block());
        io.upload(stampUniform, 0, STAMP.words().set("first_target", stamp.firstTarget())
                .set("target_stride", stamp.targetStride()).set("block_width", stamp.blockWidth())
                .set("block_rows", stamp.blockRows()).set("alive_value", aliveValue).array());
        GPUPipeline.Compute pipeline = gpu.pipelines().compute(Kernel.of("life/stamp.wgsl",
                packed ? "or_words" : states ? "set_states" : "set_cells"));
        runOnce("life stamp", pipeline, Bindings.of(gpu, pipeline, stampBlock, cells, stampUniform),
                DispatchGrid.forItems(stamp.block().length, 64, gpu.maxWorkgroupsPerDimension()));
    }

    /** Encodes, submits and forgets one untimed pass (filling and drawing are not measured). */
    private void runOnce(String label, GPUPipeline.Compute pipeline, GPUBindGroup bindings, DispatchGrid grid) {
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        GPUComputePassEncoder pass = Passes.untimed(encoder, label);
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, bindings);
        grid.dispatch(pass);
        pass.end();
        gpu.queue().submit(Submit.of(encoder.finish()));
    }

    void destroy() {
        for (GPUBuffer buffer : new GPUBuffer[] { fillUniform, stampUniform, stampBlock }) {
            if (buffer != null) {
                buffer.destroy();
            }
        }
        fillUniform = null;
        stampUniform = null;
        stampBlock = null;
    }
}
