package computelab.web.rd;

import computelab.failure.LabException;
import computelab.lab.Param;

/** A panel field's value that was not taken: it stays in its field as typed, beside the sentence. */
final class RefusedValue extends LabException {
    private final FieldMistake mistake;

    RefusedValue(Param<?> param, String given, String sentence) {
        super(sentence);
        mistake = new FieldMistake(param, given, sentence);
    }

    FieldMistake mistake() {
        return mistake;
    }
}
