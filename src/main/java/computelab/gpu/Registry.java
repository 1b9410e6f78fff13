package computelab.gpu;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;

/**
 * A workload's algorithms in one ordered list, the only place an algorithm is registered: the pages'
 * choices, the bench's algorithms, the WGSL the site publishes and docs/algorithms.md all come from it.
 */
public final class Registry<A extends Algorithm> {
    private final String workload;
    private final List<A> algorithms;

    private Registry(String workload, List<A> algorithms) {
        this.workload = workload;
        this.algorithms = List.copyOf(algorithms);
    }

    /** The algorithms of {@code workload} (e.g. "scan"), in the order pages and the bench list them. */
    @SafeVarargs
    public static <A extends Algorithm> Registry<A> of(String workload, A... algorithms) {
        return new Registry<>(workload, List.of(algorithms));
    }

    public String workload() {
        return workload;
    }

    public List<A> all() {
        return algorithms;
    }

    public List<String> names() {
        List<String> names = new ArrayList<>();
        for (A algorithm : algorithms) {
            names.add(algorithm.name());
        }
        return names;
    }

    /** The algorithm of that name; a LabException listing the choices if there is none. */
    public A named(String name) {
        for (A algorithm : algorithms) {
            if (algorithm.name().equals(name)) {
                return algorithm;
            }
        }
        throw new LabException("Unknown algo \"" + LabException.quotable(name) + "\": choose "
                + String.join(", ", names()) + ".");
    }
}
