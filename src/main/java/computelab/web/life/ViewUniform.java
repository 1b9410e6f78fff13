package computelab.web.life;

/**
 * The {@code View} uniform of wgsl/life/render.wgsl as 28 u32 words (112 bytes): board size and layout,
 * the camera's corner split into whole cells and a fraction, zoom, grid lines and the palette. Pure
 * Java, so the byte layout is checked on the JVM against the WGSL struct's offsets.
 */
public final class ViewUniform {
    public static final int WORDS = 28;
    /** Cells at least this many device pixels wide get grid lines. */
    public static final double GRID_LINES_FROM = 6;

    private ViewUniform() {
    }

    /**
     * @param rowStride u32 elements per board row
     * @param packed    whether the board is bit-packed (32 cells per u32)
     */
    public static int[] pack(int width, int height, long rowStride, boolean packed, Camera camera, Palette palette) {
        int[] words = new int[WORDS];
        words[0] = width;
        words[1] = height;
        words[2] = (int) rowStride;
        words[3] = packed ? 1 : 0;
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
        putColour(words, 12, palette.alive());
        putColour(words, 16, palette.dead());
        putColour(words, 20, palette.gridLine());
        putColour(words, 24, palette.outside());
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
