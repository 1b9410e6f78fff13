package computelab.rd;

/**
 * The two fields u and v of a grid on the CPU, row-major (cell (x, y) at {@code y * width + x}); what
 * the initial states build, the CPU reference advances and a readback returns.
 */
public final class Fields {
    /** Largest grid the CPU holds as a whole (two float arrays of this many cells: 2 GiB). */
    public static final long MAX_CELLS = 1L << 28;

    private final int width;
    private final int height;
    private final float[] u;
    private final float[] v;

    public Fields(int width, int height) {
        if (width < 1 || height < 1 || (long) width * height > MAX_CELLS) {
            throw new IllegalArgumentException("No fields of " + width + " x " + height + " cells on the CPU");
        }
        this.width = width;
        this.height = height;
        u = new float[width * height];
        v = new float[width * height];
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int cells() {
        return u.length;
    }

    /** The u values, row-major; the array itself, so a step can write into it. */
    public float[] u() {
        return u;
    }

    /** The v values, row-major; the array itself. */
    public float[] v() {
        return v;
    }

    public float u(int x, int y) {
        return u[y * width + x];
    }

    public float v(int x, int y) {
        return v[y * width + x];
    }

    public void set(int x, int y, float uValue, float vValue) {
        u[y * width + x] = uValue;
        v[y * width + x] = vValue;
    }

    public FieldStats stats() {
        FieldStats.Accumulator stats = new FieldStats.Accumulator();
        stats.add(u, v, u.length);
        return stats.stats();
    }

    /** The largest |this - other| over both fields and every cell (grids of the same size). */
    public double largestDifference(Fields other) {
        if (other.width != width || other.height != height) {
            throw new IllegalArgumentException("Fields of different sizes");
        }
        double largest = 0;
        for (int i = 0; i < u.length; i++) {
            largest = Math.max(largest, Math.max(Math.abs(u[i] - other.u[i]), Math.abs(v[i] - other.v[i])));
        }
        return largest;
    }

    public Fields copy() {
        Fields copy = new Fields(width, height);
        System.arraycopy(u, 0, copy.u, 0, u.length);
        System.arraycopy(v, 0, copy.v, 0, v.length);
        return copy;
    }
}
