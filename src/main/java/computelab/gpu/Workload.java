package computelab.gpu;

import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * What every workload's facade (PrefixSum, RadixSort, Reduction) shares: its device and tuning, one
 * BufferIO, the scratch it leases to its prepared runs, two buffers for Java arrays grown only when a
 * larger array comes, stand-ins for bindings a kernel leaves unused, and being closed once. Not
 * thread-safe; close it to free its buffers (prepared runs still open keep their scratch until closed).
 */
public abstract class Workload implements AutoCloseable {
    /** Bytes of each stand-in binding. */
    public static final double STAND_IN_BYTES = 16;

    protected final Gpu gpu;
    protected final Tuning tuning;
    protected final BufferIO io;
    private final String label;
    private final List<Scratch> scratch = new ArrayList<>();
    private final List<AutoCloseable> parts = new ArrayList<>();
    private final GPUBuffer[] arrays = new GPUBuffer[2];
    private GPUBuffer readStandIn;
    private GPUBuffer writeStandIn;
    private boolean closed;

    /** A facade on {@code gpu}; {@code label} names its buffers ("decoupled-lookback scan"). */
    protected Workload(Gpu gpu, Tuning tuning, String label) {
        this.gpu = gpu;
        this.tuning = tuning;
        this.label = label;
        this.io = new BufferIO(gpu);
    }

    /** Scratch of this facade, leased to its prepared runs and destroyed with it. */
    protected final Scratch scratch(String what, int granule) {
        Scratch made = new Scratch(gpu, label + ": " + what, granule);
        scratch.add(made);
        return made;
    }

    /** Another facade this one uses (a sort's prefix sum), closed with it. */
    protected final <T extends AutoCloseable> T part(T facade) {
        parts.add(facade);
        return facade;
    }

    /** Array buffer 0 or 1 (input and output of an array call) of at least {@code bytes}, grown when needed. */
    protected final GPUBuffer arrayBuffer(int which, double bytes) {
        if (arrays[which] == null || arrays[which].getSize() < bytes) {
            if (arrays[which] != null) {
                arrays[which].destroy();
            }
            arrays[which] = BufferIO.storage(gpu, label + " array " + which, bytes);
        }
        return arrays[which];
    }

    /** A small buffer bound where a kernel's binding is not used in this run (read-only or writable). */
    protected final GPUBuffer standIn(boolean writable) {
        if (writable) {
            writeStandIn = writeStandIn != null ? writeStandIn
                    : BufferIO.storage(gpu, label + " unused writable binding", STAND_IN_BYTES);
            return writeStandIn;
        }
        readStandIn = readStandIn != null ? readStandIn : BufferIO.storage(gpu, label + " unused binding", STAND_IN_BYTES);
        return readStandIn;
    }

    /** The most workgroups a dispatch puts in one dimension of its grid, as this facade's tuning allows. */
    protected final int workgroupsPerDimension() {
        return tuning.workgroupsPerDimension(gpu);
    }

    /** Whether kernels may use subgroup operations: the device has them and the tuning allows them. */
    public boolean usesSubgroups() {
        return tuning.subgroupsOn(gpu);
    }

    public final Tuning tuning() {
        return tuning;
    }

    /** Bytes this facade holds on the GPU besides prepared runs: its scratch, arrays and stand-ins. */
    public double scratchBytes() {
        double bytes = 0;
        for (Scratch each : scratch) {
            bytes += each.bytes();
        }
        for (GPUBuffer array : arrays) {
            bytes += array == null ? 0 : array.getSize();
        }
        bytes += (readStandIn == null ? 0 : STAND_IN_BYTES) + (writeStandIn == null ? 0 : STAND_IN_BYTES);
        for (AutoCloseable part : parts) {
            bytes += part instanceof Workload facade ? facade.scratchBytes() : 0;
        }
        return bytes;
    }

    /** Throws unless this facade is open and its device alive: every call that touches the GPU checks. */
    protected final void requireOpen() {
        if (closed) {
            throw new IllegalStateException("This " + label + " is closed.");
        }
        gpu.requireAlive();
    }

    private void destroyArrays() {
        for (int i = 0; i < 2; i++) {
            if (arrays[i] != null) {
                arrays[i].destroy();
                arrays[i] = null;
            }
        }
    }

    /** Frees the facade's buffers; prepared runs still open keep their scratch until they close. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (Scratch each : scratch) {
            each.destroy();
        }
        for (AutoCloseable part : parts) {
            try {
                part.close();
            } catch (Exception failure) {
                throw new IllegalStateException(failure);
            }
        }
        destroyArrays();
        for (GPUBuffer standIn : new GPUBuffer[] { readStandIn, writeStandIn }) {
            if (standIn != null) {
                standIn.destroy();
            }
        }
        io.destroy();
        closeOwn();
    }

    /** Frees what a facade holds beyond what this class knows of. */
    protected void closeOwn() {
    }
}
