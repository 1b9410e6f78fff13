package computelab.gpu;

/** A run stopped because the person cancelled it; pages report {@code "state": "cancelled"}. */
public final class RunCancelled extends RuntimeException {
    public RunCancelled() {
        super("The run was cancelled.");
    }
}
