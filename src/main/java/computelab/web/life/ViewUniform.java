package computelab.web.life;

import computelab.life.CellEncoding;
import computelab.web.canvas.Camera;

/**
 * The {@code View} uniform of wgsl/life/render.wgsl as 32 u32 words (128 bytes): board size, layout and
 * states, the camera's corner split into whole cells and a fraction, zoom, grid lines and the palette. Pure
 * Java, so the byte layout is checked on the JVM against the WGSL struct's offsets.
 */
public final class ViewUniform {
    public static final int WORDS = 32;
    /** Cells at least this many device pixels wide get grid lines. */
    public static final double GRID_LINES_FROM = 6;

    private ViewUniform() {
    }

    /**
     * @param rowStride u32 elements per board row
     * @param encoding  how the board stores its cells (the shader's layout 0, 1 or 2)
     * @param states    the rule's cell states (2, or 3..256 for Generations: the dying colour ramp)
     */
    public static int[] pack(int width, int height, long rowStride, CellEncoding encoding, int states, Camera camera,
            Palette palette) {
        int[] words = new int[WORDS];
        words[0] = width;
        words[1] = height;
        words[2] = (int) rowStride;
        words[3] = switch (encoding) {
            case CELL_PER_WORD -> 0;
            case BIT_PACKED -> 1;
            case STATE_PER_CELL -> 2;
        };
        double cornerX = Math.floor(camera.left());
        double cornerY = Math.floor(camera.top());
        words[4] = (int) clampToInt(cornerX);
        words[5] = (int) clampToInt(cornerY);
        words[6] = Float.floatToIntBits((float) (camera.left() - cornerX));
        words[7] = Float.floatToIntBits((float) (camera.top() - cornerY));
        double scale = camera.scale();
        words[8] = Float.floatToIntBits((float) scale);
        words[9] = scale >= 1 ? 1 : (int) Math.round(1 / scale);
        words[10] = scale >= GRID_LINES_FROM ? 1 : 0;
        words[11] = states;
        putColour(words, 12, palette.alive());
        putColour(words, 16, palette.dead());
        putColour(words, 20, palette.gridLine());
        putColour(words, 24, palette.outside());
        putColour(words, 28, palette.dying());
        return words;
    }

    /** Far outside the board any corner draws the same (all outside); keep it representable. */
    private static double clampToInt(double value) {
        return Math.max(-(1 << 30), Math.min(1 << 30, value));
    }

    private static void putColour(int[] words, int at, float[] rgba) {
        for (int i = 0; i < 4; i++) {
            words[at + i] = Float.floatToIntBits(rgba[i]);
        }
    }
}
