package computelab.sort;

import computelab.data.ElementType;
import java.util.Arrays;

/**
 * The CPU reference of the sort: the stable order of the keys as the permutation of their indices,
 * from a least-significant-digit counting sort over bytes of {@link KeyOrder#ordered} keys (ints only:
 * a Java long is slow in the browser). Sorted keys are {@code keys[order[i]]}, sorted values
 * {@code order[i]}. Pure logic, tested on the JVM against a comparison sort.
 */
public final class CpuSort {
    private CpuSort() {
    }

    /** The indices of {@code keys} in stable ascending order of their type. */
    public static int[] order(int[] keys, ElementType type) {
        int n = keys.length;
        int[] ordered = new int[n];
        for (int i = 0; i < n; i++) {
            ordered[i] = KeyOrder.ordered(keys[i], type);
        }
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        int[] next = new int[n];
        int[] starts = new int[257];
        for (int shift = 0; shift < 32; shift += 8) {
            Arrays.fill(starts, 0);
            for (int i = 0; i < n; i++) {
                starts[((ordered[i] >>> shift) & 0xFF) + 1]++;
            }
            for (int d = 0; d < 256; d++) {
                starts[d + 1] += starts[d];
            }
            for (int i = 0; i < n; i++) {
                int index = order[i];
                next[starts[(ordered[index] >>> shift) & 0xFF]++] = index;
            }
            int[] swap = order;
            order = next;
            next = swap;
        }
        return order;
    }
}
