package computelab.life;

/**
 * The contract's integer hash (contract.md, "Deterministic inputs"). Java's int arithmetic wraps
 * modulo 2^32 and {@code >>>} is the unsigned shift, so the bit patterns equal the unsigned 32-bit
 * definition that the pages and shaders use.
 */
final class Hash {
    private Hash() {
    }

    static int mix32(int x) {
        x ^= x >>> 16;
        x *= 0x7feb352d;
        x ^= x >>> 15;
        x *= 0x846ca68b;
        x ^= x >>> 16;
        return x;
    }
}
