package computelab.gpu;

/**
 * The one error a person can cause: a bad size, a malformed rule or RLE text, an unknown name.
 * Its message is a sentence written for that person; pages show it as it is.
 */
public class LabException extends RuntimeException {
    public LabException(String message) {
        super(message);
    }
}
