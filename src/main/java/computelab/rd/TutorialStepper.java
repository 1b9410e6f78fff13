package computelab.rd;

import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import java.util.List;

/**
 * The chapter's engine (wgsl/rd/tutorial.wgsl): u and v in f32 buffers of their own, one pass per step,
 * one thread per cell reading its 3 x 3 neighbourhood of both fields. 16 bytes per cell-step.
 */
final class TutorialStepper implements GrayScottStepper {
    static final String NAME = "tutorial";
    private static final String SHADER = "rd/tutorial.wgsl";
    /** Cells per side of a workgroup's square tile, the kernel's TILE. */
    private static final int TILE = 8;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "The chapter's shape: u and v as two f32 fields in buffers of their own, one compute pass per "
                + "step, ping-pong between two pairs of buffers, every thread reading its cell's 3 x 3 neighbours.";
    }

    @Override
    public List<String> shaders() {
        return List.of(SHADER);
    }

    @Override
    public FieldLayout layout(Precision precision) {
        return precision == Precision.F32 ? FieldLayout.PLANES : null;
    }

    @Override
    public int stepsPerPass() {
        return 1;
    }

    @Override
    public Plan plan(Job job) {
        Grid grid = job.grid();
        int steps = job.steps();
        if (steps != 1) {
            throw new IllegalArgumentException("The tutorial engine takes one step per pass, not " + steps);
        }
        long tilesX = DispatchGrid.ceilDiv(grid.width(), TILE);
        long tiles = tilesX * DispatchGrid.ceilDiv(grid.height(), TILE);
        Plan.Dispatch dispatch = new Plan.Dispatch(Kernel.of(SHADER, "step_cells"),
                DispatchGrid.of(tiles, grid.maxPerDimension()), grid.uniform((int) tilesX),
                List.of(Bound.whole(1, job.from().first()), Bound.whole(2, job.from().second()),
                        Bound.whole(3, job.to().first()), Bound.whole(4, job.to().second())));
        // A step reads and writes both fields once: 16 bytes a cell.
        return Plan.of(NAME, List.of(Plan.Pass.of(passLabel(), dispatch)))
                .moving(2.0 * FieldLayout.PLANES.bytesPerCell() * grid.width() * grid.height());
    }
}
