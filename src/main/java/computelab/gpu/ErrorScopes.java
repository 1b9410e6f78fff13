package computelab.gpu;

import computelab.failure.GpuException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.teavm.jso.JSBody;
import org.teavm.jso.core.JSPromise;
import org.teavm.jso.webgpu.GPUDevice;

/**
 * The error scopes a {@link Gpu} holds open around its work, the buffers asked for inside each, and the
 * one sentence a person reads for what they catch: out of memory (naming the bytes asked for), a
 * validation error (a bug in the lab), an internal error of the driver. A Vulkan driver's out-of-memory
 * that a browser reports as a validation error, or outside any scope, is still an out-of-memory.
 * The GPU's own text goes to the console, never into the page.
 */
final class ErrorScopes {
    private final GPUDevice device;
    private final List<Asked> open = new ArrayList<>();
    private String uncapturedKind;
    private String uncapturedMessage;
    private boolean spoiled;

    ErrorScopes(GPUDevice device) {
        this.device = device;
    }

    void push() {
        device.pushErrorScope("validation");
        device.pushErrorScope("out-of-memory");
        device.pushErrorScope("internal");
        open.add(new Asked());
    }

    /** Ends the innermost scope; throws the first error it caught, else an error nothing caught since. */
    void pop(String during) {
        Asked asked = open.remove(open.size() - 1);
        GPUDevice.Error internal = Await.await(device.popErrorScope());
        GPUDevice.Error outOfMemory = Await.await(device.popErrorScope());
        GPUDevice.Error validation = Await.await(device.popErrorScope());
        if (outOfMemory != null) {
            throw failure(during, "out-of-memory", outOfMemory.getMessage(), asked);
        }
        if (validation != null) {
            throw failure(during, "validation", validation.getMessage(), asked);
        }
        if (internal != null) {
            throw failure(during, "internal", internal.getMessage(), asked);
        }
        if (uncapturedMessage != null) {
            String kind = uncapturedKind;
            String message = uncapturedMessage;
            uncapturedKind = null;
            uncapturedMessage = null;
            throw failure(during, kind, message, asked);
        }
    }

    /** Ends the innermost scope without waiting for what it caught (the run was cancelled). */
    void abandon() {
        open.remove(open.size() - 1);
        for (int i = 0; i < 3; i++) {
            ignore(device.popErrorScope());
        }
    }

    /** An error no scope caught (the device's uncapturederror event): the next pop reports it. */
    void uncaptured(String kind, String message) {
        if (uncapturedMessage == null) {
            uncapturedKind = kind;
            uncapturedMessage = message;
        }
    }

    /** A buffer of {@code bytes} was asked for: every open scope counts it. */
    void asked(String label, double bytes) {
        for (Asked scope : open) {
            scope.add(label, bytes);
        }
    }

    /**
     * Whether an error left resources in doubt (an allocation failed inside something that keeps its
     * buffers, the driver failed): the device should be replaced before the next run.
     */
    boolean spoiled() {
        return spoiled;
    }

    private GpuException failure(String during, String kind, String detail, Asked asked) {
        logDetail(during, detail);
        if (kind.equals("out-of-memory") || saysOutOfMemory(detail)) {
            spoiled = true;
            return new GpuException("The GPU ran out of memory for " + during + asked.described()
                    + ": try a smaller size.");
        }
        if (kind.equals("internal")) {
            spoiled = true;
            return new GpuException("The GPU failed internally during " + during + " (an error of its driver, "
                    + "not of the input; the browser console has its text): run again.");
        }
        return new GpuException("The GPU rejected the commands for " + during
                + " (a validation error, which is a bug in the lab; the browser console has the details).");
    }

    /** Vulkan's and Metal's words for an allocation the driver refused, whichever error carries them. */
    static boolean saysOutOfMemory(String detail) {
        String text = detail == null ? "" : detail.toUpperCase(Locale.ROOT);
        return text.contains("OUT_OF_DEVICE_MEMORY") || text.contains("OUT_OF_HOST_MEMORY")
                || text.contains("OUT OF MEMORY");
    }

    /** The buffers asked for inside one scope. */
    private static final class Asked {
        private double bytes;
        private int buffers;
        private String largest;
        private double largestBytes;

        void add(String label, double size) {
            bytes += size;
            buffers++;
            if (size > largestBytes) {
                largest = label;
                largestBytes = size;
            }
        }

        /** ", which asked for 2147483648 bytes in 2 buffers (the largest: "scan input", 1073741824 bytes)". */
        String described() {
            if (buffers == 0) {
                return "";
            }
            String total = (long) bytes + " bytes";
            if (buffers == 1) {
                return ", which asked for one buffer of " + total + " (\"" + largest + "\")";
            }
            return ", which asked for " + total + " in " + buffers + " buffers (the largest: \"" + largest + "\", "
                    + (long) largestBytes + " bytes)";
        }
    }

    @JSBody(params = "promise", script = "promise.then(function() {}, function() {});")
    private static native void ignore(JSPromise<?> promise);

    @JSBody(params = { "during", "detail" }, script = "console.error('GPU error during ' + during + ':\\n' + detail);")
    private static native void logDetail(String during, String detail);
}
