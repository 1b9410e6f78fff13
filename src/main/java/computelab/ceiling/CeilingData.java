package computelab.ceiling;

import computelab.gpu.Gpu;
import computelab.gpu.Stopwatch;

/**
 * The buffers the ceilings run over, kept per Gpu and reused from one measurement to the next: a
 * filled source and a destination, each grown when a measurement needs more, and the stopwatch that
 * times them. A run frees them at its end ({@link #release}), so they never sit beside the next page's
 * own buffers.
 */
final class CeilingData {
    private static CeilingData cached;
    private final Gpu gpu;
    private VectorChunks source;
    private VectorChunks destination;
    private Stopwatch stopwatch;

    private CeilingData(Gpu gpu) {
        this.gpu = gpu;
    }

    static CeilingData of(Gpu gpu) {
        if (cached == null || cached.gpu != gpu) {
            cached = new CeilingData(gpu);
        }
        return cached;
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
        if (cached != null && cached.gpu == gpu) {
            if (cached.source != null) {
                cached.source.destroy();
            }
            if (cached.destination != null) {
                cached.destination.destroy();
            }
            if (cached.stopwatch != null) {
                cached.stopwatch.destroy();
            }
            cached = null;
        }
    }
}
