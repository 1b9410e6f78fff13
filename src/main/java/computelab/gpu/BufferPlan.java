package computelab.gpu;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The buffers a workload is about to create, checked against the device's limits before any of them
 * is: every buffer against maxBufferSize, every buffer a kernel binds whole against
 * maxStorageBufferBindingSize. A plan that does not fit is one sentence naming the buffer, its size and
 * the limit, e.g. "n = 268435456 needs a 1073741840-byte scan output (with its guard words); this
 * device's maxBufferSize is 1073741824 bytes." {@link BufferIO#create} refuses a buffer past the
 * limits too, as a bug in the lab: every size a person can ask for is meant to be refused here first.
 */
public final class BufferPlan {
    private final String subject;
    private final List<Planned> buffers = new ArrayList<>();

    /** One buffer: what it is for (as the sentence names it), its bytes, and whether a kernel binds it whole. */
    public record Planned(String what, double bytes, boolean boundWhole) {
    }

    private BufferPlan(String subject) {
        this.subject = subject;
    }

    /** A plan for what a sentence calls {@code subject}, e.g. "n = 268435456" or "a 4096 x 4096 grid". */
    public static BufferPlan of(String subject) {
        return new BufferPlan(subject);
    }

    /** A buffer a kernel binds whole as storage. */
    public BufferPlan bound(String what, double bytes) {
        buffers.add(new Planned(what, bytes, true));
        return this;
    }

    /** A buffer bound in ranges (each range checked where it is bound) or not at all. */
    public BufferPlan buffer(String what, double bytes) {
        buffers.add(new Planned(what, bytes, false));
        return this;
    }

    public List<Planned> buffers() {
        return List.copyOf(buffers);
    }

    /** Bytes of every buffer together. */
    public double bytes() {
        double total = 0;
        for (Planned planned : buffers) {
            total += planned.bytes();
        }
        return total;
    }

    /** What the sentences call this plan's work, e.g. "n = 268435456". */
    public String subject() {
        return subject;
    }

    /**
     * Checks the plan against this device's limits (a sentence and nothing created where it does not
     * fit), then runs {@code create}, which makes the planned buffers, inside error scopes: an allocation
     * the GPU refuses becomes an out-of-memory sentence naming the bytes asked for.
     */
    public <T> T allocate(Gpu gpu, Supplier<T> create) {
        requireFits(gpu);
        return gpu.scoped("the buffers of " + subject, create);
    }

    /** Throws the sentence of the first buffer past a limit of this device; creates nothing. */
    public void requireFits(DeviceFacts gpu) {
        for (Planned planned : buffers) {
            String refusal = refusal(gpu, planned.what(), planned.bytes(), planned.boundWhole());
            if (refusal != null) {
                throw new LabException(subject + " needs " + refusal + ".");
            }
        }
    }

    /**
     * Null when a buffer of {@code bytes} fits this device, else "a 1073741840-byte scan output; this
     * device's maxBufferSize is 1073741824 bytes".
     */
    static String refusal(DeviceFacts gpu, String what, double bytes, boolean boundWhole) {
        String limit = "maxBufferSize";
        if (boundWhole && gpu.limit("maxStorageBufferBindingSize") < gpu.limit(limit)) {
            limit = "maxStorageBufferBindingSize";
        }
        double most = gpu.limit(limit);
        if (bytes <= most) {
            return null;
        }
        return "a " + (long) bytes + "-byte " + what + "; this device's " + limit + " is " + (long) most + " bytes";
    }
}
