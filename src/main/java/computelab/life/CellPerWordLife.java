package computelab.life;

import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * The tutorial's engines: one u32 per cell, every thread counting its 8 neighbours, with the
 * tutorial's dispatch layouts ({@link DispatchLayout}). The two differ in their shader and in how a
 * loaded cell is written: {@code naive} (wgsl/life/naive.wgsl) keeps cells 0 or 1 and writes every
 * cell every step; {@code skip-unchanged} (wgsl/life/skip_unchanged.wgsl) marks cells that just
 * changed (2 just died, 3 just born) and skips writing the others, so loaded cells start as changed.
 * Moves 8 bytes per cell update (read + write of the board).
 */
final class CellPerWordLife implements LifeStepper {
    static final String NAIVE = "naive";
    static final String SKIP_UNCHANGED = "skip-unchanged";
    /** The board both shaders take. */
    static final UniformLayout BOARD = UniformLayout.struct("Board", "life/naive.wgsl", "life/skip_unchanged.wgsl")
            .u32("width").u32("height").u32("torus").u32("birth").u32("survival").u32("tiles_x");

    private final String name;
    private final String shader;
    private final String summary;
    private final boolean marksChanges;
    private final DispatchLayout layout;

    private CellPerWordLife(String name, String shader, String summary, boolean marksChanges, DispatchLayout layout) {
        this.name = name;
        this.shader = shader;
        this.summary = summary;
        this.marksChanges = marksChanges;
        this.layout = layout;
    }

    static CellPerWordLife naive() {
        return new CellPerWordLife(NAIVE, "life/naive.wgsl", "The tutorial's brute force: one 32-bit word per "
                + "cell, every thread reads its 8 neighbours and writes its cell every step.", false,
                DispatchLayout.DEFAULT);
    }

    static CellPerWordLife skipUnchanged() {
        return new CellPerWordLife(SKIP_UNCHANGED, "life/skip_unchanged.wgsl", "The tutorial's write-skipping step: "
                + "cells that just changed are marked 2 or 3, and unchanged cells are not written again.", true,
                DispatchLayout.DEFAULT);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String summary() {
        return summary;
    }

    @Override
    public List<String> shaders() {
        return List.of(shader);
    }

    /** Widths: the rows of the tiled layouts' 8 x 8 and 16 x 16 tiles, and the smaller linear workgroup. */
    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of((long) DispatchLayout.TILED_8X8.groupX(), (long) DispatchLayout.TILED_16X16.groupX(),
                (long) DispatchLayout.LINEAR_64.groupX());
    }

    @Override
    public CellEncoding encoding() {
        return CellEncoding.CELL_PER_WORD;
    }

    @Override
    public LifeStepper withLayout(DispatchLayout newLayout) {
        return new CellPerWordLife(name, shader, summary, marksChanges, newLayout);
    }

    public DispatchLayout layout() {
        return layout;
    }

    @Override
    public int aliveOnLoad() {
        return marksChanges ? 3 : 1;
    }

    @Override
    public int deadOnLoad() {
        return marksChanges ? 2 : 0;
    }

    @Override
    public Plan.Dispatch step(Board board, GPUBuffer current, GPUBuffer next) {
        long tilesX = DispatchGrid.ceilDiv(board.width(), layout.groupX());
        Kernel kernel;
        long workgroups;
        if (layout.tiled()) {
            kernel = Kernel.of(shader, "step_tiled",
                    Map.of("GROUP_X", (double) layout.groupX(), "GROUP_Y", (double) layout.groupY()));
            workgroups = tilesX * DispatchGrid.ceilDiv(board.height(), layout.groupY());
        } else {
            kernel = Kernel.of(shader, "step_linear", Map.of("GROUP_X", (double) layout.groupX()));
            workgroups = DispatchGrid.ceilDiv((long) board.width() * board.height(), layout.groupX());
        }
        int[] uniform = BOARD.words().set("width", board.width()).set("height", board.height())
                .set("torus", board.torus()).set("birth", board.rule().birthMask())
                .set("survival", board.rule().survivalMask()).set("tiles_x", tilesX).array();
        return new Plan.Dispatch(kernel, DispatchGrid.of(workgroups, board.maxPerDimension()), uniform,
                List.of(Bound.whole(1, current), Bound.whole(2, next)));
    }
}
