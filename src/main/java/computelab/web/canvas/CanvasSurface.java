package computelab.web.canvas;

import computelab.failure.GpuException;
import computelab.gpu.Gpu;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.webgpu.GPU;
import org.teavm.jso.webgpu.GPUCanvasContext;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUTexture;

/**
 * The canvas as a WebGPU render target: configured with the browser's preferred format, and sized in
 * device pixels ({@code round(CSS width * devicePixelRatio)}) so cells stay crisp on high-DPI screens
 * and after every resize. Pointer positions are converted to the same device pixels.
 */
public final class CanvasSurface {
    private final HTMLCanvasElement canvas;
    private final GPUCanvasContext context;
    private final String format;
    // Set by a ResizeObserver (and window resizes, which also catch devicePixelRatio changes), so frames
    // do not query the layout when nothing moved.
    private boolean layoutChanged = true;

    public CanvasSurface(HTMLCanvasElement canvas, Gpu gpu) {
        this.canvas = canvas;
        org.teavm.jso.JSObject webgpu = canvas.getContext("webgpu");
        if (webgpu == null) {
            throw new computelab.failure.GpuException("This browser runs WebGPU but cannot draw it into a canvas "
                    + "(getContext(\"webgpu\") gave nothing), so the board cannot be shown.");
        }
        this.context = (GPUCanvasContext) webgpu;
        this.format = preferredFormat(navigatorGpu());
        GPUDescriptor.CanvasConfiguration configuration = GPUDescriptor.create();
        configuration.setDevice(gpu.device());
        configuration.setFormat(format);
        configuration.setAlphaMode("opaque");
        context.configure(configuration);
        watchLayout(canvas, () -> layoutChanged = true);
    }

    public String format() {
        return format;
    }

    public HTMLCanvasElement canvas() {
        return canvas;
    }

    /** Matches the drawing buffer to the canvas's size on screen; returns whether it changed. */
    public boolean fitToLayout() {
        if (!layoutChanged) {
            return false;
        }
        layoutChanged = false;
        int width = Math.max(1, (int) Math.round(cssWidth(canvas) * devicePixelRatio()));
        int height = Math.max(1, (int) Math.round(cssHeight(canvas) * devicePixelRatio()));
        if (width == canvas.getWidth() && height == canvas.getHeight()) {
            return false;
        }
        canvas.setWidth(width);
        canvas.setHeight(height);
        return true;
    }

    public int pixelWidth() {
        return canvas.getWidth();
    }

    public int pixelHeight() {
        return canvas.getHeight();
    }

    /** This frame's texture; call once per frame, in the frame that draws. */
    public GPUTexture currentTexture() {
        return context.getCurrentTexture();
    }

    public void release() {
        context.unconfigure();
    }

    @org.teavm.jso.JSFunctor
    interface Changed extends org.teavm.jso.JSObject {
        void changed();
    }

    @JSBody(params = { "canvas", "changed" }, script = "window.addEventListener('resize', function() { changed(); });"
            + "if (typeof ResizeObserver === 'function') { new ResizeObserver(function() { changed(); }).observe(canvas); }"
            + "else { setInterval(function() { changed(); }, 500); }")
    private static native void watchLayout(HTMLCanvasElement canvas, Changed changed);

    @JSBody(script = "return navigator.gpu;")
    private static native GPU navigatorGpu();

    @JSBody(params = "gpu", script = "return gpu.getPreferredCanvasFormat();")
    private static native String preferredFormat(GPU gpu);

    @JSBody(script = "return window.devicePixelRatio || 1;")
    static native double devicePixelRatio();

    @JSBody(params = "element", script = "return element.getBoundingClientRect().width;")
    private static native double cssWidth(HTMLCanvasElement element);

    @JSBody(params = "element", script = "return element.getBoundingClientRect().height;")
    private static native double cssHeight(HTMLCanvasElement element);
}
