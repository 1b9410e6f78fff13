package computelab.data;

/**
 * The deterministic inputs every page and test agrees on (docs/page-contract.md): element i of the
 * input with seed s is derived from {@code mix32(i + mix32(s))}, shaped by the element type and bits.
 */
public final class ContractInputs {
    private ContractInputs() {
    }

    /** A 32-bit integer finalizer: all arithmetic modulo 2^32, shifts unsigned. */
    public static int mix32(int x) {
        x ^= x >>> 16;
        x *= 0x7feb352d;
        x ^= x >>> 15;
        x *= 0x846ca68b;
        x ^= x >>> 16;
        return x;
    }

    /** Integer inputs (u32 or i32) as 32-bit patterns; {@code bits} in 1..32. */
    public static int[] integers(ElementType type, int n, int seed, int bits) {
        return integers(type, seed, bits, 0, n);
    }

    /**
     * Elements start..start+count-1 of the integer input: arrays of hundreds of millions of elements are
     * made, uploaded and checked chunk by chunk instead of held whole.
     */
    public static int[] integers(ElementType type, int seed, int bits, long start, int count) {
        int mask = bits == 32 ? -1 : (1 << bits) - 1;
        int offset = type == ElementType.I32 ? (int) (1L << (bits - 1)) : 0;
        int base = mix32(seed);
        int first = (int) start;
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = (mix32(first + i + base) & mask) - offset;
        }
        return values;
    }

    /** f32 inputs in [-0.5, 0.5): 24 random bits, exactly representable. */
    public static float[] floats(int n, int seed) {
        return floats(seed, 0, n);
    }

    /** Elements start..start+count-1 of the f32 input. */
    public static float[] floats(int seed, long start, int count) {
        int base = mix32(seed);
        int first = (int) start;
        float[] values = new float[count];
        for (int i = 0; i < count; i++) {
            values[i] = (mix32(first + i + base) & 0xFFFFFF) / 16777216f - 0.5f;
        }
        return values;
    }

    /** The contract checksum of 32-bit integers: {@code c = c * 31 + v} modulo 2^32, unsigned. */
    public static long checksum(int[] values) {
        int c = 0;
        for (int v : values) {
            c = c * 31 + v;
        }
        return c & 0xFFFFFFFFL;
    }
}
