package computelab.lab;

import computelab.failure.LabException;
import computelab.rd.Edges;
import computelab.rd.GrayScott;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import computelab.rd.RdEngines;
import java.util.List;

/**
 * The reaction-diffusion page's parameters (docs/page-contract.md, reaction-diffusion.html), read and
 * checked without a GPU: grid size, the model's F, k, Du, Dv and dt, steps, the initial state, edges,
 * engine and precision, repetitions, verification and drawing. The one place these parameters are
 * declared (names, defaults, ranges); every mistake becomes one {@link LabException} sentence.
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
    public static final int DEFAULT_REPS = 10;
    public static final int MAX_REPS = 10_000;
    /** Most cell updates (cells times steps) the CPU reference runs, a few seconds in a browser. */
    public static final long MAX_VERIFY_UPDATES = 1L << 28;
    /** Largest grid the CPU reference checks (its fields and the readback in memory at once). */
    public static final long MAX_VERIFY_CELLS = 1L << 24;
    /**
     * The largest dt times diffusion rate whose explicit step does not blow up: the 3 x 3 Laplacian's most
     * negative eigenvalue is -1.6 (the checkerboard), and |1 - 1.6 dt D| <= 1 needs dt D <= 1.25.
     */
    public static final double MAX_DIFFUSION_STEP = 1.25;

    /** Every parameter of the page besides run, with its default, in form order. */
    public static List<Field> fields() {
        GrayScott d = GrayScott.DEFAULT;
        return List.of(
                Field.text("w", "Width", Integer.toString(DEFAULT_SIDE), "cells per row"),
                Field.text("h", "Height", Integer.toString(DEFAULT_SIDE), "rows"),
                Field.text("F", "F (feed)", text(d.feed()), "feed rate of u, 0..1"),
                Field.text("k", "k (kill)", text(d.kill()), "removal rate of v beyond F, 0..1"),
                Field.text("Du", "Du", text(d.diffusionU()), "diffusion rate of u"),
                Field.text("Dv", "Dv", text(d.diffusionV()), "diffusion rate of v"),
                Field.text("dt", "dt", text(d.dt()), "time step (dt times Du and Dv at most 1.25)"),
                Field.text("steps", "Steps", "0", "steps to advance (0 shows the initial state)"),
                Field.choice("init", "Start", InitialState.CENTER.id(), List.of("center", "random"),
                        "center: one square of seeds; random: seeds by density and seed"),
                Field.text("density", "Density", "", "random start: share of seed cells, 0..1 (default 0.05)"),
                Field.text("seed", "Seed", "", "random start: seed (default 1)"),
                Field.choice("wrap", "Wrap", "1", List.of("1", "0"), "1 = torus, 0 = zero flux at the edges"),
                Field.choice("algo", "Engine", RdEngines.DEFAULT, RdEngines.NAMES, "GPU engine"),
                Field.choice("precision", "Precision", "f32", List.of("f32", "f16"),
                        "how the fields are stored between steps (f16 needs shader-f16)"),
                Field.text("reps", "Repetitions", Integer.toString(DEFAULT_REPS), "timed repetitions of a step"),
                Field.choice("verify", "Verify", "1", List.of("1", "0"),
                        "1 = compare with the CPU reference (default where it takes a few seconds)"),
                Field.choice("render", "Draw", "1", List.of("1", "0"), "1 = draw the fields, 0 = don't"));
    }

    public static RdRequest parse(Params params) {
        int width = (int) params.integer("w", DEFAULT_SIDE, 1, MAX_SIDE);
        int height = (int) params.integer("h", DEFAULT_SIDE, 1, MAX_SIDE);
        GrayScott d = GrayScott.DEFAULT;
        GrayScott model = new GrayScott((float) params.number("F", d.feed(), 0, 1),
                (float) params.number("k", d.kill(), 0, 1), (float) params.number("Du", d.diffusionU(), 0, 10),
                (float) params.number("Dv", d.diffusionV(), 0, 10), (float) params.number("dt", d.dt(), 0, 10));
        double fastest = model.dt() * Math.max(model.diffusionU(), model.diffusionV());
        if (fastest > MAX_DIFFUSION_STEP) {
            throw new LabException("dt times the larger diffusion rate is " + text((float) fastest) + ", more than "
                    + MAX_DIFFUSION_STEP + ": the explicit step would blow up; take a smaller dt.");
        }
        long steps = params.integer("steps", 0, 0, MAX_STEPS);
        InitialState init = InitialState.parse(params.text("init", InitialState.CENTER.id()).trim());
        if (init == InitialState.CENTER) {
            for (String name : List.of("density", "seed")) {
                if (given(params, name)) {
                    throw new LabException("The parameter " + name + " applies to init=random, not to the centre square.");
                }
            }
        }
        double density = given(params, "density")
                ? params.number("density", InitialState.DEFAULT_DENSITY, 0, 1) : InitialState.DEFAULT_DENSITY;
        int seed = given(params, "seed") ? (int) params.integer("seed", 1, 0, 0xFFFFFFFFL) : 1;
        Edges edges = Edges.of(params.flag("wrap", true));
        String algorithm = params.choice("algo", RdEngines.DEFAULT, RdEngines.NAMES);
        Precision precision = Precision.parse(params.text("precision", Precision.F32.id()).trim());
        // Whether this device has shader-f16 is the experiment's question; here only the engine's own answer.
        String refusal = RdEngines.refusal(algorithm, precision, true);
        if (refusal != null) {
            throw new LabException(refusal);
        }
        int reps = (int) params.integer("reps", DEFAULT_REPS, 1, MAX_REPS);
        double updates = (double) width * height * Math.max(1, steps);
        boolean checkable = (double) width * height <= MAX_VERIFY_CELLS && updates <= MAX_VERIFY_UPDATES;
        boolean verify = params.flag("verify", checkable);
        if (verify && !checkable) {
            throw new LabException("verify=1 runs the CPU reference on at most " + MAX_VERIFY_CELLS + " cells and "
                    + MAX_VERIFY_UPDATES + " cell updates (cells times steps); this run has " + (long) updates
                    + ": ask for fewer steps, a smaller grid, or verify=0.");
        }
        boolean render = params.flag("render", true);
        return new RdRequest(width, height, model, steps, init, density, seed, edges, algorithm, precision, reps,
                verify, render);
    }

    /** Present with a value; an empty field counts as not given. */
    private static boolean given(Params params, String name) {
        return params.has(name) && !params.text(name, "").trim().isEmpty();
    }

    /** An f32 parameter as a person wrote it: the shortest decimal that reads back as the same f32. */
    static String text(float value) {
        return Float.toString(value);
    }

    public long cells() {
        return (long) width * height;
    }

    /** The URL query that runs this request again (the share link): every parameter, defaults left out. */
    public String query() {
        GrayScott d = GrayScott.DEFAULT;
        StringBuilder query = new StringBuilder();
        append(query, "w", width, DEFAULT_SIDE);
        append(query, "h", height, DEFAULT_SIDE);
        append(query, "F", text(model.feed()), text(d.feed()));
        append(query, "k", text(model.kill()), text(d.kill()));
        append(query, "Du", text(model.diffusionU()), text(d.diffusionU()));
        append(query, "Dv", text(model.diffusionV()), text(d.diffusionV()));
        append(query, "dt", text(model.dt()), text(d.dt()));
        append(query, "steps", steps, 0);
        append(query, "init", init.id(), InitialState.CENTER.id());
        if (init == InitialState.RANDOM) {
            append(query, "density", Double.toString(density), Double.toString(InitialState.DEFAULT_DENSITY));
            append(query, "seed", Integer.toUnsignedString(seed), "1");
        }
        append(query, "wrap", edges.wrap(), 1);
        append(query, "algo", algorithm, RdEngines.DEFAULT);
        append(query, "precision", precision.id(), Precision.F32.id());
        return query.toString();
    }

    private static void append(StringBuilder query, String name, Object value, Object fallback) {
        if (!String.valueOf(value).equals(String.valueOf(fallback))) {
            query.append(query.length() == 0 ? "" : "&").append(name).append('=').append(value);
        }
    }
}
