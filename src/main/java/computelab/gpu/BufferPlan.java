package computelab.gpu;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The buffers a workload is about to create, checked against the device's limits before any of them
 * is: every buffer against maxBufferSize, every buffer a kernel binds whole against the smaller of that
 * and maxStorageBufferBindingSize. A plan that does not fit is one sentence, the same for every
 * workload, naming the subject, the bytes, the buffer and the limit that binds, e.g. "n = 268435456 needs
 * 1073741840 bytes for its scan output (with its guard words), more than this device allows (1073741824
 * bytes, maxBufferSize)." or "A 65536 x 65536 grid needs 32768 MiB per buffer with the fast engine in f32,
 * more than this device allows (1024 MiB, maxStorageBufferBindingSize)." {@link BufferIO#create} refuses
 * a buffer past the limits too, as a bug in the lab: every size a person can ask for is meant to be
 * refused here first.
 */
public final class BufferPlan {
    private final String subject;
    private final List<Planned> buffers = new ArrayList<>();
    private String advice;

    /**
     * {@code count} buffers of the same bytes, and whether a kernel binds them whole; {@code what} as the
     * sentence names them: one buffer "for its scan output", several "per buffer with the fast engine".
     */
    public record Planned(String what, double bytes, boolean boundWhole, int count) {
        String phrase() {
            return count == 1 ? "for its " + what : "per buffer " + what;
        }
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
        buffers.add(new Planned(what, bytes, true, 1));
        return this;
    }

    /**
     * {@code count} buffers of {@code bytes} each that kernels bind whole (the states of a {@link SteppedState});
     * {@code whose} follows "per buffer" in the sentence, e.g. "with the fast engine in f32".
     */
    public BufferPlan boundEach(int count, String whose, double bytes) {
        buffers.add(new Planned(whose, bytes, true, count));
        return this;
    }

    /** What the sentence adds after a semicolon where the plan does not fit, e.g. what would fit instead. */
    public BufferPlan advising(String hint) {
        advice = hint;
        return this;
    }

    /** A buffer bound in ranges (each range checked where it is bound) or not at all. */
    public BufferPlan buffer(String what, double bytes) {
        buffers.add(new Planned(what, bytes, false, 1));
        return this;
    }

    public List<Planned> buffers() {
        return List.copyOf(buffers);
    }

    /** Bytes of every buffer together. */
    public double bytes() {
        double total = 0;
        for (Planned planned : buffers) {
            total += planned.bytes() * planned.count();
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
            String limit = limitOf(gpu, planned.boundWhole());
            double most = gpu.limit(limit);
            if (planned.bytes() > most) {
                // In MiB where that tells the two apart; a limit just under a power of two (2^31 - 4 bytes on
                // some drivers) needs the bytes.
                boolean inMebibytes = Math.round(planned.bytes() / (1 << 20)) != Math.round(most / (1 << 20));
                throw new LabException(subject + " needs " + amount(planned.bytes(), inMebibytes) + " "
                        + planned.phrase() + ", more than this device allows (" + amount(most, inMebibytes) + ", "
                        + limit + ")" + (advice == null ? "" : "; " + advice) + ".");
            }
        }
    }

    /** The most bytes a buffer that kernels bind whole may have on this device. */
    public static double largestBound(DeviceFacts gpu) {
        return gpu.limit(limitOf(gpu, true));
    }

    /**
     * The limit a buffer meets: maxBufferSize, or for a buffer bound whole maxStorageBufferBindingSize
     * where that is not larger.
     */
    static String limitOf(DeviceFacts gpu, boolean boundWhole) {
        String binding = "maxStorageBufferBindingSize";
        return boundWhole && gpu.limit(binding) <= gpu.limit("maxBufferSize") ? binding : "maxBufferSize";
    }

    private static String amount(double bytes, boolean inMebibytes) {
        return inMebibytes ? Math.round(bytes / (1 << 20)) + " MiB" : (long) bytes + " bytes";
    }
}
