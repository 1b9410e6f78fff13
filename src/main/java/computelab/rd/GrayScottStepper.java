package computelab.rd;

import computelab.gpu.Plan;
import computelab.gpu.Variant;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * How one engine advances the fields, in the shape every workload shares: given a job (the grid, the state
 * to read, the state to write, how many steps), the plan of one compute pass, {@code steps} steps at once
 * where the engine can. {@link GpuGrayScott} holds the states and runs the plans; every engine is
 * registered in {@link RdEngines}.
 */
interface GrayScottStepper extends Variant<GrayScottStepper.Job> {
    /** How this engine stores a state in this precision; null where it does not run that precision. */
    FieldLayout layout(Precision precision);

    /** The most steps one pass advances, and how many the bulk of a run's passes take. */
    int stepsPerPass();

    /** The pass advancing {@code steps} (1 .. {@link #stepsPerPass()}) steps from one state to the other. */
    @Override
    Plan plan(Job job);

    /** The label of this engine's passes, the key of their time in measurements. */
    default String passLabel() {
        return "rd " + name() + " step";
    }

    /** A configured grid: its size, model and edges, how it is stored, and the device's dispatch limit. */
    record Grid(int width, int height, GrayScott model, Edges edges, Precision precision, int maxPerDimension) {
        /** The words every step kernel takes in its uniform after the tile count (feed .. dt). */
        int[] uniform(int tilesX) {
            return new int[] { width, height, edges == Edges.TORUS ? 1 : 0, tilesX,
                Float.floatToIntBits(model.feed()), Float.floatToIntBits(model.removal()),
                Float.floatToIntBits(model.diffusionU()), Float.floatToIntBits(model.diffusionV()),
                Float.floatToIntBits(model.dt()) };
        }
    }

    /** One pass: {@code steps} steps of the grid from state {@code from} into state {@code to}. */
    record Job(Grid grid, State from, State to, int steps) {
    }

    /** The buffers of one state: u and v for planes, the packed cells (and null) otherwise. */
    record State(GPUBuffer first, GPUBuffer second) {
    }
}
