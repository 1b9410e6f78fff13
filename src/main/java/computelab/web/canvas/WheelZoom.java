package computelab.web.canvas;

/**
 * Wheel distance turned into whole zoom levels around the pointer: a mouse wheel's notch is a level, a
 * trackpad's pinch (small ctrl+wheel steps) a level every few steps, and what is left of a step counts
 * towards the next one, so slow scrolling still zooms.
 */
public final class WheelZoom {
    /** Wheel distance (in pixels) per zoom level; trackpad pinches arrive as small ctrl+wheel steps. */
    private static final double WHEEL_PER_LEVEL = 100;
    private static final double PINCH_WHEEL_PER_LEVEL = 20;

    /** Zooms by {@code levels} (positive: in) around the device pixel {@code (x, y)}. */
    public interface Zoom {
        void around(double x, double y, int levels);
    }

    private final Zoom zoom;
    private double distance;

    public WheelZoom(Zoom zoom) {
        this.zoom = zoom;
    }

    /** A wheel turn, as {@link CanvasPointer.WheelHandler} reports it. */
    public void turn(double x, double y, double deltaY, boolean pinch) {
        double perLevel = pinch ? PINCH_WHEEL_PER_LEVEL : WHEEL_PER_LEVEL;
        distance += deltaY;
        int steps = (int) (distance / perLevel);
        if (steps != 0) {
            distance -= steps * perLevel;
            zoom.around(x, y, -steps);
        }
    }
}
