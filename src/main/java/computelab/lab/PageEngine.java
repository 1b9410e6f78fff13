package computelab.lab;

import computelab.gpu.Cache;
import computelab.gpu.Gpu;
import java.util.function.Supplier;

/**
 * The engine an interactive page's experiment runs and draws with (Life's board, reaction-diffusion's
 * fields): kept on the device between runs while its variant (engine, layout, precision) stays the same;
 * another variant closes it first, so a large grid lets go of its memory before the next one is made.
 *
 * @param <E> the workload's engine
 */
public final class PageEngine<E extends AutoCloseable> {
    private final Gpu.Key<Cache<E>> key;
    private E current;

    /** @param key where each device keeps it: one key per workload, shared by its experiments */
    public PageEngine(Gpu.Key<Cache<E>> key) {
        this.key = key;
    }

    /** The engine of {@code variant} on {@code device}, the one of the last run where it is the same. */
    public E on(Gpu device, String variant, Supplier<E> make) {
        current = device.keep(key, Cache::new).only(variant, make);
        return current;
    }

    /** The engine of the last run (it holds what that run left), or null before the first run. */
    public E current() {
        return current;
    }
}
