package computelab.life;

import computelab.failure.LabException;
import computelab.gpu.Plan;
import computelab.gpu.Variant;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * How one engine advances a board by a generation, in the shape every workload shares: the plan of one
 * generation, a pass of one dispatch of its kernel with the board's parameters (binding 0) reading
 * {@code current} (binding 1) and writing {@code next} (binding 2). {@link GpuLifeEngine} holds the board
 * and runs it; registered in {@link LifeEngines#ALGORITHMS}.
 */
interface LifeStepper extends Variant<LifeStepper.Job> {
    CellEncoding encoding();

    /** Whether this engine can run the rule; the Life-like engines run two-state count rules only. */
    default boolean runs(LifeRule rule) {
        return rule.isLifeLike();
    }

    /** The dispatch of one generation of this board. */
    Plan.Dispatch step(Board board, GPUBuffer current, GPUBuffer next);

    /** The most generations one pass of this engine advances, on any board. */
    default int mostGenerationsPerPass() {
        return 1;
    }

    /** The generations a pass advances on this board (a run's passes take this many until fewer are left). */
    default int generationsPerPass(Board board) {
        return 1;
    }

    /** The dispatch of {@code generations} (2 up to {@link #generationsPerPass}) generations of this board. */
    default Plan.Dispatch advance(Board board, GPUBuffer current, GPUBuffer next, int generations) {
        throw new IllegalArgumentException("The " + name() + " engine advances one generation a pass");
    }

    /**
     * A pass labelled as {@link LifeEngine#stepLabel()} says, of {@link #step}'s dispatch for one generation,
     * else of {@link #advance}'s.
     */
    @Override
    default Plan plan(Job job) {
        return Plan.of(name(), List.of(Plan.Pass.of("life " + name() + " step", job.generations() == 1
                ? step(job.board(), job.current(), job.next())
                : advance(job.board(), job.current(), job.next(), job.generations()))));
    }

    /** The same engine with the tutorial's dispatch layout, where it takes one. */
    default LifeStepper withLayout(DispatchLayout layout) {
        return this;
    }

    /**
     * The same engine with {@code generations} generations a pass where it can advance several, in strips of
     * {@code stripRows} rows; an engine of one generation a pass refuses.
     */
    default LifeStepper withGenerations(int generations, int stripRows) {
        throw new LabException("The " + name() + " engine advances one generation a pass.");
    }

    /** The value a loaded live cell gets in a one-cell-per-word board. */
    default int aliveOnLoad() {
        return 1;
    }

    /** The value a loaded dead cell gets in a one-cell-per-word board. */
    default int deadOnLoad() {
        return 0;
    }

    /** Some generations (1 .. the engine's per pass) of a board from one of its two buffers to the other. */
    record Job(Board board, GPUBuffer current, GPUBuffer next, int generations) {
    }

    /**
     * A configured board: its size, rule and edges, the device's per-dimension workgroup limit, and the
     * smallest subgroup size its adapter reports (0 without the subgroups feature).
     */
    record Board(int width, int height, LifeRule rule, Boundary boundary, int maxPerDimension, int subgroupMinSize) {
        boolean torus() {
            return boundary == Boundary.TORUS;
        }
    }
}
