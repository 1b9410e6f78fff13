package computelab.rd;

import computelab.gpu.Plan;
import computelab.gpu.UniformLayout;
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
        /** The uniform every step kernel takes (tiled_steps.wgsl is the part of the fast engine's kernels). */
        static final UniformLayout UNIFORM = UniformLayout.struct("Grid", "rd/tutorial.wgsl", "rd/tiled_steps.wgsl")
                .u32("width").u32("height").u32("torus").u32("tiles_x").f32("feed").f32("removal").f32("diffusion_u")
                .f32("diffusion_v").f32("dt");

        /** The words of {@link #UNIFORM} for a dispatch of {@code tilesX} tiles a row. */
        int[] uniform(int tilesX) {
            return UNIFORM.words().set("width", width).set("height", height).set("torus", edges == Edges.TORUS)
                    .set("tiles_x", tilesX).set("feed", model.feed()).set("removal", model.removal())
                    .set("diffusion_u", model.diffusionU()).set("diffusion_v", model.diffusionV()).set("dt", model.dt())
                    .array();
        }
    }

    /** One pass: {@code steps} steps of the grid from state {@code from} into state {@code to}. */
    record Job(Grid grid, State from, State to, int steps) {
    }

    /** The buffers of one state: u and v for planes, the packed cells (and null) otherwise. */
    record State(GPUBuffer first, GPUBuffer second) {
    }
}
