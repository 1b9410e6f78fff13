package computelab.lab;

import computelab.gpu.KernelEdit;
import computelab.gpu.ShaderParts;

/**
 * A guided edit of a workload's kernel ("Try this", docs/page-contract.md, "Edited kernels"): the tutorial's
 * change, written as a search and replace on the shipped module (so it follows the kernel when the kernel
 * changes, and a test fails when the search text no longer occurs), the page's parameters it runs with,
 * what to expect and why, and the outcome its end-to-end test asserts.
 *
 * @param title one line naming the change
 * @param module the module it edits, as {@link ShaderParts#moduleName} names it
 * @param query the page's parameters for it (the algorithm that runs the module, a size, a mode)
 * @param search text of the shipped module, found exactly once
 * @param replace what takes its place
 * @param outcome what the run shows
 * @param expect what to expect and why, for the person
 */
public record KernelTry(String title, String module, String query, String search, String replace, Outcome outcome,
        String expect) {

    /** What a run of the edit shows, as its end-to-end test asserts it. */
    public enum Outcome {
        /** The check passes (Life: the same board as the shipped kernel's); the timing is what changes. */
        STILL_CORRECT,
        /** The check fails: {@code ok} is false, with the page's mismatch fields (Life: another board). */
        WRONG,
        /** The simulation blows up: {@code ok} is false and the result says the fields became NaN or infinite. */
        DIVERGES
    }

    /** The shipped module with the change made; IllegalStateException where the search text is not there once. */
    public KernelEdit edit() {
        String shipped = shippedSource(module);
        int at = shipped.indexOf(search);
        if (at < 0 || shipped.indexOf(search, at + 1) >= 0) {
            throw new IllegalStateException("\"" + title + "\" looks for text that " + module + " has "
                    + (at < 0 ? "no longer" : "more than once") + ": " + search);
        }
        return new KernelEdit(module, shipped.substring(0, at) + replace + shipped.substring(at + search.length()));
    }

    /** The text the lab compiles for a module of that name (its parts spliced in). */
    public static String shippedSource(String module) {
        for (ShaderParts.Module shipped : ShaderParts.modules()) {
            if (shipped.name().equals(module)) {
                return shipped.source();
            }
        }
        throw new IllegalArgumentException("The lab compiles no module " + module + ".");
    }
}
