package computelab.gpu;

/**
 * A run stopped because the person cancelled it; pages report {@code "state": "cancelled"}. A run whose
 * finished parts stand on their own (the bench's finished cases) throws a subclass that carries them.
 */
public class RunCancelled extends RuntimeException {
    public RunCancelled() {
        super("The run was cancelled.");
    }
}
