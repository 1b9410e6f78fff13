package computelab.gpu;

import java.util.List;
import java.util.function.Consumer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * What one run of an algorithm encodes, the shape every workload shares: compute passes in order, each
 * a list of dispatches; a dispatch names its kernel, its grid, the words of its parameter uniform
 * (bound at binding 0; null for none) and its storage bindings. Commands that must come before every
 * run (clearing state) go in {@code beforeEachRun}. {@link PreparedPlan} makes the GPU objects once.
 */
public record Plan(String algorithm, List<Pass> passes, Consumer<GPUCommandEncoder> beforeEachRun) {
    /** The binding of every dispatch's parameter uniform. */
    public static final int PARAMS_BINDING = 0;

    public Plan {
        passes = List.copyOf(passes);
    }

    public static Plan of(String algorithm, List<Pass> passes) {
        return new Plan(algorithm, passes, encoder -> { });
    }

    /** One dispatch: a kernel over a grid, its parameters (u32 words, or null) and storage bindings. */
    public record Dispatch(Kernel kernel, DispatchGrid grid, int[] params, List<Bound> bindings) {
        public Dispatch {
            bindings = List.copyOf(bindings);
        }
    }

    /** One compute pass (timed as one span) of one or more dispatches. */
    public record Pass(String label, List<Dispatch> dispatches) {
        public Pass {
            dispatches = List.copyOf(dispatches);
        }

        public static Pass of(String label, Dispatch dispatch) {
            return new Pass(label, List.of(dispatch));
        }
    }
}
