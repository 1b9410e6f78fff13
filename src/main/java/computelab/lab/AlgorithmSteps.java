package computelab.lab;

import java.util.ArrayList;
import java.util.List;

/**
 * How an algorithm works, step by step, on the first few values of a page's own run: the arrays a
 * scan or a reduction passes through, as its kernels would compute them with one tiny workgroup, for
 * the page to draw. Pure arithmetic (u32-style wrapping sums of the shown values), so a unit test can
 * check that every trace ends in the right answer.
 */
public final class AlgorithmSteps {
    /** Values a trace works on: enough for three levels of a tree, few enough to read. */
    public static final int WIDTH = 8;
    /** The tile of the tile-based scans in a trace: two tiles of four. */
    static final int TILE = 4;

    private AlgorithmSteps() {
    }

    /** One step: what it does, the array after it, and which cells it changed. */
    public record Step(String what, long[] values, boolean[] changed) {
    }

    /** The steps of a scan algorithm over {@code values} (at most {@link #WIDTH} are used). */
    public static List<Step> scan(String algorithm, long[] values, boolean inclusive) {
        long[] a = first(values);
        List<Step> steps = new ArrayList<>();
        steps.add(new Step("input", a.clone(), new boolean[a.length]));
        switch (algorithm) {
            case "blelloch" -> blelloch(a, inclusive, steps);
            case "reduce-then-scan" -> reduceThenScan(a, inclusive, steps);
            case "decoupled-lookback" -> lookBack(a, inclusive, steps);
            default -> throw new IllegalArgumentException("No steps for the scan " + algorithm);
        }
        return steps;
    }

    /** The steps of a reduction version over {@code values}: each tree level as the version pairs values. */
    public static List<Step> reduce(String algorithm, long[] values) {
        long[] a = first(values);
        List<Step> steps = new ArrayList<>();
        steps.add(new Step("input", a.clone(), new boolean[a.length]));
        boolean sequential = !algorithm.startsWith("v1") && !algorithm.startsWith("v2");
        if (algorithm.equals("fast")) {
            // Each thread first sums its strided share (here: elements i and i + 4), then the tree.
            int half = a.length / 2;
            boolean[] changed = new boolean[a.length];
            for (int i = 0; i < half; i++) {
                a[i] = a[i] + a[i + half];
                changed[i] = true;
            }
            steps.add(new Step("each thread sums its grid-stride share", a.clone(), changed));
            treeSteps(a, half, true, steps);
            return steps;
        }
        treeSteps(a, a.length, sequential, steps);
        return steps;
    }

    /** Tree levels over a[0..count): interleaved (i, i + s with i % 2s == 0) or sequential (i, i + half). */
    private static void treeSteps(long[] a, int count, boolean sequential, List<Step> steps) {
        if (sequential) {
            for (int half = count / 2; half > 0; half /= 2) {
                boolean[] changed = new boolean[a.length];
                for (int i = 0; i < half; i++) {
                    a[i] += a[i + half];
                    changed[i] = true;
                }
                String threads = half == 1 ? "thread 0 adds" : "threads 0.." + (half - 1) + " add";
                steps.add(new Step(threads + " the element " + half + (half == 1 ? " place on" : " places on"),
                        a.clone(), changed));
            }
            return;
        }
        for (int s = 1; s < count; s *= 2) {
            boolean[] changed = new boolean[a.length];
            for (int i = 0; i + s < count; i += 2 * s) {
                a[i] += a[i + s];
                changed[i] = true;
            }
            steps.add(new Step("every " + (2 * s) + "th thread adds the element " + s + " places on", a.clone(),
                    changed));
        }
    }

    private static void blelloch(long[] a, boolean inclusive, List<Step> steps) {
        long[] input = a.clone();
        int n = a.length;
        for (int d = 1; d < n; d *= 2) {
            boolean[] changed = new boolean[n];
            for (int i = 2 * d - 1; i < n; i += 2 * d) {
                a[i] += a[i - d];
                changed[i] = true;
            }
            steps.add(new Step("up-sweep: pairs " + d + " apart add into the right one", a.clone(), changed));
        }
        boolean[] root = new boolean[n];
        root[n - 1] = true;
        a[n - 1] = 0;
        steps.add(new Step("the root (the total) is replaced by 0", a.clone(), root));
        for (int d = n / 2; d >= 1; d /= 2) {
            boolean[] changed = new boolean[n];
            for (int i = 2 * d - 1; i < n; i += 2 * d) {
                long left = a[i - d];
                a[i - d] = a[i];
                a[i] += left;
                changed[i] = true;
                changed[i - d] = true;
            }
            steps.add(new Step("down-sweep: each node gives its value left and adds the left one", a.clone(), changed));
        }
        finish(a, input, inclusive, steps);
    }

    private static void reduceThenScan(long[] a, boolean inclusive, List<Step> steps) {
        long[] input = a.clone();
        int tiles = a.length / TILE;
        long[] sums = new long[a.length];
        boolean[] marked = new boolean[a.length];
        for (int t = 0; t < tiles; t++) {
            for (int i = 0; i < TILE; i++) {
                sums[t * TILE + TILE - 1] += a[t * TILE + i];
            }
            marked[t * TILE + TILE - 1] = true;
        }
        steps.add(new Step("pass 1: each tile's sum (shown at its last element)", sums.clone(), marked));
        long offset = 0;
        long[] offsets = new long[a.length];
        boolean[] first = new boolean[a.length];
        for (int t = 0; t < tiles; t++) {
            offsets[t * TILE] = offset;
            first[t * TILE] = true;
            offset += sums[t * TILE + TILE - 1];
        }
        steps.add(new Step("pass 2: one workgroup scans the tile sums: each tile's offset", offsets.clone(), first));
        tileScans(a, offsets, input, inclusive, "pass 3: each tile scanned from its offset", steps);
    }

    private static void lookBack(long[] a, boolean inclusive, List<Step> steps) {
        long[] input = a.clone();
        int tiles = a.length / TILE;
        long[] state = new long[a.length];
        boolean[] marked = new boolean[a.length];
        for (int t = 0; t < tiles; t++) {
            for (int i = 0; i < TILE; i++) {
                state[t * TILE + TILE - 1] += a[t * TILE + i];
            }
            marked[t * TILE + TILE - 1] = true;
        }
        steps.add(new Step("each tile publishes its sum (its aggregate)", state.clone(), marked));
        long[] offsets = new long[a.length];
        boolean[] first = new boolean[a.length];
        long prefix = 0;
        for (int t = 0; t < tiles; t++) {
            offsets[t * TILE] = prefix;
            first[t * TILE] = true;
            prefix += state[t * TILE + TILE - 1];
        }
        steps.add(new Step("each tile looks back over the published sums before it: its prefix", offsets.clone(),
                first));
        tileScans(a, offsets, input, inclusive, "each tile scans itself from its prefix, in the same pass", steps);
    }

    private static void tileScans(long[] a, long[] offsets, long[] input, boolean inclusive, String what,
            List<Step> steps) {
        boolean[] all = new boolean[a.length];
        for (int t = 0; t < a.length / TILE; t++) {
            long running = offsets[t * TILE];
            for (int i = t * TILE; i < t * TILE + TILE; i++) {
                a[i] = inclusive ? running + input[i] : running;
                running += input[i];
                all[i] = true;
            }
        }
        steps.add(new Step(what, a.clone(), all));
    }

    /** Blelloch's tree gives the exclusive scan; the inclusive one adds each element back. */
    private static void finish(long[] a, long[] input, boolean inclusive, List<Step> steps) {
        if (!inclusive) {
            return;
        }
        boolean[] all = new boolean[a.length];
        for (int i = 0; i < a.length; i++) {
            a[i] += input[i];
            all[i] = true;
        }
        steps.add(new Step("inclusive: each element adds itself", a.clone(), all));
    }

    /** The first WIDTH values, padded with zeros (the identity of a sum) to a full tree. */
    private static long[] first(long[] values) {
        long[] a = new long[WIDTH];
        System.arraycopy(values, 0, a, 0, Math.min(WIDTH, values.length));
        return a;
    }
}
