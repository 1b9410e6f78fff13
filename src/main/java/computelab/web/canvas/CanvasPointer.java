package computelab.web.canvas;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * The pointer and the wheel over a canvas, in device pixels of its drawing buffer (the canvas's CSS box
 * scaled to its width and height). The pointer is captured while pressed, so a drag that leaves the canvas
 * keeps going; the wheel and the context menu do not scroll or open over the canvas.
 */
public final class CanvasPointer {
    private CanvasPointer() {
    }

    /** A pointer event: its kind ("pointerdown", "pointermove", ...), position, button, Shift and pointer id. */
    @JSFunctor
    public interface PointerHandler extends JSObject {
        void handle(String kind, double x, double y, int button, boolean shift, int id);
    }

    /** A wheel turn at a position, in pixels; {@code pinch} for a touchpad's pinch (Ctrl held). */
    @JSFunctor
    public interface WheelHandler extends JSObject {
        void handle(double x, double y, double deltaY, boolean pinch);
    }

    @JSBody(params = { "canvas", "pointer", "wheel" }, script = ""
            + "function at(e) { var r = canvas.getBoundingClientRect();"
            + "  return [(e.clientX - r.left) * canvas.width / r.width, (e.clientY - r.top) * canvas.height / r.height]; }"
            + "['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerleave'].forEach(function(kind) {"
            + "  canvas.addEventListener(kind, function(e) { var p = at(e);"
            + "    if (kind === 'pointerdown') { e.preventDefault(); canvas.focus();"
            + "      try { canvas.setPointerCapture(e.pointerId); } catch (ignored) { } }"
            + "    pointer(kind, p[0], p[1], e.button, e.shiftKey, e.pointerId); }); });"
            + "canvas.addEventListener('wheel', function(e) { e.preventDefault(); var p = at(e);"
            + "  var unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 800 : 1;"
            + "  wheel(p[0], p[1], e.deltaY * unit, e.ctrlKey); }, { passive: false });"
            + "canvas.addEventListener('contextmenu', function(e) { e.preventDefault(); });")
    public static native void listen(HTMLCanvasElement canvas, PointerHandler pointer, WheelHandler wheel);
}
