package computelab.gpu;

import java.util.function.Supplier;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A scratch buffer that grows only when a run needs more than it has. Prepared runs lease it (a plan
 * holds its leases, see {@link Plan#holding}); a buffer that has been outgrown is destroyed once no
 * prepared run uses it any more.
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
    public static final class Lease implements Plan.Held {
        private GPUBuffer buffer;
        private final double bytes;
        private Object note;
        private int users;
        private boolean retired;

        private Lease(GPUBuffer buffer, double bytes) {
            this.buffer = buffer;
            this.bytes = bytes;
        }

        public GPUBuffer buffer() {
            return buffer;
        }

        /**
         * What a workload keeps about this buffer's contents (a chained scan's ticket count), made by
         * {@code make} the first time: a new buffer, zeroed, starts with a new one.
         */
        @SuppressWarnings("unchecked")
        public <T> T note(Supplier<T> make) {
            if (note == null) {
                note = make.get();
            }
            return (T) note;
        }

        @Override
        public double bytes() {
            return bytes;
        }

        @Override
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
