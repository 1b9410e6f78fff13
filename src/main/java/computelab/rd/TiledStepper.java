package computelab.rd;

import computelab.failure.LabException;
import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import java.util.List;
import java.util.Map;

/**
 * The fast engine (wgsl/rd/tiled.wgsl, wgsl/rd/tiled_f16.wgsl): u and v packed per cell, a tile with a
 * halo in workgroup memory, {@code stepsPerPass} steps per pass. A workgroup of 64 x 4 threads loads a
 * region of 64 x (4 {@code rows}) cells and writes its inner (64 - 2 s) x (4 rows - 2 s) cells after s steps.
 * A pass of s steps moves the fields once: 16 / s bytes per cell-step in f32, 8 / s in f16.
 */
final class TiledStepper implements GrayScottStepper {
    static final String NAME = "fast";
    /** Steps the bulk of a run's passes take: see BENCHMARKS.md, "Reaction-diffusion". */
    static final int STEPS_PER_PASS = 4;
    /** Rows each thread holds: see BENCHMARKS.md, "Reaction-diffusion". */
    static final int ROWS = 8;
    /** The most rows per thread the kernel holds (its MAX_ROWS). */
    static final int MAX_ROWS = 16;
    private static final int GROUP_X = 64;
    private static final int GROUP_Y = 4;

    private final int stepsPerPass;
    private final int rows;

    TiledStepper(int stepsPerPass, int rows) {
        if (rows < 1 || rows > MAX_ROWS || stepsPerPass < 1 || 2 * stepsPerPass >= GROUP_Y * rows) {
            throw new IllegalArgumentException("No tiles of " + rows + " rows per thread for " + stepsPerPass
                    + " steps per pass");
        }
        this.stepsPerPass = stepsPerPass;
        this.rows = rows;
    }

    /** The shipped tuning. */
    static TiledStepper shipped() {
        return new TiledStepper(STEPS_PER_PASS, ROWS);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "u and v packed per cell (one 8-byte load, 4 with precision=f16), a 64 x " + GROUP_Y * ROWS
                + " tile with its halo in workgroup memory, each thread walking down " + ROWS
                + " rows of one column, and up to " + STEPS_PER_PASS + " steps per pass.";
    }

    @Override
    public List<String> shaders() {
        return List.of("rd/tiled.wgsl", "rd/tiled_f16.wgsl");
    }

    @Override
    public FieldLayout layout(Precision precision) {
        return precision == Precision.F32 ? FieldLayout.PAIRS_F32 : FieldLayout.PAIRS_F16;
    }

    @Override
    public int stepsPerPass() {
        return stepsPerPass;
    }

    int rows() {
        return rows;
    }

    /**
     * This tuning with fewer rows per thread where its tile would not fit the device's workgroup memory
     * (WebGPU guarantees 16 KiB: 7 rows); a sentence where not even the fewest rows its steps need fit.
     */
    TiledStepper fitting(double workgroupBytesLimit) {
        int fit = rows;
        while (fit > 1 && workgroupBytes(fit) > workgroupBytesLimit) {
            fit--;
        }
        if (workgroupBytes(fit) > workgroupBytesLimit || 2 * stepsPerPass >= GROUP_Y * fit) {
            throw new LabException("The fast engine's tile needs " + (long) workgroupBytes(fit) + " bytes of workgroup "
                    + "memory for " + stepsPerPass + " steps per pass, more than this device allows ("
                    + (long) workgroupBytesLimit + ").");
        }
        return fit == rows ? this : new TiledStepper(stepsPerPass, fit);
    }

    /** Bytes of workgroup memory the kernel takes: the region and its padding ring, 8 bytes a cell. */
    static double workgroupBytes(int rows) {
        return 8.0 * (GROUP_X + 2) * (GROUP_Y * rows + 2);
    }

    @Override
    public Plan plan(Job job) {
        Grid grid = job.grid();
        int steps = job.steps();
        if (steps < 1 || steps > stepsPerPass) {
            throw new IllegalArgumentException("A pass of the fast engine takes 1 to " + stepsPerPass + " steps, not "
                    + steps);
        }
        long tilesX = DispatchGrid.ceilDiv(grid.width(), GROUP_X - 2L * steps);
        long tiles = tilesX * DispatchGrid.ceilDiv(grid.height(), GROUP_Y * rows - 2L * steps);
        String shader = grid.precision() == Precision.F16 ? "rd/tiled_f16.wgsl" : "rd/tiled.wgsl";
        Kernel kernel = Kernel.of(shader, "step_tiles", Map.of("STEPS", (double) steps, "ROWS", (double) rows));
        Plan.Dispatch dispatch = new Plan.Dispatch(kernel, DispatchGrid.of(tiles, grid.maxPerDimension()),
                grid.uniform((int) tilesX), List.of(Bound.whole(1, job.from().first()), Bound.whole(2, job.to().first())));
        // A pass reads and writes the packed fields once, whatever its steps: the halo's extra reads mostly
        // hit the cache.
        return Plan.of(NAME, List.of(Plan.Pass.of(passLabel(), dispatch)))
                .moving(2.0 * layout(grid.precision()).bytesPerCell() * grid.width() * grid.height());
    }
}
