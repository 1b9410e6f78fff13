package computelab.gpu;

/**
 * A size that follows a count the GPU reads at run time: {@code ceil(count / per)}, at least {@code atLeast}
 * ({@link #COUNT} is the count itself). count_sizes.wgsl computes the same on the GPU; {@link #of} is the
 * host's statement of it. Pure logic.
 */
public record FromCount(long per, long atLeast) {
    /** The count itself. */
    public static final FromCount COUNT = new FromCount(1, 0);

    public FromCount {
        if (per < 1 || per > 0xFFFFFFFFL || atLeast < 0 || atLeast > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("A size from a count divides by 1 to 2^32 - 1, not " + per
                    + ", and keeps a u32 least value, not " + atLeast);
        }
    }

    /** {@code ceil(count / per)}, at least {@code atLeast}: tiles of {@code per} elements, say. */
    public static FromCount per(long per, long atLeast) {
        return new FromCount(per, atLeast);
    }

    /** The size for this count. */
    public long of(long count) {
        return Math.max(atLeast, DispatchGrid.ceilDiv(count, per));
    }
}
