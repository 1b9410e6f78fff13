package computelab.scan;

import computelab.data.ContractInputs;
import computelab.data.ElementType;

/**
 * The contract's deterministic inputs (see {@link ContractInputs}) for any slice of an array, so pages
 * and benchmarks can fill and verify arrays of hundreds of millions of elements chunk by chunk
 * instead of holding them whole.
 */
public final class ScanInputs {
    /** Elements per chunk when filling or verifying large arrays: 4 MiB of words. */
    public static final int CHUNK = 1 << 20;

    private ScanInputs() {
    }

    /** Elements start..start+count-1 of {@code ContractInputs.integers(type, n, seed, bits)}. */
    public static int[] integers(ElementType type, int seed, int bits, long start, int count) {
        int mask = bits == 32 ? -1 : (1 << bits) - 1;
        int offset = type == ElementType.I32 ? (int) (1L << (bits - 1)) : 0;
        int base = ContractInputs.mix32(seed);
        int first = (int) start;
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = (ContractInputs.mix32(first + i + base) & mask) - offset;
        }
        return values;
    }

    /** Elements start..start+count-1 of {@code ContractInputs.floats(n, seed)}. */
    public static float[] floats(int seed, long start, int count) {
        int base = ContractInputs.mix32(seed);
        int first = (int) start;
        float[] values = new float[count];
        for (int i = 0; i < count; i++) {
            values[i] = (ContractInputs.mix32(first + i + base) & 0xFFFFFF) / 16777216f - 0.5f;
        }
        return values;
    }
}
