package computelab.scan;

import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A scratch buffer that grows only when a run needs more than it has. Prepared runs (scans, and the
 * sorts built on them) lease it; a buffer that has been outgrown is destroyed once no prepared run
 * uses it any more.
 */
public final class Scratch {
    private final Gpu gpu;
    private final String label;
    private final int granule;
    private Lease current;

    /** Scratch whose sizes are rounded up to whole {@code granule}s of bytes (4, or 16 for vec4 views). */
    public Scratch(Gpu gpu, String label, int granule) {
        this.gpu = gpu;
        this.label = label;
        this.granule = granule;
    }

    /** A lease on at least {@code bytes} bytes; release it when the prepared run is closed. */
    public Lease lease(double bytes) {
        double wanted = Math.max(16, Math.ceil(bytes / granule) * granule);
        if (current == null || current.bytes < wanted) {
            if (current != null) {
                current.retire();
            }
            current = new Lease(BufferIO.storage(gpu, label, wanted), wanted);
        }
        current.users++;
        return current;
    }

    /** Bytes of the buffer new runs get (0 before the first). */
    public double bytes() {
        return current == null ? 0 : current.bytes;
    }

    public void destroy() {
        if (current != null) {
            current.retire();
            current = null;
        }
    }

    /** One scratch buffer and the prepared runs using it. */
    public static final class Lease {
        private GPUBuffer buffer;
        private final double bytes;
        private final TileTickets tickets = new TileTickets();
        private int users;
        private boolean retired;

        private Lease(GPUBuffer buffer, double bytes) {
            this.buffer = buffer;
            this.bytes = bytes;
        }

        public GPUBuffer buffer() {
            return buffer;
        }

        public double bytes() {
            return bytes;
        }

        /** The ticket bookkeeping of decoupled-lookback's state in this buffer (new buffers are zeroed). */
        TileTickets tickets() {
            return tickets;
        }

        public void release() {
            users--;
            destroyIfUnused();
        }

        private void retire() {
            retired = true;
            destroyIfUnused();
        }

        private void destroyIfUnused() {
            if (retired && users == 0 && buffer != null) {
                buffer.destroy();
                buffer = null;
            }
        }
    }
}
