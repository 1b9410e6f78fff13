package computelab.ceiling;

import computelab.gpu.Gpu;
import computelab.gpu.Stopwatch;

/**
 * The buffers the ceilings run over, kept per Gpu and reused from one measurement to the next: a
 * filled source and a destination, each grown when a measurement needs more, and the stopwatch that
 * times them. A run frees them at its end ({@link #release}), so they never sit beside the next page's
 * own buffers.
 */
final class CeilingData implements AutoCloseable {
    private static final Gpu.Key<CeilingData> KEY = Gpu.Key.named("the ceilings' data");
    private final Gpu gpu;
    private VectorChunks source;
    private VectorChunks destination;
    private Stopwatch stopwatch;

    private CeilingData(Gpu gpu) {
        this.gpu = gpu;
    }

    static CeilingData of(Gpu gpu) {
        return gpu.keep(KEY, () -> new CeilingData(gpu));
    }

    Stopwatch stopwatch() {
        if (stopwatch == null) {
            stopwatch = new Stopwatch(gpu);
        }
        return stopwatch;
    }

    /** Filled data of at least {@code vectors} vectors. */
    VectorChunks source(long vectors) {
        if (source == null || source.vectors() < vectors) {
            // Free the smaller one first: at the largest sizes both would not fit at once.
            if (source != null) {
                source.destroy();
                source = null;
            }
            source = VectorChunks.filled(gpu, "ceiling source", vectors);
        }
        return source;
    }

    /** Room for at least {@code vectors} vectors, chunked like {@link #source}. */
    VectorChunks destination(long vectors) {
        if (destination == null || destination.vectors() < vectors) {
            if (destination != null) {
                destination.destroy();
                destination = null;
            }
            destination = VectorChunks.allocate(gpu, "ceiling destination", vectors);
        }
        return destination;
    }

    /** Frees the buffers of this Gpu's ceilings; the next measurement makes new ones. */
    static void release(Gpu gpu) {
        gpu.drop(KEY);
    }

    @Override
    public void close() {
        if (source != null) {
            source.destroy();
        }
        if (destination != null) {
            destination.destroy();
        }
        if (stopwatch != null) {
            stopwatch.destroy();
        }
    }
}
