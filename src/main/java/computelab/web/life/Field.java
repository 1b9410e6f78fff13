package computelab.web.life;

import computelab.failure.LabException;
import computelab.lab.Param;
import computelab.lab.life.LifeRequest;

/**
 * The fields of the Life page's panel a person types or chooses in, each with the line beside it that
 * shows its mistake ({@code slot}). The board's own settings (rule, size, edges, engine) are the page's
 * URL parameters: each is one control, which the page shell builds from its {@link Param} (label, help,
 * choices) in the panel's {@code place-NAME}, so the URL form and the panel are the same field. The
 * others take what an action is given (a step count, a density, a pattern), some in a URL parameter's
 * terms.
 */
enum Field {
    STEP_COUNT("life-step-count", "life-step-error", null),
    DENSITY("life-density", "life-density-error", LifeRequest.DENSITY),
    RULE(LifeRequest.RULE, "life-rule-error"),
    WIDTH(LifeRequest.W, "life-size-error"),
    HEIGHT(LifeRequest.H, "life-size-error"),
    WRAP(LifeRequest.WRAP, "life-engine-error"),
    ENGINE(LifeRequest.ALGO, "life-engine-error"),
    PATTERN("life-pattern", "life-pattern-error", LifeRequest.PATTERN),
    PLACE_X("life-place-x", "life-place-error", null),
    PLACE_Y("life-place-y", "life-place-error", null),
    PASTE("life-paste", "life-paste-error", LifeRequest.RLE),
    FILES("life-file", "life-files-error", null);

    private final String id;
    private final String slot;
    private final Param<?> param;
    private final boolean setting;

    /** A field of the panel's own that takes values of {@code param} (null: of no URL parameter). */
    Field(String id, String slot, Param<?> param) {
        this.id = id;
        this.slot = slot;
        this.param = param;
        this.setting = false;
    }

    /** A setting of the board: the URL parameter's one control, as the page shell builds it (field-NAME). */
    Field(Param<?> setting, String slot) {
        this.id = "field-" + setting.name();
        this.slot = slot;
        this.param = setting;
        this.setting = true;
    }

    /**
     * Why this field does not take a text, in the words of its label ("Width must be between 1 and ...",
     * where the URL says "w must be ..."); a menu, or a field of no parameter, keeps the sentence given.
     */
    String inOwnWords(String text, String sentence) {
        if (param != null && !menu() && text != null) {
            try {
                param.namedByLabel().read(text, null);
            } catch (LabException refused) {
                return refused.getMessage();
            }
        }
        return sentence;
    }

    /** Whether the field is a menu: it shows what is in use, never a refused choice. */
    boolean menu() {
        return param != null && param.choices(null) != null;
    }

    /** Whether the field shows one of the board's settings (the others hold what an action is given). */
    boolean showsBoard() {
        return setting;
    }

    /** The element's id in life.html, or the page shell's {@code field-NAME} for a board setting. */
    String id() {
        return id;
    }

    /** The element that holds a board setting's control (null for the panel's own fields). */
    String place() {
        return setting ? "place-" + param.name() : null;
    }

    /** The page shell's label of a board setting's control (null for the panel's own fields). */
    String label() {
        return setting ? "label-" + param.name() : null;
    }

    /** The element beside the field that shows its mistake. */
    String slot() {
        return slot;
    }

    /** The panel's field that shows or takes a URL parameter, or null where the panel has none. */
    static Field showing(String parameter) {
        for (Field field : values()) {
            if (field.param != null && parameter.equals(field.param.name())) {
                return field;
            }
        }
        return null;
    }
}
