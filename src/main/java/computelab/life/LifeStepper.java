package computelab.life;

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

    /** One generation: a pass labelled as {@link LifeEngine#stepLabel()} says, of {@link #step}'s dispatch. */
    @Override
    default Plan plan(Job job) {
        return Plan.of(name(), List.of(Plan.Pass.of("life " + name() + " step",
                step(job.board(), job.current(), job.next()))));
    }

    /** The same engine with the tutorial's dispatch layout, where it takes one. */
    default LifeStepper withLayout(DispatchLayout layout) {
        return this;
    }

    /** The value a loaded live cell gets in a one-cell-per-word board. */
    default int aliveOnLoad() {
        return 1;
    }

    /** The value a loaded dead cell gets in a one-cell-per-word board. */
    default int deadOnLoad() {
        return 0;
    }

    /** One generation of a board from one of its two buffers to the other. */
    record Job(Board board, GPUBuffer current, GPUBuffer next) {
    }

    /** A configured board: its size, rule and edges, and the device's per-dimension workgroup limit. */
    record Board(int width, int height, LifeRule rule, Boundary boundary, int maxPerDimension) {
        boolean torus() {
            return boundary == Boundary.TORUS;
        }
    }
}
