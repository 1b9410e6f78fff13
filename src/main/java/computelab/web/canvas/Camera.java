package computelab.web.canvas;

/**
 * Which part of the board the canvas shows: the cell coordinate at the canvas's top-left device pixel
 * and the size of a cell in device pixels. Zoom moves along a fixed ladder (powers of two below one
 * pixel per cell, then whole pixel counts), and the corner is snapped so that cell edges fall on pixel
 * edges: every cell of one zoom level is drawn the same number of pixels wide, as in Golly.
 * Pure arithmetic, so the view logic is tested on the JVM.
 */
public final class Camera {
    /** Device pixels per cell the zoom steps through; below 1 a pixel covers several cells. */
    static final double[] LADDER = {
        1.0 / 1024, 1.0 / 512, 1.0 / 256, 1.0 / 128, 1.0 / 64, 1.0 / 32, 1.0 / 16, 1.0 / 8, 1.0 / 4, 1.0 / 2,
        1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 96, 128
    };
    /** A fitted pattern keeps this share of the canvas free around it. */
    private static final double FIT_MARGIN = 0.1;
    /**
     * A fit zooms in at most this far (device pixels per cell), so a small pattern (a glider) shows among
     * the cells around it, as Golly's fit stops at 1:32, rather than filling the canvas with a few cells.
     */
    static final double FIT_MOST = 32;

    private double left;
    private double top;
    private int level;

    /** A camera showing cell (0, 0) in the top-left corner at one pixel per cell. */
    public Camera() {
        level = levelOf(1);
    }

    public double left() {
        return left;
    }

    public double top() {
        return top;
    }

    /** Device pixels per cell. */
    public double scale() {
        return LADDER[level];
    }

    /** The board coordinate (in cells, fractional) under a device pixel position. */
    public double cellX(double pixelX) {
        return left + pixelX / scale();
    }

    public double cellY(double pixelY) {
        return top + pixelY / scale();
    }

    /** The device pixel position of a board coordinate (inverse of {@link #cellX}). */
    public double pixelX(double cellX) {
        return (cellX - left) * scale();
    }

    public double pixelY(double cellY) {
        return (cellY - top) * scale();
    }

    /**
     * Moves {@code steps} levels up (positive: larger cells) or down the ladder, keeping the board point
     * under the given pixel where it is. Returns whether the zoom changed.
     */
    public boolean zoomAround(double pixelX, double pixelY, int steps) {
        int target = Math.max(0, Math.min(LADDER.length - 1, level + steps));
        if (target == level) {
            return false;
        }
        double anchorX = cellX(pixelX);
        double anchorY = cellY(pixelY);
        level = target;
        left = anchorX - pixelX / scale();
        top = anchorY - pixelY / scale();
        snap();
        return true;
    }

    /** Zooms to the ladder level nearest to {@code scale} pixels per cell around a pixel (pinch). */
    public boolean zoomAroundTo(double pixelX, double pixelY, double scale) {
        return zoomAround(pixelX, pixelY, levelOf(scale) - level);
    }

    /** Moves the board with the pointer: dragging right by n pixels shows cells further left. */
    public void panByPixels(double dx, double dy) {
        left -= dx / scale();
        top -= dy / scale();
        snap();
    }

    /**
     * Shows the cells [minX, maxX] x [minY, maxY] (inclusive) as large as the ladder allows in a canvas
     * of the given device-pixel size, centred, with a margin, at most {@link #FIT_MOST} pixels per cell.
     */
    public void fit(double minX, double minY, double maxX, double maxY, double viewWidth, double viewHeight) {
        double cellsWide = maxX - minX + 1;
        double cellsHigh = maxY - minY + 1;
        double ideal = (1 - FIT_MARGIN) * Math.min(viewWidth / cellsWide, viewHeight / cellsHigh);
        level = 0;
        while (level + 1 < LADDER.length && LADDER[level + 1] <= Math.min(ideal, FIT_MOST)) {
            level++;
        }
        centreOn(minX + cellsWide / 2, minY + cellsHigh / 2, viewWidth, viewHeight);
    }

    /** Puts the board point (x, y) in the middle of the canvas, keeping the zoom. */
    public void centreOn(double x, double y, double viewWidth, double viewHeight) {
        left = x - viewWidth / 2 / scale();
        top = y - viewHeight / 2 / scale();
        snap();
    }

    /**
     * The canvas changed size from {@code oldWidth} x {@code oldHeight} device pixels: the board point in
     * its middle stays in its middle, at the same zoom.
     */
    public void resized(double oldWidth, double oldHeight, double newWidth, double newHeight) {
        centreOn(cellX(oldWidth / 2), cellY(oldHeight / 2), newWidth, newHeight);
    }

    /** Sets zoom and corner directly (tests, restoring a view); the scale goes to the nearest level. */
    public void set(double newLeft, double newTop, double scale) {
        level = levelOf(scale);
        left = newLeft;
        top = newTop;
        snap();
    }

    /** The ladder index whose scale is nearest to the given one on a logarithmic scale. */
    static int levelOf(double scale) {
        int best = 0;
        for (int i = 1; i < LADDER.length; i++) {
            if (Math.abs(Math.log(LADDER[i] / scale)) < Math.abs(Math.log(LADDER[best] / scale))) {
                best = i;
            }
        }
        return best;
    }

    /**
     * Rounds the corner to a whole number of pixels at this zoom (a whole number of cells per pixel when
     * zoomed out), so cell edges, and the blocks of cells one pixel covers, line up with pixel edges.
     */
    private void snap() {
        double scale = scale();
        left = Math.round(left * scale) / scale;
        top = Math.round(top * scale) / scale;
    }

    @Override
    public String toString() {
        return left + "," + top + "," + scale();
    }
}
