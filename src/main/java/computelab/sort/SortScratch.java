package computelab.sort;

import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A scratch buffer of the sort that grows only when a larger sort needs it. Prepared sorts lease it;
 * an outgrown buffer is destroyed once no prepared sort uses it any more.
 */
final class SortScratch {
    private final Gpu gpu;
    private final String label;
    private Lease current;

    SortScratch(Gpu gpu, String label) {
        this.gpu = gpu;
        this.label = label;
    }

    /** A lease on at least {@code bytes} bytes; release it when the prepared sort is closed. */
    Lease lease(double bytes) {
        double wanted = Math.max(16, Math.ceil(bytes / 16) * 16);
        if (current == null || current.bytes < wanted) {
            if (current != null) {
                current.retire();
            }
            current = new Lease(BufferIO.storage(gpu, label, wanted), wanted);
        }
        current.users++;
        return current;
    }

    /** Bytes of the buffer new sorts get (0 before the first). */
    double bytes() {
        return current == null ? 0 : current.bytes;
    }

    void destroy() {
        if (current != null) {
            current.retire();
            current = null;
        }
    }

    /** One scratch buffer and the prepared sorts using it. */
    static final class Lease {
        private GPUBuffer buffer;
        private final double bytes;
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
