package computelab.rd;

/**
 * The Gray-Scott model in Karl Sims' formulation, the parameters of one run: feed rate F, kill rate k,
 * the diffusion rates of u and v, and the time step. One step of every cell is
 *
 * <pre>
 *   u' = u + dt * (Du * lap(u) - u*v*v + F * (1 - u))
 *   v' = v + dt * (Dv * lap(v) + u*v*v - (F + k) * v)
 * </pre>
 *
 * with {@code lap} the 3 x 3 stencil of weight -1 at the centre, 0.2 at the four edge neighbours and
 * 0.05 at the four corners. The values are f32, as the kernels get them in their uniform.
 */
public record GrayScott(float feed, float kill, float diffusionU, float diffusionV, float dt) {

    public GrayScott {
        feed = exactly(feed);
        kill = exactly(kill);
        diffusionU = exactly(diffusionU);
        diffusionV = exactly(diffusionV);
        dt = exactly(dt);
    }

    /** The contract's defaults: F 0.055, k 0.062, Du 1, Dv 0.5, dt 1 (Karl Sims' coral growth). */
    public static final GrayScott DEFAULT = new GrayScott(0.055f, 0.062f, 1.0f, 0.5f, 1.0f);
    /** The stencil's weight of an edge neighbour. */
    public static final float EDGE = 0.2f;
    /** The stencil's weight of a corner neighbour. */
    public static final float CORNER = 0.05f;

    /** How much the 3 x 3 Laplacian shrinks its fastest mode, the checkerboard: its eigenvalue there is -1.6. */
    public static final double CHECKERBOARD = 1.6;
    /** The explicit step keeps a mode that decays at rate r bounded while dt r is at most 2. */
    public static final double STABLE_UP_TO = 2;

    /** dt (1.6 Du + F): the decay of u's checkerboard over one step at u = 1, v = 0 (stable up to 2). */
    public double uStepFactor() {
        return (double) dt * (CHECKERBOARD * diffusionU + feed);
    }

    /** dt (1.6 Dv + F + k): the decay of v's checkerboard over one step at u = 1, v = 0 (stable up to 2). */
    public double vStepFactor() {
        return (double) dt * (CHECKERBOARD * diffusionV + feed + kill);
    }

    /** F + k in f32, the removal rate of v, as every kernel computes it once. */
    public float removal() {
        return exactly(feed + kill);
    }

    /**
     * The value rounded to f32. A no-op on the JVM; in the compiled script a float is a double that casts
     * do not round, so parameters read from text (0.0545) would differ from the f32 the GPU gets
     * (0.054499998...) and from the same constant in the code.
     */
    public static float exactly(float value) {
        return Float.intBitsToFloat(Float.floatToIntBits(value));
    }

    /** The same model with another feed and kill rate (a preset, a click on the map). */
    public GrayScott withFeedKill(float newFeed, float newKill) {
        return new GrayScott(newFeed, newKill, diffusionU, diffusionV, dt);
    }
}
