package computelab.gpu;

import java.util.function.BiConsumer;

/**
 * Two values used in turn on the CPU, the way a {@link SteppedState} uses its two states on the GPU: each
 * step writes the other one from the current one, so a run of many steps makes no new value (a fresh
 * multi-megabyte array per step costs more than the step). The CPU references advance this way.
 */
public final class InTurn {
    private InTurn() {
    }

    /**
     * The value after {@code steps} steps from {@code start}, {@code spare} (of the same size) taking every
     * other step; {@code step} writes its second argument from its first. Either argument may be returned.
     */
    public static <T> T run(T start, T spare, long steps, BiConsumer<T, T> step) {
        T current = start;
        T next = spare;
        for (long s = 0; s < steps; s++) {
            step.accept(current, next);
            T done = next;
            next = current;
            current = done;
        }
        return current;
    }
}
