package computelab.web.life;

import computelab.web.canvas.CanvasPointer;
import computelab.web.canvas.WheelZoom;
import java.util.LinkedHashMap;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * Mouse, pen and touch on the board, in device pixels: the wheel (or a trackpad pinch) zooms around the
 * pointer, two fingers pinch-zoom and pan, dragging with the right or middle button or with Shift pans
 * (a plain drag too with the Move tool), and with the Draw tool a plain drag draws strokes (or, while
 * placing, a click places the pattern) at the cell under the pointer, whose coordinates the status line
 * shows. The help overlay in life.html and the README describe the same gestures.
 */
final class CanvasInput {
    private final StudioActions actions;
    private final BoardActions board;
    private final StudioModel model;
    private final Map<Integer, double[]> pointers = new LinkedHashMap<>();
    private boolean panning;
    private boolean stroking;
    private double lastX;
    private double lastY;
    private double pinchDistance;
    private double pinchScale;
    private final WheelZoom wheel;

    /** Reads the camera and the tool from the model; whatever the pointer does goes through the actions. */
    CanvasInput(HTMLCanvasElement canvas, StudioModel model, StudioActions actions, BoardActions board) {
        this.model = model;
        this.actions = actions;
        this.board = board;
        this.wheel = new WheelZoom(actions::zoomAround);
        CanvasPointer.listen(canvas, this::pointer, wheel::turn);
    }

    private void pointer(String kind, double x, double y, int button, boolean shift, int id) {
        switch (kind) {
            case "pointerdown" -> down(x, y, button, shift, id);
            case "pointermove" -> move(x, y, id);
            case "pointerup", "pointercancel" -> up(id);
            case "pointerleave" -> actions.pointerAt(null);
            default -> { }
        }
    }

    private void down(double x, double y, int button, boolean shift, int id) {
        pointers.put(id, new double[] { x, y });
        if (pointers.size() == 2) {
            // A second finger turns any drawing into a pinch.
            finishStroke();
            panning = false;
            pinchDistance = distance();
            pinchScale = model.camera.scale();
            double[] middle = middle();
            lastX = middle[0];
            lastY = middle[1];
            return;
        }
        if (pointers.size() > 2) {
            return;
        }
        lastX = x;
        lastY = y;
        StudioState.Tool tool = model.state.tool();
        if (button == 1 || button == 2 || shift || tool == StudioState.Tool.MOVE) {
            panning = true;
        } else if (tool == StudioState.Tool.PLACE) {
            board.placeAround(cellX(x), cellY(y));
        } else {
            stroking = true;
            actions.beginStroke(cellX(x), cellY(y));
        }
    }

    private void move(double x, double y, int id) {
        actions.pointerAt(new int[] { cellX(x), cellY(y) });
        double[] position = pointers.get(id);
        if (position == null) {
            return;
        }
        position[0] = x;
        position[1] = y;
        if (pointers.size() >= 2) {
            double[] middle = middle();
            double scale = pinchDistance > 0 ? pinchScale * distance() / pinchDistance : model.camera.scale();
            actions.pinch(middle[0], middle[1], scale, middle[0] - lastX, middle[1] - lastY);
            lastX = middle[0];
            lastY = middle[1];
        } else if (panning) {
            actions.pan(x - lastX, y - lastY);
            lastX = x;
            lastY = y;
        } else if (stroking) {
            actions.extendStroke(cellX(x), cellY(y));
        }
    }

    private void up(int id) {
        pointers.remove(id);
        if (pointers.isEmpty()) {
            finishStroke();
            panning = false;
        }
    }

    private void finishStroke() {
        if (stroking) {
            stroking = false;
            actions.endStroke();
        }
    }

    private int cellX(double x) {
        return (int) Math.floor(model.camera.cellX(x));
    }

    private int cellY(double y) {
        return (int) Math.floor(model.camera.cellY(y));
    }

    private double distance() {
        double[][] two = pointers.values().toArray(new double[0][]);
        return Math.hypot(two[0][0] - two[1][0], two[0][1] - two[1][1]);
    }

    private double[] middle() {
        double[][] two = pointers.values().toArray(new double[0][]);
        return new double[] { (two[0][0] + two[1][0]) / 2, (two[0][1] + two[1][1]) / 2 };
    }
}
