package computelab.web.rd;

import computelab.gpu.UniformLayout;
import computelab.rd.FieldLayout;

/**
 * The {@code View} uniform of wgsl/rd/render.wgsl, 48 bytes: grid size, layout, colour
 * map, the cell position at the target's top-left corner, target pixels per cell, the v at the top of the
 * colour map, and the colour outside the grid. Pure Java, so the layout is checked on the JVM.
 */
public final class ViewWords {
    /** The struct View of wgsl/rd/render.wgsl. */
    public static final UniformLayout VIEW = UniformLayout.struct("View", "rd/render.wgsl").boundAt(1)
            .vec2u("size").u32("storage_layout").u32("colours").vec2f("origin").f32("scale").f32("range")
            .vec4f("outside");
    public static final int WORDS = VIEW.bytes() / 4;
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
        return VIEW.words()
                .set("size", width, height)
                .set("storage_layout", layout.renderCode())
                .set("colours", colours)
                .set("origin", (float) left, (float) top)
                .set("scale", (float) scale)
                .set("range", RANGE)
                .set("outside", OUTSIDE)
                .array();
    }
}
