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
 * The engine for every rule of the family (wgsl/life/generations.wgsl): one u32 per cell holding its
 * state, the rule as its 512-entry neighbourhood table ({@link LifeRule#tableWords()}) in the board's
 * uniform, so Life-like, isotropic (Hensel) and Generations rules with up to 256 states all run on the
 * same kernel. Moves 8 bytes per cell update (read + write of the board).
 */
final class GenerationsLife implements LifeStepper {
    static final String NAME = "generations";
    static final String SHADER = "life/generations.wgsl";
    static final UniformLayout BOARD = UniformLayout.struct("Board", SHADER).u32("width").u32("height").u32("torus")
            .u32("states").array("table", UniformLayout.Type.VEC4_U32, 4);
    static final int THREADS = 64;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Every rule: Life-like, isotropic (Hensel letters) and Generations with up to 256 states; one "
                + "32-bit state per cell, the rule as a 512-entry table of 3 x 3 neighbourhoods.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    /** Widths: its workgroups run along the rows, 64 cells each. */
    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of((long) THREADS);
    }

    @Override
    public CellEncoding encoding() {
        return CellEncoding.STATE_PER_CELL;
    }

    @Override
    public boolean runs(LifeRule rule) {
        return true;
    }

    @Override
    public Plan.Dispatch step(Board board, GPUBuffer current, GPUBuffer next) {
        Kernel kernel = Kernel.of(SHADER, "step_cells", Map.of("GROUP_X", (double) THREADS));
        long workgroups = DispatchGrid.ceilDiv((long) board.width() * board.height(), THREADS);
        int[] uniform = BOARD.words().set("width", board.width()).set("height", board.height())
                .set("torus", board.torus()).set("states", board.rule().states())
                .set("table", board.rule().tableWords()).array();
        return new Plan.Dispatch(kernel, DispatchGrid.of(workgroups, board.maxPerDimension()), uniform,
                List.of(Bound.whole(1, current), Bound.whole(2, next)));
    }
}
