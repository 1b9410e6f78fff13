package computelab.rd;

import computelab.gpu.InTurn;

/**
 * The CPU reference: Gray-Scott steps in f32 with the kernels' operation order, so the GPU and the CPU
 * differ only by the rounding of fused or reordered operations (and, in the compiled script, where
 * intermediate values are doubles, by being more exact). For {@link Precision#F16} every stored value
 * is rounded to half precision, as the f16 kernels store it.
 *
 * <pre>
 *   edges   = (up + down) + (left + right)
 *   corners = (up_left + up_right) + (down_left + down_right)
 *   lap     = edges * 0.2 + corners * 0.05 - centre
 *   uvv     = u * v * v
 *   u'      = u + dt * (Du * lap_u - uvv + F * (1 - u))
 *   v'      = v + dt * (Dv * lap_v + uvv - (F + k) * v)
 * </pre>
 */
public final class CpuGrayScott {
    private final GrayScott model;
    private final Edges edges;
    private final Precision precision;

    public CpuGrayScott(GrayScott model, Edges edges, Precision precision) {
        this.model = model;
        this.edges = edges;
        this.precision = precision;
    }

    /** The fields after {@code steps} steps from {@code start} (which stays as it is). */
    public Fields run(Fields start, long steps) {
        return InTurn.run(start.copy(), new Fields(start.width(), start.height()), steps, this::step);
    }

    /** One step of every cell of {@code from}, written into {@code to} (a grid of the same size). */
    public void step(Fields from, Fields to) {
        int width = from.width();
        int height = from.height();
        int[] left = new int[width];
        int[] right = new int[width];
        for (int x = 0; x < width; x++) {
            left[x] = edges.neighbour(x, -1, width);
            right[x] = edges.neighbour(x, 1, width);
        }
        for (int y = 0; y < height; y++) {
            int up = edges.neighbour(y, -1, height) * width;
            int row = y * width;
            int down = edges.neighbour(y, 1, height) * width;
            for (int x = 0; x < width; x++) {
                update(from, to, row + x, up, row, down, left[x], x, right[x]);
            }
        }
    }

    private void update(Fields from, Fields to, int cell, int up, int row, int down, int left, int x, int right) {
        float[] u = from.u();
        float[] v = from.v();
        float lapU = laplacian(u, up, row, down, left, x, right);
        float lapV = laplacian(v, up, row, down, left, x, right);
        float cu = u[cell];
        float cv = v[cell];
        float uvv = cu * cv * cv;
        float du = model.diffusionU() * lapU - uvv + model.feed() * (1f - cu);
        float dv = model.diffusionV() * lapV + uvv - model.removal() * cv;
        to.u()[cell] = precision.stored(cu + model.dt() * du);
        to.v()[cell] = precision.stored(cv + model.dt() * dv);
    }

    private static float laplacian(float[] f, int up, int row, int down, int left, int x, int right) {
        float edgeSum = (f[up + x] + f[down + x]) + (f[row + left] + f[row + right]);
        float cornerSum = (f[up + left] + f[up + right]) + (f[down + left] + f[down + right]);
        return edgeSum * GrayScott.EDGE + cornerSum * GrayScott.CORNER - f[row + x];
    }
}
