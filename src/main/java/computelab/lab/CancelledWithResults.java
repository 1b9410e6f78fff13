package computelab.lab;

import computelab.gpu.RunCancelled;

/** A cancelled run that keeps what it finished: the result fields of those parts (the bench's rows). */
public final class CancelledWithResults extends RunCancelled {
    private final Json.Obj fields;

    public CancelledWithResults(Json.Obj fields) {
        this.fields = fields;
    }

    public Json.Obj fields() {
        return fields;
    }
}
