package computelab.lab;

import computelab.failure.LabException;

/** A value a page cannot take, with the parameter it belongs to, so the form can mark that field. */
public final class BadParameter extends LabException {
    private final String parameter;

    public BadParameter(String parameter, String sentence) {
        super(sentence);
        this.parameter = parameter;
    }

    /** The name of the parameter (and form field) that is wrong. */
    public String parameter() {
        return parameter;
    }
}
