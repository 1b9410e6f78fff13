package computelab.web.rd;

import computelab.web.canvas.CanvasPointer;
import computelab.web.canvas.WheelZoom;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * Mouse, pen and touch on the fields, in device pixels: a plain drag paints with the brush along the
 * pointer's path (discs a third of the brush apart, so a fast stroke stays whole); dragging with the
 * right or middle button or with Shift moves the view; the wheel (or a trackpad pinch) zooms around the
 * pointer. The status line shows the cell under the pointer.
 */
final class FieldPointer {
    private final DeviceLoop device;
    private final GpuTurns turns;
    private final RdActions actions;
    private final RdPage page;
    private boolean panning;
    private boolean painting;
    private double lastX;
    private double lastY;
    private final WheelZoom wheel;

    FieldPointer(HTMLCanvasElement canvas, DeviceLoop device, GpuTurns turns, RdActions actions, RdPage page) {
        this.device = device;
        this.turns = turns;
        this.actions = actions;
        this.page = page;
        this.wheel = new WheelZoom((x, y, levels) -> {
            page.camera().zoomAround(x, y, levels);
            device.loop().redraw();
        });
        CanvasPointer.listen(canvas, this::pointer, wheel::turn);
    }

    private void pointer(String kind, double x, double y, int button, boolean shift, int pointerId) {
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

    private int cellX(double x) {
        return (int) Math.floor(page.camera().cellX(x));
    }

    private int cellY(double y) {
        return (int) Math.floor(page.camera().cellY(y));
    }
}
