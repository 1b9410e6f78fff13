package computelab.web.rd;

import computelab.failure.LabException;
import computelab.gpu.Await;
import computelab.gpu.Bindings;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Shaders;
import computelab.gpu.Submit;
import computelab.rd.GpuGrayScott;
import computelab.web.canvas.FullScreenPass;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.ArrayBuffer;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPUShaderModule;
import org.teavm.jso.webgpu.GPUTexture;

/**
 * Draws an engine's current v field with wgsl/rd/render.wgsl: one render pass, one full-screen triangle,
 * reading the engine's state buffer directly, into the canvas or (for the PNG export) into an image of
 * one pixel per cell. A pipeline per target format and the view uniform are made once; bind groups once
 * per state buffer pair, again only when the engine's buffers change.
 */
final class FieldRenderer {
    static final String LABEL = "rd render";
    private static final String SHADER = "rd/render.wgsl";
    private static final String EXPORT_FORMAT = "rgba8unorm";

    private final Gpu gpu;
    private final GPUShaderModule module;
    private final Map<String, GPUPipeline.Render> pipelines = new HashMap<>();
    private final GPUBuffer view;
    private final Map<String, GPUBindGroup> groups = new HashMap<>();
    private GPUBuffer boundFirst;
    private GPUBuffer boundSecond;

    /** A renderer for canvases of the given texture format (the browser's preferred one). */
    FieldRenderer(Gpu gpu, String canvasFormat) {
        this.gpu = gpu;
        module = Shaders.compile(gpu, SHADER, Shaders.source(SHADER));
        view = BufferIO.uniform(gpu, "rd view", ViewWords.WORDS * 4);
        // Made here, not while a frame encodes: making a pipeline waits for the GPU, and a frame that waits
        // between taking the canvas's texture and submitting finds it already presented.
        pipeline(canvasFormat);
    }

    private GPUPipeline.Render pipeline(String format) {
        GPUPipeline.Render pipeline = pipelines.get(format);
        if (pipeline == null) {
            pipeline = FullScreenPass.pipeline(gpu, module, "draw_field", format, "rd render " + format,
                    "reaction-diffusion renderer");
            pipelines.put(format, pipeline);
        }
        return pipeline;
    }

    /** Encodes a render pass drawing v into the texture, begun through {@code passes} (timed or not). */
    void encode(GPUCommandEncoder encoder, GPUTexture texture, String format, GpuGrayScott engine, int[] viewWords,
            Passes passes) {
        gpu.queue().writeBuffer(view, 0, Int32Array.fromJavaArray(viewWords));
        FullScreenPass.encode(encoder, texture, pipeline(format), group(format, engine), passes, LABEL);
    }

    private GPUBindGroup group(String format, GpuGrayScott engine) {
        if (engine.valueBuffer(0) != boundFirst || engine.valueBuffer(1) != boundSecond) {
            boundFirst = engine.valueBuffer(0);
            boundSecond = engine.valueBuffer(1);
            groups.clear();
        }
        String key = format + ":" + engine.currentState();
        GPUBindGroup group = groups.get(key);
        if (group == null) {
            group = Bindings.of(gpu, pipeline(format), engine.valueBuffer(engine.currentState()), view);
            groups.put(key, group);
        }
        return group;
    }

    /**
     * The current v field as a PNG data URL, one pixel per cell in the given colour map (waits for the
     * GPU). Grids wider or taller than the device's largest texture are refused with a sentence.
     */
    String exportPng(GpuGrayScott engine, int colours) {
        int width = engine.width();
        int height = engine.height();
        double largest = gpu.limit("maxTextureDimension2D");
        if (width > largest || height > largest || (double) width * height > (1 << 26)) {
            throw new LabException("PNG export takes grids of at most " + (long) Math.min(largest, 8192) + " x "
                    + (long) Math.min(largest, 8192) + " cells; this one is " + width + " x " + height + ".");
        }
        GPUDescriptor.Extent3D size = GPUDescriptor.create();
        size.setWidth(width);
        size.setHeight(height);
        GPUDescriptor.Texture descriptor = GPUDescriptor.create();
        descriptor.setLabel("rd export image");
        descriptor.setSize(size);
        descriptor.setFormat(EXPORT_FORMAT);
        descriptor.setUsage(GPUTexture.Usage.RENDER_ATTACHMENT | GPUTexture.Usage.COPY_SRC);
        double rowBytes = Math.ceil(width * 4.0 / 256) * 256;
        pipeline(EXPORT_FORMAT);
        return gpu.scoped("exporting the picture", () -> {
            GPUTexture image = gpu.device().createTexture(descriptor);
            GPUBuffer pixels = BufferIO.create(gpu, "rd export pixels", rowBytes * height,
                    GPUBuffer.Usage.MAP_READ | GPUBuffer.Usage.COPY_DST);
            try {
                GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                encode(encoder, image, EXPORT_FORMAT, engine,
                        ViewWords.pack(width, height, engine.layout(), colours, 0, 0, 1), Passes.UNTIMED);
                GPUDescriptor.TexelCopyTextureInfo source = GPUDescriptor.create();
                source.setTexture(image);
                GPUDescriptor.TexelCopyBufferInfo destination = GPUDescriptor.create();
                destination.setBuffer(pixels);
                destination.setBytesPerRow((int) rowBytes);
                destination.setRowsPerImage(height);
                encoder.copyTextureToBuffer(source, destination, size);
                gpu.queue().submit(Submit.of(encoder.finish()));
                Await.await(pixels.mapAsync(GPUBuffer.MapMode.READ, 0, rowBytes * height));
                String png = encodePng(pixels.getMappedRange(0, rowBytes * height), width, height, (int) rowBytes);
                pixels.unmap();
                return png;
            } finally {
                pixels.destroy();
                image.destroy();
            }
        });
    }

    void destroy() {
        view.destroy();
    }

    /** Rows of RGBA pixels (rowBytes apart) into a PNG data URL through a 2D canvas. */
    @JSBody(params = { "buffer", "width", "height", "rowBytes" }, script = ""
            + "var canvas = document.createElement('canvas'); canvas.width = width; canvas.height = height;"
            + "var context = canvas.getContext('2d'); var image = context.createImageData(width, height);"
            + "var source = new Uint8Array(buffer);"
            + "for (var y = 0; y < height; y++) {"
            + "  image.data.set(source.subarray(y * rowBytes, y * rowBytes + width * 4), y * width * 4); }"
            + "context.putImageData(image, 0, 0); return canvas.toDataURL('image/png');")
    private static native String encodePng(ArrayBuffer buffer, int width, int height, int rowBytes);
}
