package computelab.web.canvas;

import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPURenderPassEncoder;
import org.teavm.jso.webgpu.GPUShaderModule;
import org.teavm.jso.webgpu.GPUTexture;

/**
 * How the lab draws a grid on a canvas: one render pass whose single triangle covers the canvas (the
 * module's {@code full_screen} vertex stage), and a fragment stage that looks each pixel's cell up in the
 * grid's storage buffer.
 */
public final class FullScreenPass {
    private FullScreenPass() {
    }

    /**
     * The render pipeline of {@code module}'s full-screen triangle and its fragment entry point
     * {@code fragmentEntry}, for textures of {@code format}; {@code what} names it in an error sentence.
     */
    public static GPUPipeline.Render pipeline(Gpu gpu, GPUShaderModule module, String fragmentEntry, String format,
            String label, String what) {
        GPUDescriptor.VertexState vertex = GPUDescriptor.create();
        vertex.setModule(module);
        vertex.setEntryPoint("full_screen");
        GPUDescriptor.ColorTargetState target = GPUDescriptor.create();
        target.setFormat(format);
        GPUDescriptor.FragmentState fragment = GPUDescriptor.create();
        fragment.setModule(module);
        fragment.setEntryPoint(fragmentEntry);
        fragment.setTargets(new GPUDescriptor.ColorTargetState[] { target });
        GPUDescriptor.PrimitiveState primitive = GPUDescriptor.create();
        primitive.setTopology("triangle-list");
        GPUDescriptor.RenderPipeline descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setLayout("auto");
        descriptor.setVertex(vertex);
        descriptor.setFragment(fragment);
        descriptor.setPrimitive(primitive);
        return gpu.scoped("creating the " + what, () -> gpu.device().createRenderPipeline(descriptor));
    }

    /** Encodes the pass into the texture (cleared first), begun through {@code passes} (timed or not). */
    public static void encode(GPUCommandEncoder encoder, GPUTexture texture, GPUPipeline.Render pipeline,
            GPUBindGroup bindings, Passes passes, String label) {
        GPUDescriptor.RenderPassColorAttachment attachment = GPUDescriptor.create();
        attachment.setView(texture.createView());
        attachment.setLoadOp("clear");
        attachment.setStoreOp("store");
        GPUDescriptor.RenderPass descriptor = GPUDescriptor.create();
        descriptor.setColorAttachments(new GPUDescriptor.RenderPassColorAttachment[] { attachment });
        GPURenderPassEncoder pass = passes.beginRender(encoder, descriptor, label);
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, bindings);
        pass.draw(3);
        pass.end();
    }
}
