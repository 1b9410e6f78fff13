package computelab.rd;

/** What a cell's neighbour beyond the grid is (the page's {@code wrap}: 1 = TORUS, 0 = ZERO_FLUX). */
public enum Edges {
    /** Opposite edges are joined: the neighbour left of x = 0 is x = w - 1, and likewise for rows. */
    TORUS,
    /** Nothing flows across an edge: a neighbour outside the grid reads the nearest cell inside. */
    ZERO_FLUX;

    public static Edges of(boolean wrap) {
        return wrap ? TORUS : ZERO_FLUX;
    }

    /** The page's {@code wrap} value. */
    public int wrap() {
        return this == TORUS ? 1 : 0;
    }

    /**
     * The neighbour of {@code position} at {@code offset} (-1, 0 or 1) on a side of {@code size} cells.
     * The torus joins the ends; zero flux keeps the position inside (a side of 1 cell is its own neighbour).
     */
    public int neighbour(int position, int offset, int size) {
        int next = position + offset;
        if (next >= 0 && next < size) {
            return next;
        }
        if (this == ZERO_FLUX) {
            return position;
        }
        return next < 0 ? next + size : next - size;
    }
}
