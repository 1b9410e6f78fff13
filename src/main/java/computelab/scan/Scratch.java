package computelab.scan;

import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A scratch buffer that grows only when a scan needs more than it has. Prepared scans lease it; a
 * buffer that has been outgrown is destroyed once no prepared scan uses it any more.
 */
final class Scratch {
    private final Gpu gpu;
    private final String label;
    private Lease current;

    Scratch(Gpu gpu, String label) {
        this.gpu = gpu;
        this.label = label;
    }

    /** A lease on at least {@code bytes} bytes; release it when the prepared scan is closed. */
    Lease lease(double bytes) {
        double wanted = Math.max(16, Math.ceil(bytes / 4) * 4);
        if (current == null || current.bytes < wanted) {
            if (current != null) {
                current.retire();
            }
            current = new Lease(BufferIO.storage(gpu, label, wanted), wanted);
        }
        current.users++;
        return current;
    }

    /** Bytes of the buffer new scans get (0 before the first). */
    double bytes() {
        return current == null ? 0 : current.bytes;
    }

    void destroy() {
        if (current != null) {
            current.retire();
            current = null;
        }
    }

    /** One scratch buffer and the prepared scans using it. */
    static final class Lease {
        private GPUBuffer buffer;
        private final double bytes;
        private final TileTickets tickets = new TileTickets();
        private int users;
        private boolean retired;

        private Lease(GPUBuffer buffer, double bytes) {
            this.buffer = buffer;
            this.bytes = bytes;
        }

        GPUBuffer buffer() {
            return buffer;
        }

        double bytes() {
            return bytes;
        }

        /** The ticket bookkeeping of decoupled-lookback's state in this buffer (new buffers are zeroed). */
        TileTickets tickets() {
            return tickets;
        }

        void release() {
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
