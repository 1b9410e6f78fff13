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
        return ContractInputs.integers(type, seed, bits, start, count);
    }

    /** Elements start..start+count-1 of {@code ContractInputs.floats(n, seed)}. */
    public static float[] floats(int seed, long start, int count) {
        return ContractInputs.floats(seed, start, count);
    }
}
