package computelab.web.life;

import computelab.gpu.UniformLayout;
import computelab.life.CellEncoding;
import computelab.web.canvas.Camera;

/**
 * The {@code View} uniform of wgsl/life/render.wgsl, 128 bytes: board size, layout and
 * states, the camera's corner split into whole cells and a fraction, zoom, grid lines and the palette. Pure
 * Java, so the values are checked on the JVM (and the layout against the WGSL struct).
 */
public final class ViewUniform {
    /** The struct View of wgsl/life/render.wgsl. */
    public static final UniformLayout VIEW = UniformLayout.struct("View", "life/render.wgsl").boundAt(1)
            .vec2u("size").u32("row_stride").u32("packed").vec2i("corner_cell").vec2f("corner_frac").f32("scale")
            .u32("cells_per_pixel").u32("grid_lines").u32("states").vec4f("alive").vec4f("dead").vec4f("grid_line")
            .vec4f("outside").vec4f("dying");
    public static final int WORDS = VIEW.bytes() / 4;
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
        int layout = switch (encoding) {
            case CELL_PER_WORD -> 0;
            case BIT_PACKED -> 1;
            case STATE_PER_CELL -> 2;
        };
        double cornerX = Math.floor(camera.left());
        double cornerY = Math.floor(camera.top());
        double scale = camera.scale();
        return VIEW.words()
                .set("size", width, height)
                .set("row_stride", rowStride)
                .set("packed", layout)
                .set("corner_cell", (int) clampToInt(cornerX), (int) clampToInt(cornerY))
                .set("corner_frac", (float) (camera.left() - cornerX), (float) (camera.top() - cornerY))
                .set("scale", (float) scale)
                .set("cells_per_pixel", scale >= 1 ? 1 : (int) Math.round(1 / scale))
                .set("grid_lines", scale >= GRID_LINES_FROM)
                .set("states", states)
                .set("alive", palette.alive())
                .set("dead", palette.dead())
                .set("grid_line", palette.gridLine())
                .set("outside", palette.outside())
                .set("dying", palette.dying())
                .array();
    }

    /** Far outside the board any corner draws the same (all outside); keep it representable. */
    private static double clampToInt(double value) {
        return Math.max(-(1 << 30), Math.min(1 << 30, value));
    }
}
