package computelab.bench;

import computelab.failure.LabException;
import computelab.gpu.BufferPlan;
import computelab.gpu.DeviceFacts;
import computelab.gpu.Gpu;
import java.util.function.LongToDoubleFunction;

/**
 * A suite of square grids (Life, reaction-diffusion): a case's size is the side of a grid of side x side
 * cells held in two states used in turn, the largest side is the one whose state buffer a kernel can bind,
 * and a side is checked before an engine is made, which is freed again where filling it fails.
 */
public interface SquareGridSuite extends BenchSubject {
    /** What the sentence of a side out of range calls the grid, e.g. "life board". */
    String gridName();

    /** The largest side the suite's engines take. */
    long maxSide();

    /** Bytes of one state buffer of a grid of this side, in the suite's smallest layout. */
    double bytesPerBuffer(long side);

    /** Makes, sizes and fills the case of a side already checked. */
    BenchCase prepareSide(Gpu gpu, String algorithm, int side);

    @Override
    default boolean sizeIsSide() {
        return true;
    }

    /** The largest square side whose state buffer fits one storage binding, in the smallest layout. */
    @Override
    default long maxSize(Gpu gpu) {
        return largestSide(gpu, this::bytesPerBuffer);
    }

    @Override
    default BenchCase prepare(Gpu gpu, String algorithm, long size) {
        if (size < 1 || size > maxSide()) {
            throw new LabException("A " + gridName() + " side must be between 1 and " + maxSide() + ", not " + size
                    + ".");
        }
        return prepareSide(gpu, algorithm, (int) size);
    }

    /** The largest side whose buffer of {@code bytesPerBuffer(side)} bytes a kernel can bind on this device. */
    static long largestSide(DeviceFacts gpu, LongToDoubleFunction bytesPerBuffer) {
        double most = BufferPlan.largestBound(gpu);
        long fits = 0;
        long tooLarge = 1L << 32;
        while (tooLarge - fits > 1) {
            long side = (fits + tooLarge) / 2;
            if (bytesPerBuffer.applyAsDouble(side) <= most) {
                fits = side;
            } else {
                tooLarge = side;
            }
        }
        return Math.max(1, fits);
    }

    /**
     * Runs {@code filling} on a new engine and waits for the GPU to finish it; where it fails the engine is
     * freed ({@code dispose}) before the failure goes on.
     */
    static void fill(Gpu gpu, Runnable filling, Runnable dispose) {
        try {
            filling.run();
            gpu.finishQueue();
        } catch (RuntimeException failure) {
            dispose.run();
            throw failure;
        }
    }
}
