package computelab.lab.rd;

import computelab.lab.KernelTry;
import computelab.lab.KernelTry.Outcome;
import java.util.List;

/** The reaction-diffusion page's guided edits ("Try this"), on the tutorial's one-step-per-pass kernel. */
public final class RdTries {
    private static final String STEP = "u_next[row + x] = u + grid.dt * du;\n    v_next[row + x] = v + grid.dt * dv;";

    public static final List<KernelTry> ALL = List.of(
            new KernelTry("A time step past stability", "rd/tutorial.wgsl", "algo=tutorial&w=64&h=64&steps=200", STEP,
                    "u_next[row + x] = u + 5.0 * grid.dt * du;\n    v_next[row + x] = v + 5.0 * grid.dt * dv;",
                    Outcome.DIVERGES,
                    "Diverges: the kernel now steps five times dt. An explicit step is stable only while dt x (1.6 Du"
                            + " + F) stays at most 2; at 5 it is 8, each step overshoots further than the one before,"
                            + " and within a few steps the fields are NaN or infinite. The check stops the run and"
                            + " says at which step."),
            new KernelTry("Diffusion at half the rate", "rd/tutorial.wgsl", "algo=tutorial&w=64&h=64&steps=200",
                    "let du = grid.diffusion_u * lap.x", "let du = 0.5 * grid.diffusion_u * lap.x",
                    Outcome.WRONG,
                    "Wrong, though it still looks alive: u spreads at half its rate, so the spots grow another way,"
                            + " and the check against the CPU's steps finds the fields apart (maxAbsErr) far past"
                            + " its tolerance."));

    private RdTries() {
    }
}
