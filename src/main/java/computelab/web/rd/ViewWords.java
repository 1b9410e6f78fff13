package computelab.web.rd;

import computelab.rd.FieldLayout;

/**
 * The {@code View} uniform of wgsl/rd/render.wgsl as 12 u32 words (48 bytes): grid size, layout, colour
 * map, the cell position at the target's top-left corner, target pixels per cell, the v at the top of the
 * colour map, and the colour outside the grid. Pure Java, so the layout is checked on the JVM.
 */
public final class ViewWords {
    public static final int WORDS = 12;
    /** The v drawn at the top of every colour map: Gray-Scott's v stays below about 0.45. */
    public static final float RANGE = 0.4f;
    /** Beyond the grid: a dark grey that no map uses (sRGB 0.04, 0.05, 0.07). */
    private static final float[] OUTSIDE = { 0.043f, 0.051f, 0.071f, 1f };

    private ViewWords() {
    }

    /**
     * @param left   the cell position (x, fractional) at the target's left edge
     * @param top    the cell position (y) at its top edge
     * @param scale  target pixels per cell
     * @param colours the colour map: 0 blue to yellow, 1 magma, 2 grey
     */
    public static int[] pack(int width, int height, FieldLayout layout, int colours, double left, double top,
            double scale) {
        int[] words = new int[WORDS];
        words[0] = width;
        words[1] = height;
        words[2] = layout.renderCode();
        words[3] = colours;
        words[4] = Float.floatToIntBits((float) left);
        words[5] = Float.floatToIntBits((float) top);
        words[6] = Float.floatToIntBits((float) scale);
        words[7] = Float.floatToIntBits(RANGE);
        for (int i = 0; i < 4; i++) {
            words[8 + i] = Float.floatToIntBits(OUTSIDE[i]);
        }
        return words;
    }
}
