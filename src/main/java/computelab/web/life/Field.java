package computelab.web.life;

import computelab.failure.LabException;
import computelab.lab.Param;

/**
 * The fields of the Life page a person types or chooses in: the panel's, whose mistakes stand beside
 * them in a line of their own ({@code slot}), and the URL form's live fields, whose mistakes go over the
 * board as the form's others do, with the field marked.
 */
enum Field {
    STEP_COUNT("life-step-count", "life-step-error", null, PanelWords.STEP),
    DENSITY("life-density", "life-density-error", "density", PanelWords.DENSITY),
    RULE("life-rule", "life-rule-error", "rule", null),
    WIDTH("life-width", "life-size-error", "w", PanelWords.WIDTH),
    HEIGHT("life-height", "life-size-error", "h", PanelWords.HEIGHT),
    WRAP("life-wrap", "life-size-error", "wrap", null),
    ENGINE("life-algo", "life-engine-error", "algo", null),
    PATTERN("life-pattern", "life-pattern-error", "pattern", null),
    PLACE_X("life-place-x", "life-place-error", null, null),
    PLACE_Y("life-place-y", "life-place-error", null, null),
    PASTE("life-paste", "life-paste-error", "rle", null),
    FILES("life-file", "life-files-error", null, null),
    FORM_WIDTH("field-w", null, null, null),
    FORM_HEIGHT("field-h", null, null, null),
    FORM_RULE("field-rule", null, null, null),
    FORM_WRAP("field-wrap", null, null, null),
    FORM_ENGINE("field-algo", null, null, null);

    private final String id;
    private final String slot;
    private final String parameter;
    private final Param<?> words;

    Field(String id, String slot, String parameter, Param<?> words) {
        this.id = id;
        this.slot = slot;
        this.parameter = parameter;
        this.words = words;
    }

    /**
     * Why this field does not take a text, in its own words where it has them (a URL's {@code w=0} beside
     * the Width field reads "Width must be between 1 and ..."); otherwise the sentence given.
     */
    String inOwnWords(String text, String sentence) {
        if (words != null && text != null) {
            try {
                words.read(text, null);
            } catch (LabException refused) {
                return refused.getMessage();
            }
        }
        return sentence;
    }

    /** Whether the field is a menu: it shows what is in use, never a refused choice. */
    boolean menu() {
        return this == WRAP || this == ENGINE || this == PATTERN || this == FORM_WRAP || this == FORM_ENGINE;
    }

    /** Whether the field shows one of the board's settings (the others hold what an action is given). */
    boolean showsBoard() {
        return this == RULE || this == WIDTH || this == HEIGHT || this == WRAP || this == ENGINE || inForm();
    }

    /** The element's id in life.html (the form's are PageShell's {@code field-NAME}). */
    String id() {
        return id;
    }

    /** The element beside the field that shows its mistake, or null for the URL form's fields. */
    String slot() {
        return slot;
    }

    /** Whether this is one of the URL form's fields rather than the panel's. */
    boolean inForm() {
        return slot == null;
    }

    /** The URL form's label of one of its fields (PageShell's {@code label-NAME}). */
    String formLabel() {
        return "label-" + id.substring("field-".length());
    }

    /** The panel's field that shows a URL parameter, or null where the panel has none. */
    static Field showing(String parameter) {
        for (Field field : values()) {
            if (parameter.equals(field.parameter)) {
                return field;
            }
        }
        return null;
    }

    /** The URL form's field of a URL parameter, or null where it has none that applies at once. */
    static Field formShowing(String parameter) {
        for (Field field : values()) {
            if (field.inForm() && field.id.equals("field-" + parameter)) {
                return field;
            }
        }
        return null;
    }
}
