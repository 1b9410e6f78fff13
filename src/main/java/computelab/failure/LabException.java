package computelab.failure;

/**
 * The one error a person can cause: a bad size, a malformed rule or RLE text, an unknown name.
 * Its message is a sentence written for that person; pages show it as it is.
 */
public class LabException extends RuntimeException {
    public LabException(String message) {
        super(message);
    }

    private static final int QUOTE_LIMIT = 40;

    /** Keeps a sentence readable when someone pastes a whole file into a one-line field. */
    public static String quotable(String text) {
        if (text == null) {
            return "";
        }
        return text.length() <= QUOTE_LIMIT ? text : text.substring(0, QUOTE_LIMIT - 3) + "...";
    }
}
