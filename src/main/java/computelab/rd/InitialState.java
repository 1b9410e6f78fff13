package computelab.rd;

import computelab.data.ContractInputs;
import computelab.failure.LabException;

/**
 * The contract's starting fields: u = 1, v = 0 everywhere but the seeds, where u = 0.5 and v = 0.25.
 * {@code center}: one square of side {@code s = max(2, floor(min(w, h) / 8))} in the middle (its cells
 * have x in {@code [floor(w/2) - floor(s/2), floor(w/2) - floor(s/2) + s)}, likewise y; parts past a
 * small grid's edge are cut off). {@code random}: cell {@code i = y*w + x} is a seed when
 * {@code (mix32(i + mix32(seed)) & 0xffff) < floor(density * 65536)}, the contract's generator, the
 * same test as the Life page's random fill. Built a band of rows at a time, so grids far larger than
 * the CPU can hold are filled piece by piece.
 */
public enum InitialState {
    CENTER("center"),
    RANDOM("random");

    public static final float SEED_U = 0.5f;
    public static final float SEED_V = 0.25f;
    public static final double DEFAULT_DENSITY = 0.05;

    private final String id;

    InitialState(String id) {
        this.id = id;
    }

    /** The name in URLs and results. */
    public String id() {
        return id;
    }

    public static InitialState parse(String text) {
        for (InitialState state : values()) {
            if (state.id.equals(text)) {
                return state;
            }
        }
        throw new LabException("Unknown init \"" + LabException.quotable(text) + "\": choose center or random.");
    }

    /** The whole grid's starting fields. */
    public Fields fields(int width, int height, double density, int seed) {
        Fields fields = new Fields(width, height);
        fill(width, height, density, seed, 0, height, fields.u(), fields.v());
        return fields;
    }

    /** Writes rows [firstRow, firstRow + rows) of the starting fields into u and v from index 0. */
    public void fill(int width, int height, double density, int seed, int firstRow, int rows, float[] u, float[] v) {
        if (this == CENTER) {
            fillCenter(width, height, firstRow, rows, u, v);
        } else {
            fillRandom(width, density, seed, firstRow, rows, u, v);
        }
    }

    /** The side of the centre square on a w x h grid. */
    public static int centerSide(int width, int height) {
        return Math.max(2, Math.min(width, height) / 8);
    }

    private static void fillCenter(int width, int height, int firstRow, int rows, float[] u, float[] v) {
        int side = centerSide(width, height);
        int left = width / 2 - side / 2;
        int top = height / 2 - side / 2;
        for (int r = 0; r < rows; r++) {
            int y = firstRow + r;
            boolean rowSeeded = y >= top && y < top + side;
            for (int x = 0, i = r * width; x < width; x++, i++) {
                boolean seeded = rowSeeded && x >= left && x < left + side;
                u[i] = seeded ? SEED_U : 1f;
                v[i] = seeded ? SEED_V : 0f;
            }
        }
    }

    private static void fillRandom(int width, double density, int seed, int firstRow, int rows, float[] u, float[] v) {
        int threshold = (int) Math.floor(density * 65536);
        int seedHash = ContractInputs.mix32(seed);
        for (int r = 0; r < rows; r++) {
            // Cell indices wrap modulo 2^32 like the contract's 32-bit arithmetic.
            int index = (firstRow + r) * width + seedHash;
            for (int x = 0, i = r * width; x < width; x++, i++, index++) {
                boolean seeded = (ContractInputs.mix32(index) & 0xFFFF) < threshold;
                u[i] = seeded ? SEED_U : 1f;
                v[i] = seeded ? SEED_V : 0f;
            }
        }
    }
}
