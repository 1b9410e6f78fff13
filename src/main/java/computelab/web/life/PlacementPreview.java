package computelab.web.life;

import computelab.life.Grid;
import computelab.life.Pattern;
import computelab.web.canvas.Camera;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * Where a pattern being placed would go: its outline and live cells drawn on a transparent 2D canvas
 * over the board, centred on the cell under the pointer as a click would place it, turned and mirrored
 * as the person chose. Nothing of it touches the GPU or the board.
 */
final class PlacementPreview {
    private static final int MOST_DRAWN_CELLS = 50_000;

    private final HTMLCanvasElement overlay;
    private final HTMLCanvasElement board;
    private final Camera camera;
    private Pattern cached;
    private int[] cachedCells = new int[0];

    PlacementPreview(HTMLCanvasElement overlay, HTMLCanvasElement board, Camera camera) {
        this.overlay = overlay;
        this.board = board;
        this.camera = camera;
    }

    /**
     * Draws the pattern where a click on the cell under the pointer would place it; clears the overlay when
     * {@code pattern} or {@code pointer} (off the canvas) is null.
     */
    void show(Pattern pattern, int[] pointer) {
        if (overlay.getWidth() != board.getWidth() || overlay.getHeight() != board.getHeight()) {
            overlay.setWidth(board.getWidth());
            overlay.setHeight(board.getHeight());
        }
        clear(overlay);
        if (pattern == null || pointer == null) {
            overlay.setAttribute("data-pattern", "");
            return;
        }
        int left = pointer[0] - pattern.width() / 2;
        int top = pointer[1] - pattern.height() / 2;
        double scale = camera.scale();
        overlay.setAttribute("data-pattern", pattern.width() + "x" + pattern.height() + "@" + left + "," + top);
        draw(overlay, camera.pixelX(left), camera.pixelY(top), scale, pattern.width(), pattern.height(),
                Int32Array.fromJavaArray(liveCells(pattern)), accent());
    }

    /**
     * The pattern's live cells as x, y pairs, kept while the same pattern is shown; none for very large
     * pasted patterns, which show their outline only (a rectangle per cell at every pointer move would lag).
     */
    private int[] liveCells(Pattern pattern) {
        if (pattern != cached) {
            Grid cells = pattern.cells();
            int population = cells.population();
            int[] pairs = new int[population <= MOST_DRAWN_CELLS ? 2 * population : 0];
            int i = 0;
            for (int y = 0; y < cells.height(); y++) {
                for (int x = 0; x < cells.width() && i < pairs.length; x++) {
                    if (cells.get(x, y)) {
                        pairs[i++] = x;
                        pairs[i++] = y;
                    }
                }
            }
            cached = pattern;
            cachedCells = pairs;
        }
        return cachedCells;
    }

    @JSBody(script = "return getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#2b6cd4';")
    private static native String accent();

    @JSBody(params = "canvas", script = "canvas.getContext('2d').clearRect(0, 0, canvas.width, canvas.height);")
    private static native void clear(HTMLCanvasElement canvas);

    /** The box, lightly filled, and the live cells (at least a pixel each), in device pixels. */
    @JSBody(params = { "canvas", "x", "y", "scale", "width", "height", "cells", "colour" }, script = ""
            + "var g = canvas.getContext('2d'); var size = Math.max(1, scale);"
            + "g.globalAlpha = 0.18; g.fillStyle = colour; g.fillRect(x, y, width * scale, height * scale);"
            + "g.globalAlpha = 0.85; for (var i = 0; i < cells.length; i += 2) {"
            + "  g.fillRect(x + cells[i] * scale, y + cells[i + 1] * scale, size, size); }"
            + "g.globalAlpha = 1; g.strokeStyle = colour; g.lineWidth = Math.max(1, Math.round(window.devicePixelRatio || 1));"
            + "g.strokeRect(Math.round(x) + 0.5, Math.round(y) + 0.5, Math.max(1, width * scale), Math.max(1, height * scale));")
    private static native void draw(HTMLCanvasElement canvas, double x, double y, double scale, int width, int height,
            Int32Array cells, String colour);
}
