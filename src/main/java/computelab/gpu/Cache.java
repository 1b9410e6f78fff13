package computelab.gpu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Things made on a device and reused from one run to the next, by key (a page's facades by algorithm
 * and tuning, its buffers by size), closed together when the cache is: keep one with {@link Gpu#keep},
 * and it goes with its device.
 *
 * @param <T> what it keeps
 */
public final class Cache<T extends AutoCloseable> implements AutoCloseable {
    private final Map<String, T> entries = new LinkedHashMap<>();

    /** The entry under {@code key}, made by {@code make} on first use. */
    public T get(String key, Supplier<T> make) {
        T entry = entries.get(key);
        if (entry == null) {
            entry = make.get();
            entries.put(key, entry);
        }
        return entry;
    }

    /**
     * The entry under {@code key}, every other entry closed first: for large buffers, of which one size
     * at a time is kept, and the old ones must go before new ones are made.
     */
    public T only(String key, Supplier<T> make) {
        if (!entries.containsKey(key)) {
            close();
        }
        return get(key, make);
    }

    @Override
    public void close() {
        List<T> all = new ArrayList<>(entries.values());
        entries.clear();
        for (T entry : all) {
            try {
                entry.close();
            } catch (Exception failure) {
                throw new IllegalStateException(failure);
            }
        }
    }
}
