package computelab.lab;

import computelab.failure.LabException;

/**
 * An edited kernel the compiler refused: the sentence (which begins "The kernel does not compile") and
 * every message of the compiler, which the error result carries as {@code compileMessages}.
 */
public final class KernelRejected extends LabException {
    private final transient Json.Obj fields;

    public KernelRejected(String sentence, Json.Obj fields) {
        super(sentence);
        this.fields = fields;
    }

    /** The fields the error result carries beside the sentence. */
    public Json.Obj fields() {
        return fields;
    }
}
