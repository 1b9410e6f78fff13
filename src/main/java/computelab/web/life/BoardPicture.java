package computelab.web.life;

import computelab.life.LifeEngine;
import computelab.life.LiveArea;
import computelab.web.canvas.Camera;
import computelab.web.canvas.CanvasSurface;

/**
 * The board's picture on the canvas: the canvas kept to its size on screen, the camera fitted to the
 * live cells or the whole board, and the render uniform with the theme's colours.
 */
final class BoardPicture {
    private final CanvasSurface surface;
    private final Camera camera;
    private final Theme theme;
    private Palette drawnPalette;

    BoardPicture(CanvasSurface surface, Camera camera, Theme theme) {
        this.surface = surface;
        this.camera = camera;
        this.theme = theme;
    }

    /**
     * Matches the canvas to its size on screen; a canvas that changed size keeps the same cell in its
     * middle, so the board does not drift when the window or the layout around it changes. Returns
     * whether it changed (it must be drawn again).
     */
    boolean fitCanvas() {
        int width = surface.pixelWidth();
        int height = surface.pixelHeight();
        if (!surface.fitToLayout()) {
            return false;
        }
        camera.resized(width, height, surface.pixelWidth(), surface.pixelHeight());
        return true;
    }

    /** Whether the theme's colours changed since the last drawing. */
    boolean paletteChanged() {
        return theme.palette() != drawnPalette;
    }

    /** The render uniform of the board as the camera shows it, in the theme's colours. */
    int[] uniform(LifeEngine engine) {
        drawnPalette = theme.palette();
        return ViewUniform.pack(engine.width(), engine.height(), engine.rowStride(),
                engine.encoding(), engine.rule().states(), camera, drawnPalette);
    }

    /** Fits the view to the live cells just measured, or to the whole board when none live. */
    void fitTo(LiveArea live, LifeEngine engine) {
        if (live.isEmpty()) {
            camera.fit(0, 0, engine.width() - 1, engine.height() - 1, surface.pixelWidth(), surface.pixelHeight());
        } else {
            camera.fit(live.minX(), live.minY(), live.maxX(), live.maxY(), surface.pixelWidth(),
                    surface.pixelHeight());
        }
    }

    CanvasSurface surface() {
        return surface;
    }
}
