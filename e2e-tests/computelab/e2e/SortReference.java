package computelab.e2e;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The end-to-end tests' own CPU sort, written apart from the application's: keys from the contract
 * generator, a stable comparison sort of their indices (Integer.compareUnsigned for u32,
 * Integer.compare for i32, Float.compare for f32), the contract checksums of the sorted keys and of the
 * indices that travel with them.
 */
final class SortReference {
    private SortReference() {
    }

    /** The contract's keys as 32-bit patterns. */
    static int[] keys(String type, int n, int seed, int bits) {
        if (type.equals("f32")) {
            float[] floats = ContractInputs.floats(n, seed);
            int[] words = new int[n];
            for (int i = 0; i < n; i++) {
                words[i] = Float.floatToRawIntBits(floats[i]);
            }
            return words;
        }
        return ContractInputs.integers(ElementType.parse(type), n, seed, bits);
    }

    /** The indices of the keys in stable ascending order (java.util's object sort is stable). */
    static int[] order(String type, int[] keys) {
        Comparator<Integer> byKey = switch (type) {
            case "u32" -> (a, b) -> Integer.compareUnsigned(keys[a], keys[b]);
            case "i32" -> (a, b) -> Integer.compare(keys[a], keys[b]);
            default -> (a, b) -> Float.compare(Float.intBitsToFloat(keys[a]), Float.intBitsToFloat(keys[b]));
        };
        Integer[] order = new Integer[keys.length];
        for (int i = 0; i < keys.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, byKey);
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /** {checksum of the sorted keys, checksum of their indices}, as the contract writes them. */
    static String[] checksums(String type, int n, int seed, int bits) {
        int[] keys = keys(type, n, seed, bits);
        int[] order = order(type, keys);
        int[] sorted = new int[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = keys[order[i]];
        }
        return new String[] { Long.toString(ContractInputs.checksum(sorted)),
            Long.toString(ContractInputs.checksum(order)) };
    }
}
