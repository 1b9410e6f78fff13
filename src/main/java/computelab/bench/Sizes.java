package computelab.bench;

/** Sizes as people write them in this lab: powers of two as {@code 2^k}, other numbers plainly. */
public final class Sizes {
    private Sizes() {
    }

    /** {@code 2^k} for powers of two from 2^4 up (small ones read better plainly), else the number. */
    public static String format(long size) {
        if (size >= 16 && Long.bitCount(size) == 1) {
            return "2^" + Long.numberOfTrailingZeros(size);
        }
        return Long.toString(size);
    }
}
