package computelab.gpu;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * What one run of an algorithm encodes, the shape every workload shares and every {@link Variant}
 * returns: compute passes in order, each a list of dispatches; a dispatch names its kernel, its grid,
 * the words of its parameter uniform (bound at binding 0; null for none) and its storage bindings.
 * Commands that must come before every run (clearing state) go in {@code beforeEachRun}. A plan may
 * hold scratch (or another prepared run) while it is prepared, released with it; it says how many
 * bytes the algorithm must move (its bandwidth bound's traffic, 0 where none is stated) and, as
 * {@code traits}, how it runs where that is worth reporting (result fields such as "access").
 * A plan sized on the host has no {@code count}; one whose element count lives on the GPU
 * ({@link #countedBy}) reads it at every run, and each dispatch's {@link Counted} says which of its
 * parameter words and whether its grid follow that count. {@link PreparedPlan} makes the GPU objects once.
 */
public record Plan(String algorithm, List<Pass> passes, Consumer<GPUCommandEncoder> beforeEachRun, List<Held> holds,
        double trafficBytes, Map<String, Object> traits, GpuCount count) {
    /** The binding of every dispatch's parameter uniform. */
    public static final int PARAMS_BINDING = 0;

    public Plan {
        passes = List.copyOf(passes);
        holds = List.copyOf(holds);
        traits = new LinkedHashMap<>(traits);
    }

    public static Plan of(String algorithm, List<Pass> passes) {
        return new Plan(algorithm, passes, encoder -> { }, List.of(), 0, Map.of(), null);
    }

    /** The same plan with commands encoded before every run. */
    public Plan beforeEachRun(Consumer<GPUCommandEncoder> commands) {
        return new Plan(algorithm, passes, commands, holds, trafficBytes, traits, count);
    }

    /** The same plan holding these while it is prepared (released when the prepared run closes). */
    public Plan holding(List<? extends Held> held) {
        return new Plan(algorithm, passes, beforeEachRun, List.copyOf(held), trafficBytes, traits, count);
    }

    /** The same plan with the bytes the algorithm must move. */
    public Plan moving(double bytes) {
        return new Plan(algorithm, passes, beforeEachRun, holds, bytes, traits, count);
    }

    /** The same plan with one more trait (a result field describing how it runs). */
    public Plan with(String trait, Object value) {
        Map<String, Object> more = new LinkedHashMap<>(traits);
        more.put(trait, value);
        return new Plan(algorithm, passes, beforeEachRun, holds, trafficBytes, more, count);
    }

    /**
     * The same plan reading its element count from the GPU at every run: the dispatches' {@link Counted} words
     * and grids follow it (a plan is made for the count's capacity first).
     */
    public Plan countedBy(GpuCount gpuCount) {
        return new Plan(algorithm, passes, beforeEachRun, holds, trafficBytes, traits, gpuCount);
    }

    /** Something a prepared plan holds on the GPU and lets go of when it closes: leased scratch, a sub-run. */
    public interface Held {
        /** Bytes of GPU memory it holds. */
        double bytes();

        void release();
    }

    /**
     * One dispatch: a kernel over a grid, its parameters (the words of the kernel's {@link UniformLayout}, or
     * null) and storage bindings.
     */
    public record Dispatch(Kernel kernel, DispatchGrid grid, int[] params, List<Bound> bindings, Counted counted) {
        public Dispatch {
            bindings = List.copyOf(bindings);
        }

        /** A dispatch sized on the host only. */
        public Dispatch(Kernel kernel, DispatchGrid grid, int[] params, List<Bound> bindings) {
            this(kernel, grid, params, bindings, null);
        }

        /** The same dispatch, following a count on the GPU as {@code how} says when its plan is counted. */
        public Dispatch following(Counted how) {
            return new Dispatch(kernel, grid, params, bindings, how);
        }
    }

    /**
     * How a dispatch follows the element count of a counted plan: its parameter words at these word indices
     * become these sizes, and, unless {@code workgroups} is null, its grid is dispatched indirectly with that
     * many workgroups (spread over 2D with at most {@code maxPerDimension} per dimension, as {@link DispatchGrid}
     * does; its host grid, planned for the capacity, is the largest it can be). Ignored in a plan sized on the
     * host.
     */
    public record Counted(Map<Integer, FromCount> words, FromCount workgroups, int maxPerDimension) {
        public Counted {
            words = new TreeMap<>(words);
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
