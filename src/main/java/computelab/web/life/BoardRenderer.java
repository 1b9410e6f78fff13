package computelab.web.life;

import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Shaders;
import computelab.life.LifeEngine;
import computelab.web.canvas.FullScreenPass;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPUShaderModule;
import org.teavm.jso.webgpu.GPUTexture;

/**
 * Draws an engine's current generation into the canvas with wgsl/life/render.wgsl: one render pass, one
 * full-screen triangle, reading the engine's state buffer directly. The pipeline and the view uniform are
 * made once; bind groups are made once per board buffer pair and remade only when the engine's buffers
 * change (a new size or engine).
 */
final class BoardRenderer {
    private static final String RENDER = "life/render.wgsl";
    /** The render pass's label, the key of its time in a frame's measurement. */
    static final String LABEL = "life render";
    private final Gpu gpu;
    private final GPUPipeline.Render pipeline;
    // The camera, board layout and palette, rewritten before every draw.
    private final GPUBuffer view;
    private final GPUBindGroup[] bindings = new GPUBindGroup[2];
    private GPUBuffer boundFirst;
    private GPUBuffer boundSecond;

    /** A renderer for canvases of the given texture format (the browser's preferred one). */
    BoardRenderer(Gpu gpu, String format) {
        this.gpu = gpu;
        GPUShaderModule module = Shaders.compile(gpu, RENDER, Shaders.source(RENDER));
        pipeline = FullScreenPass.pipeline(gpu, module, "draw_cells", format, "life render", "Life renderer");
        view = BufferIO.uniform(gpu, "life view", ViewUniform.WORDS * 4);
    }

    /** Encodes a render pass drawing the board into the texture, begun through {@code passes} (timed or not). */
    void encode(GPUCommandEncoder encoder, GPUTexture texture, LifeEngine engine, int[] viewWords, Passes passes) {
        gpu.queue().writeBuffer(view, 0, Int32Array.fromJavaArray(viewWords));
        FullScreenPass.encode(encoder, texture, pipeline, bindingsFor(engine), passes, LABEL);
    }

    private GPUBindGroup bindingsFor(LifeEngine engine) {
        if (engine.cells(0) != boundFirst || engine.cells(1) != boundSecond) {
            boundFirst = engine.cells(0);
            boundSecond = engine.cells(1);
            bindings[0] = Bindings.of(gpu, pipeline, boundFirst, view);
            bindings[1] = Bindings.of(gpu, pipeline, boundSecond, view);
        }
        return bindings[engine.currentIndex()];
    }

    void destroy() {
        view.destroy();
    }
}
