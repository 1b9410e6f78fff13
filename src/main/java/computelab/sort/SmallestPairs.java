package computelab.sort;

import computelab.data.ElementType;

/**
 * The {@code keep} first (key, index) pairs of a stable sort, picked in one pass over the input without
 * sorting it: a sorted list of at most {@code keep} pairs that a new pair enters only when it comes
 * before the last one kept. With keys in random order almost every pair is turned away by one
 * comparison; at worst (a descending input) each costs {@code keep} moves, still linear in the input.
 * Pure logic.
 */
final class SmallestPairs {
    private final ElementType type;
    private final int[] keys;
    private final int[] ordered;
    private final int[] indices;
    private int size;

    SmallestPairs(int keep, ElementType type) {
        this.type = type;
        this.keys = new int[keep];
        this.ordered = new int[keep];
        this.indices = new int[keep];
    }

    /** Offers input element {@code index}; indices must come in ascending order. */
    void offer(int key, int index) {
        int rank = KeyOrder.ordered(key, type);
        // Equal keys keep their input order: a later index never passes an equal key already kept.
        if (size == keys.length && (size == 0 || Integer.compareUnsigned(rank, ordered[size - 1]) >= 0)) {
            return;
        }
        int at = size == keys.length ? size - 1 : size++;
        while (at > 0 && Integer.compareUnsigned(rank, ordered[at - 1]) < 0) {
            keys[at] = keys[at - 1];
            ordered[at] = ordered[at - 1];
            indices[at] = indices[at - 1];
            at--;
        }
        keys[at] = key;
        ordered[at] = rank;
        indices[at] = index;
    }

    int size() {
        return size;
    }

    /** The key of the i-th pair in sorted order. */
    int key(int i) {
        return keys[i];
    }

    /** The input index of the i-th pair, the value a stable key-value sort puts there. */
    int index(int i) {
        return indices[i];
    }
}
