package computelab.lab.rd;

import computelab.lab.BadParameter;
import computelab.lab.ContractParams;
import computelab.lab.Numbers;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.rd.Edges;
import computelab.rd.GrayScott;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import computelab.rd.RdEngines;
import computelab.data.FloatText;
import java.util.List;

/**
 * The reaction-diffusion page's parameters (docs/page-contract.md, reaction-diffusion.html), declared once
 * in {@link #PARAMS} and read into a checked run without a GPU: grid size, the model's F, k, Du, Dv and
 * dt, steps, the initial state, edges, engine and precision, repetitions, verification and drawing. Every
 * mistake becomes one {@link BadParameter} sentence naming its field.
 *
 * @param verify whether the CPU reference checks the run: given as 1 or 0, or by default where its work
 *               (cells times steps) is at most {@link #MAX_VERIFY_UPDATES}
 */
public record RdRequest(int width, int height, GrayScott model, long steps, InitialState init, double density,
        int seed, Edges edges, String algorithm, Precision precision, int reps, boolean verify, boolean render) {

    public static final int DEFAULT_SIDE = 256;
    /** Largest width or height accepted before the device's own limits are checked. */
    public static final int MAX_SIDE = 1 << 20;
    public static final long MAX_STEPS = 100_000_000;
    /** Most cell updates (cells times steps) the CPU reference runs, a few seconds in a browser. */
    public static final long MAX_VERIFY_UPDATES = 1L << 28;
    /** Largest grid the CPU reference checks (its fields and the readback in memory at once). */
    public static final long MAX_VERIFY_CELLS = 1L << 24;
    /**
     * The largest dt times diffusion rate whose explicit step does not blow up: the 3 x 3 Laplacian's most
     * negative eigenvalue is -1.6 (the checkerboard), and |1 - 1.6 dt D| <= 1 needs dt D <= 1.25.
     */
    public static final double MAX_DIFFUSION_STEP = 1.25;

    public static final Param<Long> W = Param.whole("w", "Width", 1, MAX_SIDE, (long) DEFAULT_SIDE).help("cells per row");
    public static final Param<Long> H = Param.whole("h", "Height", 1, MAX_SIDE, (long) DEFAULT_SIDE).help("rows");
    public static final Param<Double> F = Param.number("F", "F (feed)", 0, 1, decimal(GrayScott.DEFAULT.feed()))
            .help("feed rate of u");
    public static final Param<Double> K = Param.number("k", "k (kill)", 0, 1, decimal(GrayScott.DEFAULT.kill()))
            .help("removal rate of v beyond F");
    public static final Param<Double> DU = Param.number("Du", "Du", 0, 10, decimal(GrayScott.DEFAULT.diffusionU()))
            .help("diffusion rate of u");
    public static final Param<Double> DV = Param.number("Dv", "Dv", 0, 10, decimal(GrayScott.DEFAULT.diffusionV()))
            .help("diffusion rate of v");
    public static final Param<Double> DT = Param.number("dt", "dt", 0, 10, decimal(GrayScott.DEFAULT.dt()))
            .help("time step (dt times Du and Dv at most 1.25)");
    public static final Param<Long> STEPS = Param.whole("steps", "Steps", 0, MAX_STEPS, 0L)
            .help("steps to advance (0 shows the initial state)");
    public static final Param<InitialState> INIT = Param.menu("init", "Start", List.of(InitialState.values()),
            InitialState::id, InitialState.CENTER).help("center: one square of seeds; random: seeds by density and seed");
    public static final Param<Double> DENSITY = Param.number("density", "Density", 0, 1, null)
            .help("random start: share of seed cells, 0..1 (default " + InitialState.DEFAULT_DENSITY + ")");
    public static final Param<Long> SEED = Param.whole("seed", "Seed", 0, 0xFFFFFFFFL, null)
            .help("random start: seed (default 1)");
    public static final Param<Boolean> WRAP = Param.flag("wrap", "Wrap", true).help("1 = torus, 0 = zero flux at the edges");
    public static final Param<String> ALGO = Param.choice("algo", "Engine", RdEngines.NAMES, RdEngines.DEFAULT)
            .help("GPU engine");
    public static final Param<Precision> PRECISION = Param.menu("precision", "Precision", List.of(Precision.values()),
            Precision::id, Precision.F32).help("how the fields are stored between steps (f16 needs shader-f16)");
    public static final Param<Boolean> VERIFY = Param.flag("verify", "Verify", true)
            .help("1 = compare with the CPU reference (by default where it takes a few seconds)");
    public static final Param<Boolean> RENDER = Param.flag("render", "Draw", true).help("1 = draw the fields, 0 = don't");
    /** The reaction-diffusion page's parameters (docs/page-contract.md, reaction-diffusion.html). */
    public static final ParamTable PARAMS = ParamTable.of(List.of(W, H, F, K, DU, DV, DT, STEPS, INIT, DENSITY, SEED,
            WRAP, ALGO, PRECISION, ContractParams.REPS, VERIFY, RENDER));
    /** What the fields are built from: a change builds them anew, at step 0. */
    public static final List<Param<?>> GRID = List.of(W, H, INIT, DENSITY, SEED, ALGO, PRECISION);
    /** What every step computes, its rates and its edges: a change keeps the fields as they are. */
    public static final List<Param<?>> MODEL = List.of(F, K, DU, DV, DT, WRAP);
    /** What a run does with the grid (a share link keeps only its steps). */
    public static final List<Param<?>> RUN = List.of(STEPS, ContractParams.REPS, VERIFY, RENDER);

    /** The run a request of the page's table describes, after the checks across its parameters. */
    public static RdRequest of(Request request) {
        int width = request.get(W).intValue();
        int height = request.get(H).intValue();
        GrayScott model = new GrayScott(request.get(F).floatValue(), request.get(K).floatValue(),
                request.get(DU).floatValue(), request.get(DV).floatValue(), request.get(DT).floatValue());
        double fastest = (double) model.dt() * Math.max(model.diffusionU(), model.diffusionV());
        if (fastest > MAX_DIFFUSION_STEP) {
            throw new BadParameter(DT.name(), "The time step dt times the larger diffusion rate is " + about(fastest)
                    + ", more than " + MAX_DIFFUSION_STEP + ": the explicit step would blow up; take a smaller dt.");
        }
        InitialState init = request.get(INIT);
        if (init == InitialState.CENTER) {
            for (Param<?> random : List.of(DENSITY, SEED)) {
                if (request.given(random)) {
                    throw new BadParameter(random.name(), "The parameter " + random.name() + " applies to init=random, not to the "
                            + "centre square.");
                }
            }
        }
        double density = request.get(DENSITY) != null ? request.get(DENSITY) : InitialState.DEFAULT_DENSITY;
        int seed = request.get(SEED) != null ? request.get(SEED).intValue() : 1;
        String algorithm = request.get(ALGO);
        Precision precision = request.get(PRECISION);
        // Whether this device has shader-f16 is the experiment's question; here only the engine's own answer.
        String refusal = RdEngines.refusal(algorithm, precision, true);
        if (refusal != null) {
            throw new BadParameter(request.given(ALGO) ? ALGO.name() : PRECISION.name(), refusal);
        }
        long steps = request.get(STEPS);
        double updates = (double) width * height * Math.max(1, steps);
        boolean checkable = (double) width * height <= MAX_VERIFY_CELLS && updates <= MAX_VERIFY_UPDATES;
        boolean verify = request.get(VERIFY) && (checkable || request.given(VERIFY));
        if (verify && !checkable) {
            throw new BadParameter(VERIFY.name(), "With verify=1 the page runs the CPU reference on at most " + MAX_VERIFY_CELLS
                    + " cells and " + MAX_VERIFY_UPDATES + " cell updates (cells times steps); this run has "
                    + (long) updates + ": ask for fewer steps, a smaller grid, or verify=0.");
        }
        return new RdRequest(width, height, model, steps, init, density, seed, Edges.of(request.get(WRAP)), algorithm,
                precision, request.get(ContractParams.REPS).intValue(), verify, request.get(RENDER));
    }

    /**
     * An f32 as the decimal a person writes: the shortest that reads back as the same f32 (1.3, not
     * 1.2999999523162842; 1, not 1.0).
     */
    public static double decimal(float value) {
        return Double.parseDouble(FloatText.shortest(value));
    }

    /**
     * Null where the explicit step is stable at the uniform state u = 1, v = 0 (where every start begins),
     * otherwise the sentence naming the bound the model passes: the 3 x 3 Laplacian's fastest mode, the
     * checkerboard, has the eigenvalue -{@value GrayScott#CHECKERBOARD}, so a step multiplies u's by 1 - dt
     * (1.6 Du + F) and v's by 1 - dt (1.6 Dv + F + k), which stay within -1 and 1 up to
     * {@value GrayScott#STABLE_UP_TO}.
     */
    public static String instability(GrayScott model) {
        String bound = unstableBound(model);
        if (bound == null) {
            return null;
        }
        return bound + ", more than " + Numbers.plain(GrayScott.STABLE_UP_TO) + ": the explicit step would blow up; "
                + "take a smaller dt" + (bound.contains("Dv") ? ", Dv, F or k." : ", Du or F.");
    }

    /** "dt × (1.6 Dv + F + k) is 2.6" for the first bound the model passes, or null. */
    private static String unstableBound(GrayScott model) {
        if (model.vStepFactor() > GrayScott.STABLE_UP_TO) {
            return "dt × (1.6 Dv + F + k) is " + about(model.vStepFactor());
        }
        if (model.uStepFactor() > GrayScott.STABLE_UP_TO) {
            return "dt × (1.6 Du + F) is " + about(model.uStepFactor());
        }
        return null;
    }

    /**
     * Why the fields of a run became NaN or infinite at a step ({@code where}: "at step 7"), in one sentence
     * that names the bounds of the explicit step and the values of this model.
     */
    public static String divergence(GrayScott model, String where) {
        String bound = unstableBound(model);
        String values = " (dt " + FloatText.shortest(model.dt()) + ", Du " + FloatText.shortest(model.diffusionU())
                + ", Dv " + FloatText.shortest(model.diffusionV()) + ", F " + FloatText.shortest(model.feed())
                + ", k " + FloatText.shortest(model.kill()) + ")";
        if (bound != null) {
            return "The fields became NaN or infinite " + where + ": " + bound + values + ", more than "
                    + Numbers.plain(GrayScott.STABLE_UP_TO) + ", so the explicit step blows up; take a smaller dt, F "
                    + "or k.";
        }
        return "The fields became NaN or infinite " + where + ", though dt × (1.6 Du + F) is "
                + about(model.uStepFactor()) + " and dt × (1.6 Dv + F + k) is "
                + about(model.vStepFactor()) + values + ", both at most "
                + Numbers.plain(GrayScott.STABLE_UP_TO) + ": the reaction outgrew the explicit step; take a smaller dt.";
    }

    /**
     * A value computed from f32 parameters, to three significant digits and no trailing zeros (2.6), or more
     * where three would read as the stability bound itself (2.004 is 2.004, not 2).
     */
    private static String about(double value) {
        for (int digits = 3;; digits++) {
            double shown = Double.parseDouble(Numbers.significant(value, digits));
            if (shown != GrayScott.STABLE_UP_TO || value == shown || digits == 9) {
                return Numbers.plain(shown);
            }
        }
    }

    public long cells() {
        return (long) width * height;
    }
}
