package computelab.failure;

/**
 * The one place a failure becomes the sentence a person reads: the message of a {@link LabException}
 * (their input) or a {@link GpuException} (the GPU or browser), up to its first line break (driver texts
 * go on with call sites); anything else is a bug and says so.
 */
public final class Failures {
    private Failures() {
    }

    public static String sentence(Throwable failure) {
        String message = failure.getMessage();
        if (failure instanceof LabException || failure instanceof GpuException) {
            String text = message == null ? "" : message.trim();
            int end = text.indexOf('\n');
            return end < 0 ? text : text.substring(0, end).trim();
        }
        return "Internal error (" + failure.getClass().getSimpleName() + ")" + (message == null ? "." : ": " + message);
    }
}
