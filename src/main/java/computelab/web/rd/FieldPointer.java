package computelab.web.rd;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * Mouse, pen and touch on the fields, in device pixels: a plain drag paints with the brush along the
 * pointer's path (discs a third of the brush apart, so a fast stroke stays whole); dragging with the
 * right or middle button or with Shift moves the view; the wheel (or a trackpad pinch) zooms around the
 * pointer. The status line shows the cell under the pointer.
 */
final class FieldPointer {
    private static final double WHEEL_PER_LEVEL = 100;
    private static final double PINCH_WHEEL_PER_LEVEL = 20;

    private final DeviceLoop device;
    private final GpuTurns turns;
    private final RdActions actions;
    private final RdPage page;
    private boolean panning;
    private boolean painting;
    private double lastX;
    private double lastY;
    private double wheel;

    FieldPointer(HTMLCanvasElement canvas, DeviceLoop device, GpuTurns turns, RdActions actions, RdPage page) {
        this.device = device;
        this.turns = turns;
        this.actions = actions;
        this.page = page;
        listen(canvas, this::pointer, this::wheel);
    }

    private void pointer(String kind, double x, double y, int button, boolean shift) {
        switch (kind) {
            case "pointerdown" -> {
                lastX = x;
                lastY = y;
                if (button == 1 || button == 2 || shift) {
                    panning = true;
                } else {
                    painting = true;
                    paintAt(x, y);
                }
            }
            case "pointermove" -> move(x, y);
            case "pointerup", "pointercancel" -> {
                panning = false;
                painting = false;
            }
            case "pointerleave" -> page.showCursor("");
            default -> { }
        }
    }

    private void move(double x, double y) {
        page.showCursor("cell " + cellX(x) + ", " + cellY(y));
        if (panning) {
            page.camera().panByPixels(x - lastX, y - lastY);
            device.loop().redraw();
        } else if (painting) {
            // Discs along the segment from the last position, about a third of the brush apart in cells.
            double cells = Math.hypot(x - lastX, y - lastY) / page.camera().scale();
            int discs = (int) Math.ceil(cells / Math.max(1, page.brushSize() / 3.0));
            for (int i = 1; i <= discs; i++) {
                double t = (double) i / discs;
                paintAt(lastX + (x - lastX) * t, lastY + (y - lastY) * t);
            }
        }
        lastX = x;
        lastY = y;
    }

    private void paintAt(double x, double y) {
        int cellX = cellX(x);
        int cellY = cellY(y);
        turns.act(RdPage.VIEW, () -> actions.paint(cellX, cellY));
    }

    private void wheel(double x, double y, double deltaY, boolean pinch) {
        double perLevel = pinch ? PINCH_WHEEL_PER_LEVEL : WHEEL_PER_LEVEL;
        wheel += deltaY;
        int steps = (int) (wheel / perLevel);
        if (steps != 0) {
            wheel -= steps * perLevel;
            page.camera().zoomAround(x, y, -steps);
            device.loop().redraw();
        }
    }

    private int cellX(double x) {
        return (int) Math.floor(page.camera().cellX(x));
    }

    private int cellY(double y) {
        return (int) Math.floor(page.camera().cellY(y));
    }

    @JSFunctor
    interface PointerHandler extends JSObject {
        void handle(String kind, double x, double y, int button, boolean shift);
    }

    @JSFunctor
    interface WheelHandler extends JSObject {
        void handle(double x, double y, double deltaY, boolean pinch);
    }

    /**
     * Positions become device pixels of the drawing buffer; the pointer is captured while pressed, so a
     * drag that leaves the canvas keeps going; the wheel and the context menu do not act on the page.
     */
    @JSBody(params = { "canvas", "pointer", "wheel" }, script = ""
            + "function at(e) { var r = canvas.getBoundingClientRect();"
            + "  return [(e.clientX - r.left) * canvas.width / r.width, (e.clientY - r.top) * canvas.height / r.height]; }"
            + "['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerleave'].forEach(function(kind) {"
            + "  canvas.addEventListener(kind, function(e) { var p = at(e);"
            + "    if (kind === 'pointerdown') { e.preventDefault(); canvas.focus();"
            + "      try { canvas.setPointerCapture(e.pointerId); } catch (ignored) { } }"
            + "    pointer(kind, p[0], p[1], e.button, e.shiftKey); }); });"
            + "canvas.addEventListener('wheel', function(e) { e.preventDefault(); var p = at(e);"
            + "  var unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 800 : 1;"
            + "  wheel(p[0], p[1], e.deltaY * unit, e.ctrlKey); }, { passive: false });"
            + "canvas.addEventListener('contextmenu', function(e) { e.preventDefault(); });")
    private static native void listen(HTMLCanvasElement canvas, PointerHandler pointer, WheelHandler wheel);
}
