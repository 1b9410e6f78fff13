package computelab.life;

/** What lies beyond the grid's edges (the page's {@code wrap} parameter: 1 = TORUS, 0 = DEAD_OUTSIDE). */
public enum Boundary {
    /** Opposite edges are joined: the cell left of x = 0 is x = w - 1, and likewise for rows. */
    TORUS,
    /** Every cell outside the grid is dead and stays dead. */
    DEAD_OUTSIDE;

    public static Boundary of(boolean wrap) {
        return wrap ? TORUS : DEAD_OUTSIDE;
    }
}
